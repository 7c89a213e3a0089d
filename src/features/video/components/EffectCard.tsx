import { useState } from 'react';
import Box from '@mui/material/Box';
import type { PromptTemplate } from '@/api/types';
import { isImagePath } from '@/utils/download';
import { PickTile } from '@/components/PickTile';

export interface EffectCardProps {
  effect: PromptTemplate;
  selected: boolean;
  onSelect: (promptId: number) => void;
  /** Fixed height of the preview (the masonry modal lets it follow the clip). */
  height?: number;
}

/** The preview shown now: models[0], or models[1] while hovered or focused (spec 3 §3). */
export const effectPreview = (effect: PromptTemplate, hovered: boolean) =>
  (hovered ? (effect.models[1] ?? effect.models[0]) : effect.models[0])?.path;

const previewSx = {
  pointerEvents: 'none',
  width: '100%',
  objectFit: 'cover',
  display: 'block',
  bgcolor: 'grey.200',
} as const;

/** One animation effect: its preview clip, swapped to the second sample on hover (spec 3 §2.1). */
export function EffectCard({ effect, selected, onSelect, height }: EffectCardProps) {
  const [hovered, setHovered] = useState(false);
  const preview = effectPreview(effect, hovered);
  return (
    <PickTile
      selected={selected}
      caption={effect.name}
      onClick={() => onSelect(effect.prompt_id)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-preview={preview}
      sx={{
        bgcolor: 'background.paper',
        breakInside: 'avoid',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {preview &&
        // A sample is a clip, or a picture (an animated one plays by itself).
        (isImagePath(preview) ? (
          <Box
            component="img"
            key={preview}
            src={preview}
            alt=""
            sx={{ ...previewSx, height: height ?? 'auto' }}
          />
        ) : (
          <Box
            component="video"
            key={preview}
            src={preview}
            muted
            loop
            autoPlay
            playsInline
            aria-hidden
            sx={{ ...previewSx, height: height ?? 'auto' }}
          />
        ))}
    </PickTile>
  );
}
