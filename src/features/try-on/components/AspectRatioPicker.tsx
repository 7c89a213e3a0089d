import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ASPECT_RATIOS, type AspectRatio } from '../constants';

function RatioShape({ ratio }: { ratio: AspectRatio }) {
  const [w, h] = ratio.split(':').map(Number);
  const scale = 18 / Math.max(w, h);
  return (
    <Box
      aria-hidden
      sx={{ width: w * scale, height: h * scale, border: '1.5px solid currentColor', borderRadius: 0.5 }}
    />
  );
}

export function AspectRatioPicker({
  value,
  onChange,
}: {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
}) {
  return (
    <Box>
      <Typography id="try-on-ratio-label" variant="subtitle2" sx={{ mb: 1 }}>
        Aspect ratio
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: AspectRatio | null) => next && onChange(next)}
        aria-labelledby="try-on-ratio-label"
        sx={{ flexWrap: 'wrap' }}
      >
        {ASPECT_RATIOS.map((ratio) => (
          <ToggleButton key={ratio} value={ratio} sx={{ flexDirection: 'column', gap: 0.5, minWidth: 52 }}>
            <RatioShape ratio={ratio} />
            {ratio}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
