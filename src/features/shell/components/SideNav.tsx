import { useShellData } from '../hooks/useShellData';
import { SideNavView } from './SideNavView';

export interface SideNavProps {
  collapsed: boolean;
  /** The logo's extra duty (resetting the gallery scroll) comes from the app layer. */
  onHome: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** The side navigation with its data: user e-mail, balance and running-task badges. */
export function SideNav(props: SideNavProps) {
  const data = useShellData();
  return <SideNavView {...data} {...props} />;
}
