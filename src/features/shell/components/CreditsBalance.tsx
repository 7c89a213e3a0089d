import { Link as RouterLink } from 'react-router-dom';
import { ListItemButton, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import { HoverHint } from '@/components/HoverHint';
import { navRowSx } from '../constants';
import { paths } from '@/utils/paths';

export interface CreditsBalanceProps {
  points?: number;
  loading?: boolean;
  collapsed: boolean;
}

const formatPoints = (points: number) => new Intl.NumberFormat('en-US').format(points);

/** The credits balance; opens /payment (spec 1 §1). */
export function CreditsBalance({ points, loading, collapsed }: CreditsBalanceProps) {
  const label = points === undefined ? 'Credits' : `${formatPoints(points)} credits`;
  return (
    <HoverHint title={collapsed ? label : ''} placement="right">
      <ListItemButton
        component={RouterLink}
        to={paths.payment()}
        aria-label={`${label}, open payment`}
        sx={navRowSx(collapsed)}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'warning.dark' }}>
          <TollOutlinedIcon aria-hidden />
        </ListItemIcon>
        {!collapsed &&
          (loading ? (
            <Skeleton width={80} aria-hidden />
          ) : (
            <ListItemText
              primary={points === undefined ? 'Credits' : formatPoints(points)}
              secondary="Credits"
            />
          ))}
      </ListItemButton>
    </HoverHint>
  );
}
