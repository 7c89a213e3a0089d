import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreditsAlert } from '@/components/generator/CreditsAlert';
import { PRESET_LABELS, type VariationPreset } from '../constants';
import { useInfoT } from '../i18n';

const GROUPS = [
  { title: 'info.vary', presets: ['vary-subtle', 'vary-strong'] },
  { title: 'info.upscale', presets: ['upscale-subtle', 'upscale-strong'] },
] as const satisfies ReadonlyArray<{ title: string; presets: readonly VariationPreset[] }>;

/** 'More Creations': Vary and Upscale, each Subtle or Strong; under them, a balance that does not cover one. */
export function MoreCreations({
  busy,
  creditsProblem = null,
  onPick,
}: {
  busy: boolean;
  /** The balance does not cover the pick (checked before sending, or the server's 402): with the way to /payment. */
  creditsProblem?: string | null;
  onPick: (preset: VariationPreset) => void;
}) {
  const t = useInfoT();
  return (
    <Stack spacing={1} component="section" aria-labelledby="more-creations-title">
      <Typography id="more-creations-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('info.more')}
      </Typography>
      {GROUPS.map((group) => (
        <Stack key={t(group.title)} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 64 }}>
            {t(group.title)}
          </Typography>
          {group.presets.map((preset) => (
            <Button
              key={preset}
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() => onPick(preset)}
              aria-label={t(PRESET_LABELS[preset])}
            >
              {t(preset.endsWith('subtle') ? 'info.subtle' : 'info.strong')}
            </Button>
          ))}
        </Stack>
      ))}
      {creditsProblem && <CreditsAlert message={creditsProblem} />}
    </Stack>
  );
}
