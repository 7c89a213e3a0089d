import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';

/** Running-task count on a Create item; hidden at zero. */
export function RunningTaskBadge({ count, children }: { count?: number; children: ReactNode }) {
  const value = count ?? 0;
  return (
    <Badge
      badgeContent={value}
      color="error"
      max={99}
      invisible={value <= 0}
      slotProps={{
        badge: value > 0 ? { 'aria-label': `${value} running ${value === 1 ? 'task' : 'tasks'}` } : {},
      }}
    >
      {children}
    </Badge>
  );
}
