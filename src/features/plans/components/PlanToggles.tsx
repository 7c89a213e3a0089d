import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LANGUAGES, type Language } from '@/hooks/useLanguage';
import type { PlanTexts } from '../dictionary';
import type { PlanCycle } from '../planMath';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

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

/** Spec 3 §2.7: the stored language of the page (the user menu has the same switch). */
export function LanguageSwitch({
  language,
  texts,
  onChange,
}: {
  language: Language;
  texts: PlanTexts;
  onChange: (language: Language) => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={texts.language}
        value={language}
        onChange={(_event, next: Language | null) => next && onChange(next)}
      >
        {LANGUAGES.map((code) => (
          // Each language is named in itself.
          <ToggleButton key={code} value={code} lang={code}>
            {LANGUAGE_LABELS[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
