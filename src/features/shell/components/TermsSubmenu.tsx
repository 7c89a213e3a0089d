import { useRef, useState, type KeyboardEvent } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ChevronRightIcon from '@mui/icons-material/ChevronRightOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { LEGAL_LINKS } from './legalLinks';
import { useShellT } from '../i18n';

/** The "Terms" entry of the user menu and its submenu (opens on click, Enter or the right arrow). */
export function TermsSubmenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useShellT();
  const anchor = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem
        ref={anchor}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') setOpen(true);
        }}
      >
        <ListItemIcon>
          <GavelOutlinedIcon fontSize="small" aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('shell.terms')} />
        <ChevronRightIcon fontSize="small" aria-hidden />
      </MenuItem>
      <Menu
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          list: {
            'aria-label': t('shell.terms'),
            onKeyDown: (e: KeyboardEvent) => e.key === 'ArrowLeft' && setOpen(false),
          },
        }}
      >
        {LEGAL_LINKS.map((link) => (
          <MenuItem
            key={link.href}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
          >
            {t(link.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
