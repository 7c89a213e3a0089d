import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useShellT } from '../i18n';

/**
 * Running-task count on a Create item; hidden at zero. A zero is not written at all (MUI keeps a hidden badge's
 * previous content in the DOM): a member's prerendered plans screen is drawn before the counts are known, and the
 * app's first commit must match it (docs/decisions/0007).
 */
export function RunningTaskBadge({ count, children }: { count?: number; children: ReactNode }) {
  const t = useShellT();
  const value = count ?? 0;
  return (
    <Badge
      badgeContent={value > 0 ? value : null}
      color="error"
      max={99}
      invisible={value <= 0}
      slotProps={{
        badge: value > 0 ? { 'aria-label': t('shell.nav.runningTasks', { count: value }) } : {},
      }}
    >
      {children}
    </Badge>
  );
}
