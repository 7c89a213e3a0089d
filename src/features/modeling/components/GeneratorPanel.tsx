import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ImageDetail } from '@/api/types';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField } from '@/components/generator/PromptField';
import { promptProblem } from '@/components/generator/rules';
import { useDownload } from '@/hooks/useDownload';
import { useGenerateCost } from '@/hooks/useGenerateCost';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { TaskPollers, thumbStateOf } from '@/features/tasks';
import { useRestoreRunning } from '@/features/video';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_MODELS,
  IMAGE_WIDTHS,
  MODELING_FUNCTION_KEY,
  MODELING_MESSAGES,
  MODELING_SCOPE,
  type ImageModelValue,
} from '../constants';
import { useRelatedGeneration } from '../hooks/useRelatedGeneration';
import { ClothingUpload } from './ClothingUpload';
import { DownloadButton } from './DownloadButton';

export interface GeneratorPanelProps {
  /** The loaded product image; null when none is loaded (Generate is disabled). */
  image: ImageDetail | null;
  imageId: number | null;
  promptId: number | null;
  onGenerated: () => void;
}

/**
 * Spec 3 §2.4 image generator panel: on the left the generated images with a download icon each and
 * their thumbnails (pending not clickable, 'Generating', 'Failed. Try again?'); on the right the form —
 * required prompt, product thumbnail, model, clothing uploads (selectable) and Generate with its cost.
 */
export function GeneratorPanel({ image, imageId, promptId, onGenerated }: GeneratorPanelProps) {
  const generation = useRelatedGeneration(MODELING_SCOPE(imageId ?? 'none'), onGenerated);
  // Spec 3 §4.1: running records of this image from the history are restored and polled on load.
  useRestoreRunning(MODELING_FUNCTION_KEY, imageId, generation.restore, { label: 'Fashion Style' });
  const download = useDownload();
  const [index, setIndex] = useState(0);
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [model, setModel] = useState<ImageModelValue>(DEFAULT_IMAGE_MODEL);
  const [selected, setSelected] = useState<number[]>([]);
  const uploader = useUploader({
    ...UPLOAD_PRESETS.models,
    failureMessage: MODELING_MESSAGES.uploadFailed,
    onUploaded: (uploaded) => {
      toast.success(MODELING_MESSAGES.uploaded);
      setSelected((current) => [...current, uploaded.image_id]);
    },
    onError: (message) => toast.error(message),
  });
  const attached = uploader.images
    .filter((item) => selected.includes(item.image_id))
    .map((item) => item.path);
  const cost = useGenerateCost(MODELING_FUNCTION_KEY, { multiplier: attached.length });

  const related = (image?.images_desc ?? []).filter((desc) => !desc.is_main && desc.image_id !== imageId);
  const items: CarouselItem[] = [
    ...generation.items.map((item): CarouselItem => ({
      key: item.tempId,
      kind: 'image',
      label: item.phase === 'failure' || item.phase === 'cancel' ? (item.reason ?? 'Failed') : 'Generating',
      state: thumbStateOf(item.phase),
      canRetry: item.canRetry,
      ratio: '3:4',
    })),
    ...related.map((desc, i): CarouselItem => ({
      key: `image:${desc.image_id}`,
      kind: 'image',
      src: imageUrl(desc.path, { width: IMAGE_WIDTHS.main }),
      thumb: imageUrl(desc.path, { width: IMAGE_WIDTHS.thumb }),
      label: `Generated image ${i + 1}`,
    })),
  ];
  const pathOf = (key: string) => related.find((desc) => `image:${desc.image_id}` === key)?.path ?? '';

  const generate = async () => {
    const problem = promptProblem(prompt);
    setPromptError(problem);
    if (problem || !image || !imageId) return;
    if (!cost.ensureCredits()) return;
    const ok = await generation.submit({
      image_id: imageId,
      prompt_id: promptId,
      prompt: prompt.trim(),
      images: attached,
      model,
    });
    if (ok) setIndex(0);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        gap: 2,
        minWidth: 0,
      }}
    >
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 360 }}>
        <Carousel
          items={items}
          index={index}
          onIndexChange={setIndex}
          label="Generated images"
          onRetry={(item) => void generation.retry(item.key)}
          renderDownload={(item) => (
            <DownloadButton
              path={pathOf(item.key)}
              label={item.label}
              trigger={download.trigger}
              disabled={download.isDisabled}
            />
          )}
          empty={
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                borderRadius: 1,
                p: 3,
              }}
            >
              <Typography sx={{ color: 'text.secondary' }}>Generated images appear here.</Typography>
            </Box>
          }
        />
        <TaskPollers recordIds={generation.items.map((item) => item.recordId)} />
        {generation.items.some((item) => item.phase === 'pending' || item.phase === 'processing') && (
          <Alert severity="info" role="status" sx={{ mt: 1 }}>
            {MODELING_MESSAGES.creating}
          </Alert>
        )}
      </Box>
      <Stack component="form" aria-label="Generate" spacing={2} onSubmit={(event) => event.preventDefault()}>
        <PromptField
          value={prompt}
          onChange={(value) => {
            setPrompt(value);
            setPromptError(null);
          }}
          error={promptError}
          required
          placeholder="Describe the look you want"
        />
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            Product
          </Typography>
          {image ? (
            <Box
              component="img"
              src={imageUrl(image.path, { width: IMAGE_WIDTHS.thumb })}
              alt={image.name || 'Product'}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          ) : (
            <Alert severity="info">{MODELING_MESSAGES.uploadFirst}</Alert>
          )}
        </Box>
        <ModelSelect options={IMAGE_MODELS} value={model} onChange={setModel} />
        <ClothingUpload
          label="Upload clothing"
          images={uploader.images}
          inFlight={uploader.inFlight}
          onFiles={(files) => void uploader.add(files)}
          disabled={uploader.isFull}
          selected={selected}
          onToggle={(id) =>
            setSelected((current) =>
              current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
            )
          }
          inputTestId="modeling-clothing-input"
        />
        <GenerateButton cost={cost.cost} disabled={!image} onClick={() => void generate()} />
      </Stack>
    </Box>
  );
}
