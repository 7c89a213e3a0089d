import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRESET_LABELS, type VariationPreset } from '../constants';

const GROUPS: Array<{ title: string; presets: VariationPreset[] }> = [
  { title: 'Vary', presets: ['vary-subtle', 'vary-strong'] },
  { title: 'Upscale', presets: ['upscale-subtle', 'upscale-strong'] },
];

/** 'More Creations': Vary and Upscale, each Subtle or Strong. */
export function MoreCreations({
  busy,
  onPick,
}: {
  busy: boolean;
  onPick: (preset: VariationPreset) => void;
}) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="more-creations-title">
      <Typography id="more-creations-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        More Creations
      </Typography>
      {GROUPS.map((group) => (
        <Stack key={group.title} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 64 }}>
            {group.title}
          </Typography>
          {group.presets.map((preset) => (
            <Button
              key={preset}
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() => onPick(preset)}
              aria-label={PRESET_LABELS[preset]}
            >
              {PRESET_LABELS[preset].split(' ')[1]}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
