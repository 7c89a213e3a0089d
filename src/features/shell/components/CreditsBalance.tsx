import { Link as RouterLink } from 'react-router-dom';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { LazyTooltip } from '@/components/LazyTooltip';
import { accent } from '@/theme/tokens';
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

/**
 * The collapsed rail's narrow figure: 950, 1.2K, 35.9K (the hint and the label keep the whole number). Cut, never
 * rounded up — 6,196 is 6.1K, not 6.2K: the rail never shows more than the user has — and grouped below the
 * compact range (中文's 万 starts at 10,000: 6,174, not 6174).
 */
const COMPACT: Intl.NumberFormatOptions = {
  notation: 'compact',
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
  useGrouping: true,
};

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
    <LazyTooltip title={collapsed ? label : ''} placement="right">
      <ListItemButton
        {...(retry
          ? { onClick: () => void onRetry(), 'aria-label': label }
          : { component: RouterLink, to: paths.payment(), 'aria-label': t('shell.creditsOpen', { label }) })}
        sx={{ ...navRowSx(collapsed), ...(collapsed && { flexDirection: 'column', py: 0.5, px: 0.5 }) }}
      >
        {/* The credits glyph is the one beside every Generate button's cost: a bolt in the accent, on its tint. */}
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'primary.main' }}>
          <BoltOutlinedIcon aria-hidden sx={{ bgcolor: accent.tint, borderRadius: '50%', p: 0.25 }} />
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
    </LazyTooltip>
  );
}
