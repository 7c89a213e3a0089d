import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { USE_IN_TARGETS, sendOnTarget, type SentPicture } from '@/utils/paths';
import { useCatalogueT } from './i18n';

export interface UseInMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  picture: SentPicture;
  name: string;
}

/** UseInMenu's menu and its items, loaded when it first opens (./UseInMenu). */
export function UseInMenuList({ id, anchorEl, open, onClose, picture, name }: UseInMenuListProps) {
  const t = useCatalogueT();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('cat.useIn.label', { name }) } }}
    >
      {USE_IN_TARGETS.map((target) => (
        <MenuItem key={target} component={RouterLink} to={sendOnTarget(target, picture)} onClick={onClose}>
          {t(`cat.useIn.${target}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
