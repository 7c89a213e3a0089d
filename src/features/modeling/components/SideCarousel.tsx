import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CircleIcon from '@mui/icons-material/Circle';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS, SIDE_CAROUSEL_INTERVAL_MS, SIDE_CAROUSEL_SIZE } from '../constants';
import { useModelingT } from '../i18n';

export interface SideSlide {
  key: string;
  path: string;
  alt: string;
}

/**
 * Spec 3 §2.6: the gallery's side carousel of 3 auto-playing images. It pauses while hovered or
 * focused and stays still when the user prefers reduced motion; the dots choose a slide.
 */
export function SideCarousel({ slides }: { slides: readonly SideSlide[] }) {
  const t = useModelingT();
  const shown = slides.slice(0, SIDE_CAROUSEL_SIZE);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const playing = !paused && !reduced && shown.length > 1;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % shown.length), SIDE_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, shown.length]);
  if (!shown.length) return null;
  const current = shown[Math.min(index, shown.length - 1)];
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('modeling.featuredLooks')}
      data-playing={playing ? 'true' : 'false'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      <Box
        component="img"
        src={imageUrl(current.path, { width: IMAGE_WIDTHS.gallery })}
        alt={current.alt}
        sx={{ display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'contain' }}
      />
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ position: 'absolute', bottom: 8, width: '100%', justifyContent: 'center' }}
      >
        {shown.map((slide, i) => (
          <IconButton
            key={slide.key}
            size="small"
            aria-label={t('modeling.showSlide', { number: i + 1, count: shown.length })}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            sx={{
              color: i === index ? 'common.white' : 'rgba(255,255,255,0.6)',
              bgcolor: 'rgba(0,0,0,0.35)',
            }}
          >
            <CircleIcon sx={{ fontSize: 10 }} />
          </IconButton>
        ))}
      </Stack>
    </Box>
  );
}
