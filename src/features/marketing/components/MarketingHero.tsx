import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Carousel, type CarouselFit } from '@/components/Carousel';
import { ImageDropZone } from '@/components/ImageDropZone';
import { EXAMPLE_IMAGES } from '../constants';
import type { IntakePhase } from '../hooks/useProductIntake';
import { useMarketingT } from '../i18n';

export interface MarketingHeroProps {
  phase: IntakePhase;
  progress: number;
  onFile: (file: File) => void;
  onImport: () => void;
  /** 'What should your character say?': handed to the workspace's prompts once the picture is in. */
  line: string;
  onLineChange: (line: string) => void;
}

/** The header and the hero's padding above the examples, their strip and the padding below. */
const HERO_VIEWER_FIT: CarouselFit = { offset: 200 };

/** The upload's progress, then 'Analyzing Category', while the picture goes in; nothing otherwise. */
function IntakeStatus({ phase, progress }: Pick<MarketingHeroProps, 'phase' | 'progress'>) {
  const t = useMarketingT();
  if (phase === 'uploading')
    return (
      <Box role="status">
        <Typography variant="body2">
          {progress > 0 ? t('marketing.uploadingPercent', { progress }) : t('marketing.uploading')}
        </Typography>
        {/* Until the browser reports bytes sent, the bar moves without a number rather than sit at 0. */}
        <LinearProgress
          variant={progress > 0 ? 'determinate' : 'indeterminate'}
          value={progress}
          aria-label={t('marketing.uploadProgress')}
        />
      </Box>
    );
  if (phase === 'analyzing')
    return (
      <Box role="status">
        <Typography variant="body2">{t('marketing.analyzing')}</Typography>
        <LinearProgress aria-label={t('marketing.analyzing')} />
      </Box>
    );
  return null;
}

/** Spec 3 §2.1 without image_id: the Marketing hero. */
export function MarketingHero({ phase, progress, onFile, onImport, line, onLineChange }: MarketingHeroProps) {
  const t = useMarketingT();
  const examples = useMemo(
    () =>
      EXAMPLE_IMAGES.map((example, i) => ({
        key: `example-${i}`,
        kind: 'image' as const,
        src: example.src,
        label: t(example.label),
      })),
    [t],
  );
  const [index, setIndex] = useState(0);
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
        <Typography component="h1" variant="pageTitle">
          {t('marketing.title')}
        </Typography>
        <Typography color="textSecondary">{t('marketing.pitch')}</Typography>
        <TextField
          label={t('marketing.promptLabel')}
          value={line}
          onChange={(event) => onLineChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 800 } }}
          fullWidth
          size="small"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={onImport} disabled={busy}>
            {t('marketing.importButton')}
          </Button>
          <ImageDropZone
            onFiles={(files) => files[0] && onFile(files[0])}
            inputLabel={t('marketing.uploadButton')}
            inputTestId="marketing-upload-file"
            disabled={busy}
          >
            {(open) => (
              <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={open} disabled={busy}>
                {t('marketing.uploadButton')}
              </Button>
            )}
          </ImageDropZone>
        </Stack>
        <IntakeStatus phase={phase} progress={progress} />
      </Stack>
      <Carousel
        label={t('marketing.examples')}
        items={examples}
        index={index}
        onIndexChange={setIndex}
        fit={HERO_VIEWER_FIT}
      />
    </Box>
  );
}
