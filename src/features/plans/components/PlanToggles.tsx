import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PlainToggleGroup } from '@/components/PlainToggleGroup';
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
      <PlainToggleGroup
        aria-label={texts.language}
        value={language}
        onChange={onChange}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code], lang: code }))}
      />
    </Stack>
  );
}
