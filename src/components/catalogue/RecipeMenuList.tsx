import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Recipe } from '@/utils/recipes';
import { useCatalogueT } from './i18n';

export interface RecipeMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  recipes: readonly Recipe[];
  signedIn: boolean;
  onSave: () => void;
  onApply: (recipe: Recipe) => void;
  onManage: () => void;
}

/** The open recipe menu (RecipeMenuView's): 'Save as recipe', the recipes, 'Manage recipes…'. */
export function RecipeMenuList({
  id,
  anchorEl,
  open,
  onClose,
  recipes,
  signedIn,
  onSave,
  onApply,
  onManage,
}: RecipeMenuListProps) {
  const t = useCatalogueT();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('cat.recipes.menu') } }}
    >
      <MenuItem
        disabled={!signedIn}
        onClick={() => {
          onClose();
          onSave();
        }}
      >
        {signedIn ? t('cat.recipes.save') : t('cat.recipes.signIn')}
      </MenuItem>
      <Divider />
      {recipes.length === 0 ? (
        <MenuItem disabled>{t('cat.recipes.none')}</MenuItem>
      ) : (
        recipes.map((recipe) => (
          <MenuItem
            key={recipe.id}
            aria-label={t('cat.recipes.apply', { name: recipe.name })}
            onClick={() => {
              onClose();
              onApply(recipe);
            }}
          >
            {recipe.name}
          </MenuItem>
        ))
      )}
      <Divider />
      <MenuItem
        disabled={!signedIn}
        onClick={() => {
          onClose();
          onManage();
        }}
      >
        {t('cat.recipes.manage')}
      </MenuItem>
    </Menu>
  );
}
