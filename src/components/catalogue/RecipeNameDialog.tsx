import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AppDialog } from '@/components/AppDialog';
import { useForm } from '@/hooks/useForm';
import { RECIPE_NAME_MAX } from '@/utils/recipes';
import { useCatalogueT } from './i18n';

export interface RecipeNameDialogProps {
  open: boolean;
  /** The dialog's title and its primary action ('Save as recipe' / 'Save', 'Rename {name}' / 'Rename'). */
  title: string;
  action: string;
  initialName?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Names a recipe: saving a new one or renaming one (issue 45 §3). */
export function RecipeNameDialog({
  open,
  title,
  action,
  initialName = '',
  onSubmit,
  onClose,
}: RecipeNameDialogProps) {
  const t = useCatalogueT();
  const form = useForm({
    initial: { name: initialName },
    rules: { name: (value) => (value.trim() ? undefined : t('cat.recipes.nameRequired')) },
    onSubmit: ({ name }) => {
      onSubmit(name.trim());
      onClose();
    },
  });
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      maxWidth="xs"
      fullWidth
      actions={
        <>
          <Button onClick={onClose}>{t('cat.recipes.cancel')}</Button>
          <Button type="submit" variant="contained">
            {action}
          </Button>
        </>
      }
    >
      <TextField
        {...form.field('name')}
        label={t('cat.recipes.name')}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: RECIPE_NAME_MAX } }}
        sx={{ mt: 1 }}
      />
    </AppDialog>
  );
}
