import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useUiT } from './i18n';

function RatioShape({ ratio }: { ratio: string }) {
  const [w, h] = ratio.split(':').map(Number);
  const scale = 18 / Math.max(w, h);
  return (
    <Box
      aria-hidden
      sx={{ width: w * scale, height: h * scale, border: '1.5px solid currentColor', borderRadius: 0.5 }}
    />
  );
}

/** Labelled single-choice picker of aspect ratios, each shown with its shape. The order is the caller's (spec lists differ). */
export function AspectRatioPicker<R extends string>({
  ratios,
  value,
  onChange,
  label,
}: {
  ratios: readonly R[];
  value: R;
  onChange: (ratio: R) => void;
  label?: string;
}) {
  const t = useUiT();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label ?? t('ui.aspectRatio')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: R | null) => next && onChange(next)}
        aria-labelledby={labelId}
        // Equal tiles that share the row (seven fit a 290 px panel), instead of a flex row that wrapped the
        // last ratio (2:3) alone onto a second line.
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(40px, 1fr))', width: '100%' }}
      >
        {ratios.map((ratio) => (
          <ToggleButton
            key={ratio}
            value={ratio}
            sx={{ flexDirection: 'column', gap: 0.5, minWidth: 0, px: 0.5 }}
          >
            <RatioShape ratio={ratio} />
            {ratio}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
