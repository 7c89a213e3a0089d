// First, so what it names evaluates before the libraries below (imports evaluate in their order).
import './react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { endStep } from './yieldTask';

// MUI's styling engine and Emotion, in a task of their own (react.ts says why).
await endStep(CacheProvider, CssBaseline, createTheme, ThemeProvider);
