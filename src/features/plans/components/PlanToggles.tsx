import Chip from '@mui/material/Chip';
import { PlainToggleGroup } from '@/components/PlainToggleGroup';
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
    <PlainToggleGroup
      aria-label={texts.cycle}
      color="primary"
      value={cycle}
      onChange={onChange}
      options={[
        {
          value: 'yearly',
          label: (
            <>
              {texts.yearly}
              <Chip size="small" color="error" label={texts.yearlyBadge} sx={{ height: 20 }} />
            </>
          ),
        },
        { value: 'monthly', label: texts.monthly },
      ]}
    />
  );
}
