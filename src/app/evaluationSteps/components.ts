// First, so what it names evaluates before the libraries below (imports evaluate in their order).
import './data';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { endStep } from './yieldTask';

// The MUI components of the shell (all in the initial JS already), in a task of their own (react.ts says why);
// the app's own modules follow in the next one (src/app/evaluationStepApp.ts).
await endStep(Badge, Button, ButtonBase, Divider, IconButton, Link, List, SvgIcon, Typography);
