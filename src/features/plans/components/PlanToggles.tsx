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
      value={cycle}
      onChange={(_event, value: PlanCycle | null) => value && onChange(value)}
      aria-label={texts.cycle}
      size="small"
      color="primary"
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
        value={language}
        onChange={(_event, value: Language | null) => value && onChange(value)}
        aria-label={texts.language}
        size="small"
      >
        {LANGUAGES.map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {LANGUAGE_LABELS[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
