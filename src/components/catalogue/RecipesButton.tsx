import Button from '@mui/material/Button';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useCatalogueT } from './i18n';

/** 'Recipes', the menu's button; `menuId` is the open menu's. */
export function RecipesButton({
  menuId,
  onOpen,
}: {
  menuId: string | undefined;
  onOpen: (anchor: HTMLElement) => void;
}) {
  const t = useCatalogueT();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<BookmarkBorderIcon />}
      aria-haspopup="menu"
      aria-expanded={menuId ? true : undefined}
      aria-controls={menuId}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {t('cat.recipes.button')}
    </Button>
  );
}
