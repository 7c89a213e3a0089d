import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { PROGRESS_STEP_KEYS } from '../constants';
import { useProductionT } from '../i18n';

/** Where the user is on the production path: Valuation › Pay › Make › Deliver, the current step marked. */
export function ProductionSteps({ active }: { active: number }) {
  const t = useProductionT();
  const label = t('production.steps');
  return (
    // Labels under their marks, in equal columns that wrap: four steps fit a 390 px phone in any language.
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={label}
      component="ol"
      sx={{ mb: 2, p: 0, listStyle: 'none' }}
    >
      {PROGRESS_STEP_KEYS.map((key, index) => (
        <Step key={key} component="li" aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{t(key)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
