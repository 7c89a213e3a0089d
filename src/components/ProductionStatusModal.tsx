import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { AppDialog } from './AppDialog';
import type { FocusFallback } from './dialogOpener';
import { PHONE_SHEET } from './phoneSheet';
import { useUiT } from './i18n';

export interface ProductionStatusModalProps {
  open: boolean;
  title: string;
  steps: readonly string[];
  /** Index of the step in progress. */
  activeStep: number;
  note: ReactNode;
  width?: number;
  onClose: () => void;
  /** An extra action, e.g. withdrawing the application. */
  secondaryAction?: { label: string; onClick: () => void; disabled?: boolean };
  /** The control that opens it again: focus goes there when it opened with the page or its opener is gone. */
  returnFocusTo?: FocusFallback;
}

/**
 * Where a production request stands: a stepper and a note; closes on the backdrop, Escape, Back, ✕ or Close
 * (an AppDialog; on a phone a sheet as tall as its content, its Close right under the note).
 */
export function ProductionStatusModal({
  open,
  title,
  steps,
  activeStep,
  note,
  width = 720,
  onClose,
  secondaryAction,
  returnFocusTo,
}: ProductionStatusModalProps) {
  const t = useUiT();
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      maxWidth={false}
      sx={PHONE_SHEET}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
      actions={
        <>
          {secondaryAction && (
            <Button color="error" onClick={secondaryAction.onClick} disabled={secondaryAction.disabled}>
              {secondaryAction.label}
            </Button>
          )}
          {/* It only dismisses: Close, beside an action that does something (withdrawing the application). */}
          <Button onClick={onClose} autoFocus>
            {t('ui.close')}
          </Button>
        </>
      }
    >
      <Stepper activeStep={activeStep} alternativeLabel sx={{ my: 2 }}>
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="div" color="textSecondary" sx={{ textAlign: 'center' }}>
        {note}
      </Typography>
    </AppDialog>
  );
}
