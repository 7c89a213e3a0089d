import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import type { PromptTemplate } from '@/api/types';
import { RetryAlert } from '@/components/RetryAlert';
import { EFFECTS_SHOWN } from '../constants';
import { useVideoT } from '../i18n';
import { EffectCard } from './EffectCard';
import { EffectsModal } from './EffectsModal';

/** 'Choice of animation effects': the first four in a row (one picked in the modal first), the rest in the modal. */
export function VideoEffectsChoice({
  effectsQuery,
  effects,
  effectId,
  chooseEffect,
}: {
  effectsQuery: ReturnType<typeof useGetCategoryPromptsQuery>;
  effects: PromptTemplate[];
  effectId: number | null;
  chooseEffect: (id: number | null) => void;
}) {
  const t = useVideoT();
  const [effectsOpen, setEffectsOpen] = useState(false);
  const shownEffects = effects.slice(0, EFFECTS_SHOWN);
  // An effect picked in the modal beyond the first four is shown first in the row.
  const chosenHidden = effects.find((e) => e.prompt_id === effectId && !shownEffects.includes(e));
  const rowEffects = chosenHidden
    ? [chosenHidden, ...shownEffects.slice(0, EFFECTS_SHOWN - 1)]
    : shownEffects;
  return (
    <>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('video.effects')}
          </Typography>
          {effects.length > EFFECTS_SHOWN && (
            <Button size="small" onClick={() => setEffectsOpen(true)}>
              {t('video.more', { count: effects.length - EFFECTS_SHOWN })}
            </Button>
          )}
        </Stack>
        {effectsQuery.isLoading ? (
          <Typography variant="body2" role="status">
            {t('video.loading')}
          </Typography>
        ) : effectsQuery.isError ? (
          <RetryAlert message={t('video.effectsError')} onRetry={() => void effectsQuery.refetch()} />
        ) : (
          <Box
            role="group"
            aria-label={t('video.effects')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
          >
            {rowEffects.map((effect) => (
              <EffectCard
                key={effect.prompt_id}
                effect={effect}
                selected={effect.prompt_id === effectId}
                onSelect={chooseEffect}
                height={96}
              />
            ))}
          </Box>
        )}
      </Box>
      <EffectsModal
        open={effectsOpen}
        effects={effects}
        selectedId={effectId}
        onClose={() => setEffectsOpen(false)}
        onConfirm={(id) => {
          chooseEffect(id);
          setEffectsOpen(false);
        }}
      />
    </>
  );
}
