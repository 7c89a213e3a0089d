import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppDialog } from '@/components/AppDialog';
import type { PromptTemplate } from '@/api/types';
import { useVideoT } from '../i18n';
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
  const t = useVideoT();
  const [choice, setChoice] = useState(selectedId);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('video.effectsTitle')}
      maxWidth="md"
      slotProps={{ transition: { onEnter: () => setChoice(selectedId) } }}
      actions={
        <>
          <Button onClick={onClose}>{t('video.cancel')}</Button>
          <Button variant="contained" onClick={() => onConfirm(choice)}>
            {t('video.confirm')}
          </Button>
        </>
      }
    >
      <Box data-testid="effects-masonry" sx={{ columnCount: { xs: 2, sm: 3, md: 4 }, columnGap: 1 }}>
        {effects.map((effect) => (
          <Box key={effect.prompt_id} sx={{ mb: 1, breakInside: 'avoid' }}>
            <EffectCard effect={effect} selected={choice === effect.prompt_id} onSelect={setChoice} />
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
