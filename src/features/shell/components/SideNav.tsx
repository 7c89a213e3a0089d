import { Drawer } from '@mui/material';
import { useShellData } from '../hooks/useShellData';
import { NAV_DRAWER_ID } from '../constants';
import { SideNavView } from './SideNavView';

export interface SideNavProps {
  collapsed: boolean;
  /** The logo's extra duty (resetting the gallery scroll) comes from the app layer. */
  onHome: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /**
   * Phones: the navigation is a modal drawer (focus kept inside, Escape or the backdrop closes it) instead of
   * the rail; it always shows the full 240 px navigation.
   */
  drawer?: { open: boolean; onClose: () => void };
}

/** The side navigation with its data: user e-mail, balance and running-task badges. */
export function SideNav({ drawer, ...props }: SideNavProps) {
  const data = useShellData();
  if (!drawer) return <SideNavView {...data} {...props} />;
  return (
    <Drawer id={NAV_DRAWER_ID} open={drawer.open} onClose={drawer.onClose}>
      <SideNavView {...data} {...props} collapsed={false} />
    </Drawer>
  );
}
