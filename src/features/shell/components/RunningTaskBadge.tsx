import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useShellT } from '../i18n';

/** Running-task count on a Create item; hidden at zero. */
export function RunningTaskBadge({ count, children }: { count?: number; children: ReactNode }) {
  const t = useShellT();
  const value = count ?? 0;
  return (
    <Badge
      badgeContent={value}
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
