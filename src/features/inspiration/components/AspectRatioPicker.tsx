import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { AspectRatio } from '@/api/types';
import { ASPECT_RATIOS } from '../constants';

export function AspectRatioPicker({
  value,
  onChange,
}: {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
}) {
  return (
    <div>
      <Typography id="aspect-ratio-label" variant="subtitle2" gutterBottom>
        Aspect ratio
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="aspect-ratio-label"
        exclusive
        size="small"
        value={value}
        onChange={(_, ratio: AspectRatio | null) => ratio && onChange(ratio)}
        sx={{ flexWrap: 'wrap' }}
      >
        {ASPECT_RATIOS.map((ratio) => (
          <ToggleButton key={ratio} value={ratio} sx={{ px: 1.25 }}>
            {ratio}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
