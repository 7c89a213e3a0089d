import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { PromptTemplate } from '@/api/types';
import { VIDEO_LABELS } from '../constants';
import { EffectCard } from './EffectCard';

export interface EffectsModalProps {
  open: boolean;
  effects: readonly PromptTemplate[];
  selectedId: number | null;
  onConfirm: (promptId: number | null) => void;
  onClose: () => void;
}

/** Every animation effect in a masonry (spec 3 §2.1 'More(n)'); Confirm takes the choice. */
export function EffectsModal({ open, effects, selectedId, onConfirm, onClose }: EffectsModalProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [choice, setChoice] = useState(selectedId);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="video-effects-title"
      slotProps={{ transition: { onEnter: () => setChoice(selectedId) } }}
    >
      <DialogTitle id="video-effects-title">{VIDEO_LABELS.effectsTitle}</DialogTitle>
      <DialogContent>
        <Box data-testid="effects-masonry" sx={{ columnCount: { xs: 2, sm: 3, md: 4 }, columnGap: 1 }}>
          {effects.map((effect) => (
            <Box key={effect.prompt_id} sx={{ mb: 1, breakInside: 'avoid' }}>
              <EffectCard effect={effect} selected={choice === effect.prompt_id} onSelect={setChoice} />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{VIDEO_LABELS.cancel}</Button>
        <Button variant="contained" onClick={() => onConfirm(choice)}>
          {VIDEO_LABELS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
