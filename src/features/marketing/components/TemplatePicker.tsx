import { useState } from 'react';
import type { FieldMessage } from '@/hooks/useForm';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { RetryAlert } from '@/components/RetryAlert';
import type { PromptTemplate } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { TEMPLATES_SHOWN } from '../constants';
import { PickTile, TilePicture } from '@/components/PickTile';
import { useMarketingT } from '../i18n';

interface TileProps {
  template: PromptTemplate;
  selected: boolean;
  onToggle: (id: number) => void;
}

function TemplateTile({ template, selected, onToggle }: TileProps) {
  const picture = template.models[0]?.path;
  return (
    <PickTile selected={selected} caption={template.name} onClick={() => onToggle(template.prompt_id)}>
      {picture && <TilePicture src={imageUrl(picture, { width: 120 })} aspectRatio="1" />}
    </PickTile>
  );
}

export interface TemplatePickerProps {
  templates: readonly PromptTemplate[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** Why the choice cannot be sent ('Please select at least one template'), by the form's one rule. */
  selectionError?: FieldMessage | null;
  /** The product's name, for the modal title '{product} Visual'. */
  product: string;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 } as const;

interface AllTemplatesDialogProps {
  open: boolean;
  product: string;
  templates: readonly PromptTemplate[];
  /** The choice being made in the dialog, applied on Confirm. */
  draft: readonly number[];
  onToggle: (id: number) => void;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'More': every template, titled '{product} Visual', with Cancel and Confirm. */
function AllTemplatesDialog({
  open,
  product,
  templates,
  draft,
  onToggle,
  onClose,
  onConfirm,
}: AllTemplatesDialogProps) {
  const t = useMarketingT();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('marketing.templatesTitle', { product: product })}
      maxWidth="md"
      actions={
        <>
          <Button onClick={onClose}>{t('marketing.cancel')}</Button>
          <Button variant="contained" onClick={onConfirm}>
            {t('marketing.confirm')}
          </Button>
        </>
      }
    >
      <Box
        sx={{
          ...grid,
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {templates.map((template) => (
          <TemplateTile
            key={template.prompt_id}
            template={template}
            selected={draft.includes(template.prompt_id)}
            onToggle={onToggle}
          />
        ))}
      </Box>
    </AppDialog>
  );
}

/** Spec 3 §2.1: the template group (first few), 'More' opens all templates, titled '{product} Visual'. */
export function TemplatePicker({
  templates,
  loading,
  error,
  onRetry,
  selected,
  onChange,
  selectionError,
  product,
}: TemplatePickerProps) {
  const t = useMarketingT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<number[]>([]);
  const toggle = (list: readonly number[], id: number) =>
    list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
  const shown = templates.slice(0, TEMPLATES_SHOWN);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {t('marketing.templates')}
        </Typography>
        {templates.length > 0 && (
          <Button
            size="small"
            onClick={() => {
              setDraft([...selected]);
              setOpen(true);
            }}
          >
            {t('marketing.more')}
          </Button>
        )}
      </Stack>
      {error ? (
        <RetryAlert message={t('marketing.templatesError')} onRetry={onRetry} />
      ) : loading ? (
        <Box sx={grid}>
          {Array.from({ length: TEMPLATES_SHOWN }, (_, i) => (
            <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
          ))}
        </Box>
      ) : templates.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('marketing.noTemplates')}
        </Typography>
      ) : (
        <Box sx={grid} role="group" aria-label={t('marketing.templates')}>
          {shown.map((template) => (
            <TemplateTile
              key={template.prompt_id}
              template={template}
              selected={selected.includes(template.prompt_id)}
              onToggle={(id) => onChange(toggle(selected, id))}
            />
          ))}
        </Box>
      )}
      {selectionError && <FormHelperText error>{selectionError}</FormHelperText>}
      <AllTemplatesDialog
        open={open}
        product={product}
        templates={templates}
        draft={draft}
        onToggle={(id) => setDraft((current) => toggle(current, id))}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          onChange(draft);
          setOpen(false);
        }}
      />
    </Box>
  );
}
