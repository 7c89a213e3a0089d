import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Carousel, type CarouselFit } from '@/components/Carousel';
import { ImageDropZone } from '@/components/ImageDropZone';
import { EXAMPLE_IMAGES, HERO_TEXTS, MARKETING_MESSAGES } from '../constants';
import type { IntakePhase } from '../hooks/useProductIntake';

export interface MarketingHeroProps {
  phase: IntakePhase;
  progress: number;
  onFile: (file: File) => void;
  onImport: () => void;
}

const EXAMPLES = EXAMPLE_IMAGES.map((example, i) => ({
  key: `example-${i}`,
  kind: 'image' as const,
  src: example.src,
  label: example.label,
}));

/** The header and the hero's padding above the examples, their strip and the padding below. */
const HERO_VIEWER_FIT: CarouselFit = { offset: 200 };

/** Spec 3 §2.1 without image_id: the Marketing hero. */
export function MarketingHero({ phase, progress, onFile, onImport }: MarketingHeroProps) {
  const [index, setIndex] = useState(0);
  const [line, setLine] = useState('');
  const busy = phase === 'uploading' || phase === 'analyzing' || phase === 'recording';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: 4,
        p: { xs: 2, md: 4 },
        alignItems: 'center',
      }}
    >
      <Stack spacing={2}>
        <Typography component="h1" variant="h3">
          {HERO_TEXTS.title}
        </Typography>
        <Typography color="text.secondary">{HERO_TEXTS.pitch}</Typography>
        <TextField
          label={HERO_TEXTS.promptLabel}
          value={line}
          onChange={(event) => setLine(event.target.value)}
          fullWidth
          size="small"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={onImport} disabled={busy}>
            {HERO_TEXTS.importButton}
          </Button>
          <ImageDropZone
            onFiles={(files) => files[0] && onFile(files[0])}
            inputLabel={HERO_TEXTS.uploadButton}
            inputTestId="marketing-upload-file"
            disabled={busy}
          >
            {(open) => (
              <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={open} disabled={busy}>
                {HERO_TEXTS.uploadButton}
              </Button>
            )}
          </ImageDropZone>
        </Stack>
        {phase === 'uploading' && (
          <Box role="status">
            <Typography variant="body2">{progress > 0 ? `Uploading ${progress}%` : 'Uploading…'}</Typography>
            {/* Until the browser reports bytes sent, the bar moves without a number rather than sit at 0. */}
            <LinearProgress
              variant={progress > 0 ? 'determinate' : 'indeterminate'}
              value={progress}
              aria-label="Upload progress"
            />
          </Box>
        )}
        {phase === 'analyzing' && (
          <Box role="status">
            <Typography variant="body2">{MARKETING_MESSAGES.analyzing}</Typography>
            <LinearProgress aria-label={MARKETING_MESSAGES.analyzing} />
          </Box>
        )}
      </Stack>
      <Carousel
        label="Examples"
        items={EXAMPLES}
        index={index}
        onIndexChange={setIndex}
        fit={HERO_VIEWER_FIT}
      />
    </Box>
  );
}
