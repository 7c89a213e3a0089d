import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { AppDialog } from '@/components/AppDialog';
import type { Recipe } from '@/utils/recipes';
import { RecipeNameDialog } from './RecipeNameDialog';
import { useCatalogueT } from './i18n';

export interface RecipeManagerProps {
  open: boolean;
  onClose: () => void;
  recipes: readonly Recipe[];
  onRename: (id: string, name: string) => void;
  onDelete: (recipe: Recipe) => void;
  onExport: () => void;
  /** Reads a chosen file; resolves with a problem to show, or nothing when it was imported. */
  onImport: (file: File) => Promise<string | undefined>;
  /** Opens with this recipe's rename dialog (a story's state). */
  initialRenaming?: string;
}

/** One recipe: its name, what it holds, and its rename and delete buttons. */
function RecipeRow({
  recipe,
  onRename,
  onDelete,
}: {
  recipe: Recipe;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useCatalogueT();
  return (
    <ListItem
      secondaryAction={
        <>
          <IconButton aria-label={t('cat.recipes.rename', { name: recipe.name })} onClick={onRename}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            edge="end"
            aria-label={t('cat.recipes.delete', { name: recipe.name })}
            onClick={onDelete}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemText
        primary={recipe.name}
        secondary={[
          recipe.prompt,
          t('cat.recipes.summary', { count: recipe.templateIds.length }),
          recipe.model,
          recipe.ratio,
        ]
          .filter(Boolean)
          .join(' · ')}
        slotProps={{ secondary: { noWrap: true } }}
      />
    </ListItem>
  );
}

/** The recipes, or a line saying there are none yet. */
function RecipeList({
  recipes,
  onRename,
  onDelete,
}: {
  recipes: readonly Recipe[];
  onRename: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
}) {
  const t = useCatalogueT();
  if (recipes.length === 0) return <Typography color="textSecondary">{t('cat.recipes.empty')}</Typography>;
  return (
    <List dense aria-label={t('cat.recipes.manageTitle')}>
      {recipes.map((recipe) => (
        <RecipeRow
          key={recipe.id}
          recipe={recipe}
          onRename={() => onRename(recipe)}
          onDelete={() => onDelete(recipe)}
        />
      ))}
    </List>
  );
}

/** The recipes of one generator, to rename, delete, export and import (issue 45 §3). */
export function RecipeManager({
  open,
  onClose,
  recipes,
  onRename,
  onDelete,
  onExport,
  onImport,
  initialRenaming,
}: RecipeManagerProps) {
  const t = useCatalogueT();
  const [renaming, setRenaming] = useState<Recipe | null>(
    () => recipes.find((recipe) => recipe.id === initialRenaming) ?? null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem((await onImport(file)) ?? null);
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('cat.recipes.manageTitle')}
      maxWidth="sm"
      fullWidth
      actions={
        <>
          <Button onClick={() => input.current?.click()}>{t('cat.recipes.import')}</Button>
          <Button onClick={onExport} disabled={recipes.length === 0} variant="contained">
            {t('cat.recipes.export')}
          </Button>
        </>
      }
    >
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t('cat.recipes.import')}
        data-testid="recipe-import-input"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Stack spacing={1}>
        {problem && (
          <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <RecipeList recipes={recipes} onRename={setRenaming} onDelete={onDelete} />
      </Stack>
      {renaming && (
        <RecipeNameDialog
          key={renaming.id}
          open
          title={t('cat.recipes.rename', { name: renaming.name })}
          action={t('cat.recipes.renameAction')}
          initialName={renaming.name}
          onSubmit={(name) => onRename(renaming.id, name)}
          onClose={() => setRenaming(null)}
        />
      )}
    </AppDialog>
  );
}
