import { Link as RouterLink } from 'react-router-dom';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import Tooltip from '@mui/material/Tooltip';
import { navRowSx } from '../constants';
import { paths } from '@/utils/paths';
import { formatNumber } from '@/i18n/format';
import { useShellT } from '../i18n';

export interface CreditsBalanceProps {
  points?: number;
  loading?: boolean;
  /** The balance could not be loaded: the row becomes its retry (issue 41 §5: 'Credits' with no number before). */
  failed?: boolean;
  onRetry?: () => unknown;
  collapsed: boolean;
}

/** The collapsed rail's narrow figure: 950, 1.2K, 35K (the hint and the label keep the whole number). */
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/**
 * The credits balance; opens /payment (spec 1 §1). Collapsed, the number stays under the icon (issue 26
 * defect 12: the rail showed only the icon).
 */
export function CreditsBalance({ points, loading, failed, onRetry, collapsed }: CreditsBalanceProps) {
  const t = useShellT();
  const retry = failed && onRetry;
  const label = retry
    ? t('shell.creditsRetry')
    : points === undefined
      ? t('shell.credits')
      : t('shell.creditsCount', { count: points });
  return (
    <Tooltip title={collapsed ? label : ''} placement="right">
      <ListItemButton
        {...(retry
          ? { onClick: () => void onRetry(), 'aria-label': label }
          : { component: RouterLink, to: paths.payment(), 'aria-label': t('shell.creditsOpen', { label }) })}
        sx={{ ...navRowSx(collapsed), ...(collapsed && { flexDirection: 'column', py: 0.5, px: 0.5 }) }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'warning.dark' }}>
          <TollOutlinedIcon aria-hidden />
        </ListItemIcon>
        {collapsed && points !== undefined && !loading && (
          <Typography
            variant="caption"
            aria-hidden
            data-testid="collapsed-credits"
            sx={{ fontWeight: 600, lineHeight: 1.2, color: 'text.primary' }}
          >
            {formatNumber(points, t.locale, COMPACT)}
          </Typography>
        )}
        {!collapsed &&
          (loading ? (
            <Skeleton width={80} aria-hidden />
          ) : (
            <ListItemText
              primary={
                retry
                  ? t('shell.retry')
                  : points === undefined
                    ? t('shell.credits')
                    : formatNumber(points, t.locale)
              }
              secondary={t('shell.credits')}
            />
          ))}
      </ListItemButton>
    </Tooltip>
  );
}
