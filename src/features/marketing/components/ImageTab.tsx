import { useMemo, useState } from 'react';
import {
  Box,
  CircularProgress,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import type { ImageDetail } from '@/api/types';
import { Carousel } from '@/components/Carousel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField } from '@/components/generator/PromptField';
import { categoryProblem, GENERATOR_MESSAGES } from '@/components/generator/rules';
import { TaskPollers } from '@/features/tasks';
import {
  LOCALIZED,
  progressAt,
  useFailureToasts,
  useProgressClock,
  useRecordResults,
  useRestoreRunning,
} from '@/features/video';
import { useDownload } from '@/hooks/useDownload';
import { useGenerateCost } from '@/hooks/useGenerateCost';
import { useLanguage } from '@/hooks/useLanguage';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_MODELS,
  TRY_ON_BACKGROUND_KEY,
  TRY_ON_BACKGROUNDS,
  type ImageModelValue,
} from '../constants';
import { useTemplateGeneration, type ImageSubmit } from '../hooks/useTemplateGeneration';
import { imageTabItems, picturesOf } from '../utils';
import { TemplatePicker } from './TemplatePicker';

export interface ImageTabProps {
  image: ImageDetail;
  /** 0 Static (product show), 1 Try-On (sense show). */
  showType: 0 | 1;
  scope: string;
  /** The product's child category and parent (both required to generate). */
  categoryId: number | null;
  parentCategoryId: number | null;
  productName: string;
}

function readBackground(): string {
  try {
    return window.localStorage.getItem(TRY_ON_BACKGROUND_KEY) ?? TRY_ON_BACKGROUNDS[0];
  } catch {
    return TRY_ON_BACKGROUNDS[0];
  }
}

/** Spec 3 §2.1 Static and Try-On tabs: the results carousel and the template generator. */
export function ImageTab({
  image,
  showType,
  scope,
  categoryId,
  parentCategoryId,
  productName,
}: ImageTabProps) {
  const [language] = useLanguage();
  const [index, setIndex] = useState(0);
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [model, setModel] = useState<ImageModelValue>(DEFAULT_IMAGE_MODEL);
  const [selected, setSelected] = useState<number[]>([]);
  const [background, setBackground] = useState(readBackground);
  const [busy, setBusy] = useState(false);

  const templates = useGetCategoryPromptsQuery(
    { category_id: categoryId ?? undefined, type: 0, show_type: showType },
    { skip: categoryId === null },
  );
  const cost = useGenerateCost('descImageGeneration', { multiplier: selected.length });
  const tasks = useTemplateGeneration(scope);
  useFailureToasts(tasks.items, 'image');
  useRestoreRunning('descImageGeneration', image.image_id, tasks.restore, { label: 'Marketing image' });
  const results = useRecordResults(tasks.completed.map((item) => item.recordId));
  const running = tasks.items.some((item) => item.phase === 'pending' || item.phase === 'processing');
  const now = useProgressClock(running);
  const { trigger, isLoading } = useDownload();
  const flatResults = useMemo(() => results.flat(), [results]);
  const items = imageTabItems({
    image,
    results: flatResults,
    pending: tasks.items,
    progress: (recordId) => progressAt(recordId, now),
  });

  const chooseBackground = (value: string) => {
    setBackground(value);
    try {
      window.localStorage.setItem(TRY_ON_BACKGROUND_KEY, value);
    } catch {
      // Storage errors are ignored; the choice holds for this visit.
    }
  };

  const generate = async () => {
    const problem = categoryProblem(parentCategoryId, categoryId);
    if (problem) {
      toast.warning(problem);
      return;
    }
    if (prompt !== '' && !prompt.trim()) {
      setPromptError(GENERATOR_MESSAGES.promptEmpty);
      return;
    }
    const chosen = (templates.data ?? []).filter((template) => selected.includes(template.prompt_id));
    if (!chosen.length) {
      toast.warning(GENERATOR_MESSAGES.needTemplate);
      return;
    }
    const list: ImageSubmit[] = [];
    for (const template of chosen) {
      const own = Array.isArray(template.description)
        ? template.description.join(' ')
        : (template.description ?? '');
      const text = prompt.trim() || own.trim();
      if (!text) {
        setPromptError(GENERATOR_MESSAGES.promptRequired);
        return;
      }
      list.push({
        image_id: image.image_id,
        prompt_id: template.prompt_id,
        model,
        prompt: showType === 1 ? `${text}. Background: ${background}` : text,
        images: [image.path],
        showType,
      });
    }
    setPromptError(null);
    if (!cost.ensureCredits()) return;
    setBusy(true);
    await tasks.generate(list);
    setBusy(false);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
        gap: 2,
        minHeight: 0,
      }}
    >
      <TaskPollers recordIds={tasks.items.map((item) => item.recordId)} />
      <Box sx={{ minHeight: 360, minWidth: 0 }}>
        <Carousel
          label={showType === 0 ? 'Static images' : 'Try-On images'}
          items={items}
          index={index}
          onIndexChange={setIndex}
          onRetry={(item) => void tasks.retry(item.key.replace(/^task-/, ''))}
          renderDownload={(item) => (
            <IconButton
              size="small"
              aria-label={`Download ${item.label}`}
              disabled={isLoading}
              onClick={() => void trigger([item.src])}
              sx={{ bgcolor: 'background.paper' }}
            >
              {isLoading ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />}
            </IconButton>
          )}
          empty={<Typography>{LOCALIZED.noContent[language]}</Typography>}
        />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <PromptField
          value={prompt}
          onChange={(value) => {
            setPrompt(value);
            setPromptError(null);
          }}
          error={promptError}
          placeholder="Describe the shot, or leave empty to use the templates' own prompts"
          minRows={3}
        />
        <Stack direction="row" spacing={1} aria-label="Product">
          {picturesOf(image)
            .slice(0, 1)
            .map((picture) => (
              <Box
                key={picture.image_id}
                component="img"
                src={imageUrl(picture.path, { width: 120 })}
                alt={`Product: ${productName}`}
                sx={{ width: 60, height: 60, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
        </Stack>
        <ModelSelect options={IMAGE_MODELS} value={model} onChange={setModel} label="Model" />
        {showType === 1 && (
          <FormControl size="small" fullWidth>
            <InputLabel id={`${scope}-background`}>Background</InputLabel>
            <Select
              labelId={`${scope}-background`}
              label="Background"
              value={background}
              onChange={(event) => chooseBackground(event.target.value)}
            >
              {TRY_ON_BACKGROUNDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <TemplatePicker
          templates={templates.data ?? []}
          loading={templates.isLoading}
          error={templates.isError}
          onRetry={() => void templates.refetch()}
          selected={selected}
          onChange={setSelected}
          product={productName}
        />
        <GenerateButton cost={cost.cost} busy={busy} onClick={() => void generate()} />
      </Stack>
    </Box>
  );
}
