import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ReplyIcon from '@mui/icons-material/Reply';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { SentPicture } from '@/utils/paths';
import { useCatalogueT } from './i18n';
import type { UseInMenuListProps } from './UseInMenuList';

// The menu's code (MUI's Menu and its items) loads when it first opens: a button beside every generator and viewer
// must not bring it.
const UseInMenuList = lazyOverlay<UseInMenuListProps>(
  () => import('./UseInMenuList').then((module) => ({ default: module.UseInMenuList })),
  'UseInMenuList',
);

export interface UseInMenuProps {
  picture: SentPicture;
  /** What the picture is ('Generated image 2'): the icon's name is 'Use {name} in another tool'. */
  name: string;
  /** An icon on a viewer's slide, or a labelled button (a card's actions, a bar). */
  variant?: 'icon' | 'button';
}

/**
 * 'Use in…' on a result (issue 45 §2): Marketing (Static, Try-On, Video), Fashion Style modeling, the fashion
 * factory or Inspiration as a reference; the next screen opens with the picture in by its image id (no download,
 * no upload) and says where it came from.
 */
export function UseInMenu({ picture, name, variant = 'icon' }: UseInMenuProps) {
  const t = useCatalogueT();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton
          size="small"
          aria-label={t('cat.useIn.label', { name })}
          sx={{ bgcolor: 'background.paper' }}
          {...trigger}
        >
          <ReplyIcon fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
        </IconButton>
      ) : (
        <Button size="small" startIcon={<ReplyIcon sx={{ transform: 'scaleX(-1)' }} />} {...trigger}>
          {t('cat.useIn.button')}
        </Button>
      )}
      <UseInMenuList
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        picture={picture}
        name={name}
      />
    </>
  );
}
