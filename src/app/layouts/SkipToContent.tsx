import Link from '@mui/material/Link';
import { useAppT } from '../i18n';

/** Keyboard users jump past the navigation; visible only while focused. */
export function SkipToContent({ targetId }: { targetId: string }) {
  const t = useAppT();
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
