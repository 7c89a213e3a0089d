import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppDialog } from '@/components/AppDialog';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { categoryProblem } from '@/components/generator/rules';
import { useCategoryChoice } from '@/hooks/useCategoryChoice';
import { imageUrl } from '@/utils/imageUrl';
import type { IntakeSource } from '../hooks/useProductIntake';
import { useMarketingT } from '../i18n';

export interface CategoryModalProps {
  source: IntakeSource;
  busy?: boolean;
  onConfirm: (parentId: number | null, childId: number | null) => void;
  onClose: () => void;
}

/**
 * Spec 3 §2.1 / §4.2: a preview, the category and subcategory picker, Confirm. Mount it per source
 * (key) so the analysed category is its initial choice; Confirm stays disabled until both are set.
 */
export function CategoryModal({ source, busy = false, onConfirm, onClose }: CategoryModalProps) {
  const t = useMarketingT();
  const choice = useCategoryChoice(source.childId);
  const problem = categoryProblem(choice.parentId, choice.childId);
  const preview = source.file ? source.preview : imageUrl(source.preview, { width: 640 });
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('marketing.categoryTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('marketing.cancel')}</Button>
          <Button
            variant="contained"
            disabled={Boolean(problem) || busy}
            onClick={() => onConfirm(choice.parentId, choice.childId)}
          >
            {t('marketing.confirm')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Box
          component="img"
          src={preview}
          alt={t('marketing.productPreview')}
          sx={{
            maxWidth: '100%',
            maxHeight: 280,
            objectFit: 'contain',
            alignSelf: 'center',
            borderRadius: 1,
          }}
        />
        {source.parseFailed && <Alert severity="warning">{t('marketing.parseFailed')}</Alert>}
        <CategoryPicker
          categories={choice.categories}
          parentId={choice.parentId}
          childId={choice.childId}
          labels={{ parent: t('marketing.category'), child: t('marketing.subcategory') }}
          error={problem && (choice.parentId !== null || source.parseFailed) ? problem : null}
          onParent={choice.chooseParent}
          onChild={choice.chooseChild}
          loading={choice.isLoading}
          onRetry={choice.isError ? () => void choice.refetch() : undefined}
        />
      </Stack>
    </AppDialog>
  );
}
