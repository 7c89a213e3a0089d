import type { ReactElement } from 'react';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import PrecisionManufacturingOutlinedIcon from '@mui/icons-material/PrecisionManufacturingOutlined';
import type { NavGroup, NavKey } from '../navItems';

// Icons are decorative: every item carries a visible label or a tooltip/aria-label.
export const NAV_ICONS: Record<NavKey | NavGroup['key'], ReactElement> = {
  explore: <ExploreOutlinedIcon aria-hidden />,
  create: <AddCircleOutlinedIcon aria-hidden />,
  inspiration: <AutoAwesomeOutlinedIcon aria-hidden />,
  marketing: <CampaignOutlinedIcon aria-hidden />,
  fashionStyle: <CheckroomOutlinedIcon aria-hidden />,
  collection: <BookmarksOutlinedIcon aria-hidden />,
  lab: <ScienceOutlinedIcon aria-hidden />,
  presale: <PrecisionManufacturingOutlinedIcon aria-hidden />,
};
