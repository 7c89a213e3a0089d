import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PlanTexts } from '../dictionary';
import type { PlanCycle } from '../planMath';

export function CycleToggle({
  cycle,
  texts,
  onChange,
}: {
  cycle: PlanCycle;
  texts: PlanTexts;
  onChange: (cycle: PlanCycle) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={texts.cycle}
      value={cycle}
      // Pressing the chosen option again leaves it chosen (MUI reports null then).
      onChange={(_event, next: PlanCycle | null) => next && onChange(next)}
    >
      <ToggleButton value="yearly" sx={{ gap: 1 }}>
        {texts.yearly}
        <Chip size="small" color="error" label={texts.yearlyBadge} sx={{ height: 20 }} />
      </ToggleButton>
      <ToggleButton value="monthly">{texts.monthly}</ToggleButton>
    </ToggleButtonGroup>
  );
}
