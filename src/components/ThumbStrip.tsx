import { useEffect, useRef } from 'react';
import { Box, ButtonBase } from '@mui/material';

export interface ThumbItem {
  id: number;
  src: string;
  alt: string;
}

export interface ThumbStripProps {
  items: ThumbItem[];
  currentId: number | null;
  onSelect: (id: number) => void;
  /** Edge of each square thumbnail, px. */
  size?: number;
  /** Space between thumbnails, px. */
  gap?: number;
  label?: string;
}

/** A vertical strip of square thumbnails; the current one is outlined and marked for assistive tech. */
export function ThumbStrip({
  items,
  currentId,
  onSelect,
  size = 80,
  gap = 5,
  label = 'History',
}: ThumbStripProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  // Keyboard moves can go past the visible part of the strip; keep the current one in view.
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [currentId, items.length]);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', gap: `${gap}px`, overflowY: 'auto', p: '3px' }}
    >
      {items.map((item) => {
        const current = item.id === currentId;
        return (
          <ButtonBase
            key={item.id}
            ref={current ? currentRef : undefined}
            onClick={() => onSelect(item.id)}
            aria-current={current ? 'page' : undefined}
            aria-label={item.alt}
            sx={{
              width: size,
              height: size,
              flex: 'none',
              borderRadius: 1,
              overflow: 'hidden',
              outline: current ? '3px solid' : '1px solid',
              outlineColor: current ? 'primary.main' : 'divider',
              opacity: current ? 1 : 0.75,
              '&:hover, &:focus-visible': { opacity: 1 },
            }}
          >
            <img
              src={item.src}
              alt=""
              width={size}
              height={size}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
