import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';
import { ImageDropZone } from '@/components/ImageDropZone';
import { UPLOAD_PRESETS, useUploader, type UploadedImage } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { artPath } from '@mocks/media/paths';

interface DemoProps {
  preset: keyof typeof UPLOAD_PRESETS;
  initial?: UploadedImage[];
}

/** The uploader as a screen uses it: pick, drop or paste; progress per file; the kept images. */
function UploaderDemo({ preset, initial = [] }: DemoProps) {
  const uploader = useUploader({
    ...UPLOAD_PRESETS[preset],
    initial,
    limitMessage: 'Only upload up to 10 photos',
  });
  return (
    <ImageDropZone
      onFiles={(files) => void uploader.add(files)}
      multiple={UPLOAD_PRESETS[preset].multiple}
      disabled={uploader.isFull}
      inputLabel="Pictures"
      sx={{ p: 2, maxWidth: 420, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
    >
      {(open) => (
        <Stack spacing={1.5}>
          <Typography variant="body2">Drop pictures here, paste them, or</Typography>
          <Button
            variant="outlined"
            onClick={open}
            disabled={uploader.isFull}
            sx={{ alignSelf: 'flex-start' }}
          >
            Upload file
          </Button>
          {uploader.inFlight.map((item) => (
            <Box key={item.key}>
              <Typography variant="caption">
                {item.name} — {item.progress}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={item.progress}
                aria-label={`Uploading ${item.name}`}
              />
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {uploader.images.map((image, index) => (
              <img
                key={image.image_id}
                src={imageUrl(image.path, { width: 120 })}
                alt={`Uploaded ${index + 1}`}
                width={60}
                height={60}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ))}
          </Box>
          {uploader.error && <FormHelperText error>{uploader.error}</FormHelperText>}
        </Stack>
      )}
    </ImageDropZone>
  );
}

const meta = {
  title: 'Shared/Components/Uploader',
  component: UploaderDemo,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: { preset: 'multi' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UploaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const kept = (count: number): UploadedImage[] =>
  Array.from({ length: count }, (_, i) => ({ image_id: 9000 + i, path: artPath(`upload ${i}`, '1:1') }));

/** Nothing uploaded yet (multi: up to 10 files of 10 MB). */
export const Idle: Story = {};

/** Single upload (5 MB, the last 5 kept), with pictures already kept. */
export const SingleWithUploads: Story = { args: { preset: 'single', initial: kept(3) } };

/** Full: the picker is disabled at 10. */
export const Full: Story = { args: { initial: kept(10) } };

/** Model pictures (type models, category 20); the server answers slowly so the progress shows. */
export const SlowServer: Story = {
  args: { preset: 'models' },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/image/upload', async () => {
          await delay(4000);
          return HttpResponse.json({
            code: 0,
            message: 'ok',
            data: [{ image_id: 1, path: artPath('slow', '1:1') }],
          });
        }),
      ],
    },
  },
};

/** The server refuses with its own words, which the uploader shows. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/image/upload', () => HttpResponse.json({ code: 400, msg: 'Picture is too dark' })),
      ],
    },
  },
};
