import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useUiT } from './i18n';

export interface TaskPlaceholderProps {
  /** Aspect ratio as "w:h", so the box keeps the size the result will take. */
  ratio?: string;
  /** The fake percentage, or null before the task has started ("Starting..."). */
  progress: number | null;
}

const cssRatio = (ratio: string | undefined) => {
  const [w, h] = (ratio ?? '1:1').split(':').map(Number);
  return w > 0 && h > 0 ? `${w} / ${h}` : '1 / 1';
};

/** Stands in for an image that is still being generated: a shimmering box with the percentage. */
export function TaskPlaceholder({ ratio, progress }: TaskPlaceholderProps) {
  const t = useUiT();
  const label = progress === null ? t('ui.task.starting') : `${progress}%`;
  return (
    <Box
      role="status"
      aria-label={progress === null ? label : t('ui.task.generating', { percent: progress })}
      sx={{
        aspectRatio: cssRatio(ratio),
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        backgroundImage:
          'linear-gradient(100deg, transparent 30%, rgba(255,255,255,0.35) 50%, transparent 70%)',
        backgroundSize: '200% 100%',
        animation: 'task-shimmer 1.6s linear infinite',
        '@keyframes task-shimmer': {
          from: { backgroundPosition: '150% 0' },
          to: { backgroundPosition: '-50% 0' },
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress
          size={28}
          variant={progress === null ? 'indeterminate' : 'determinate'}
          value={progress ?? undefined}
          aria-hidden
        />
        <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.5 }}>
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
