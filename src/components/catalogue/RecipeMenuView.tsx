import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import type { RecipeManagerProps } from './RecipeManager';
import type { RecipeMenuListProps } from './RecipeMenuList';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { Recipe } from '@/utils/recipes';
import type { RecipeNameDialogProps } from './RecipeNameDialog';
import { useCatalogueT } from './i18n';

// The open menu (MUI's Menu and its items) loads when it first opens: a button beside every generator must not
// bring it.
const RecipeMenuList = lazyOverlay<RecipeMenuListProps>(
  () => import('./RecipeMenuList').then((m) => ({ default: m.RecipeMenuList })),
  'RecipeMenuList',
);
// Renaming, deleting, export and import are used now and then: their dialog is its own chunk.
const RecipeManager = lazyOverlay<RecipeManagerProps>(
  () => import('./RecipeManager').then((m) => ({ default: m.RecipeManager })),
  'RecipeManager',
);
// Naming a new recipe too: its field (MUI's TextField, which brings Select and its Menu) loads when it opens.
const RecipeNameDialog = lazyOverlay<RecipeNameDialogProps>(
  () => import('./RecipeNameDialog').then((m) => ({ default: m.RecipeNameDialog })),
  'RecipeNameDialog',
);

export interface RecipeMenuViewProps extends Pick<
  RecipeManagerProps,
  'onRename' | 'onDelete' | 'onExport' | 'onImport' | 'initialRenaming'
> {
  recipes: readonly Recipe[];
  /** A visitor can apply nothing and save nothing (recipes are kept per account). */
  signedIn: boolean;
  onSave: (name: string) => void;
  onApply: (recipe: Recipe) => void;
  /** A story's state: the manager open at first. */
  initialManagerOpen?: boolean;
}

/** 'Recipes', the menu's button; `menuId` is the open menu's. */
function RecipesButton({
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

/**
 * The recipe menu beside a generator (issue 45 §3): 'Save as recipe', the recipes (one click applies one) and
 * 'Manage recipes…' (rename, delete, export, import).
 */
export function RecipeMenuView({
  recipes,
  signedIn,
  onSave,
  onApply,
  initialManagerOpen = false,
  ...manager
}: RecipeMenuViewProps) {
  const t = useCatalogueT();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(initialManagerOpen);
  const close = () => setAnchor(null);

  return (
    <>
      <RecipesButton menuId={anchor ? menuId : undefined} onOpen={setAnchor} />
      <RecipeMenuList
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        recipes={recipes}
        signedIn={signedIn}
        onSave={() => setSaving(true)}
        onApply={onApply}
        onManage={() => setManaging(true)}
      />
      {saving && (
        <RecipeNameDialog
          open
          title={t('cat.recipes.saveTitle')}
          action={t('cat.recipes.saveAction')}
          onSubmit={onSave}
          onClose={() => setSaving(false)}
        />
      )}
      <RecipeManager open={managing} onClose={() => setManaging(false)} recipes={recipes} {...manager} />
    </>
  );
}
