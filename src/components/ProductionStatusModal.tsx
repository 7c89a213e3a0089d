import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';

export interface ProductionStatusModalProps {
  open: boolean;
  title: string;
  steps: readonly string[];
  /** Index of the step in progress. */
  activeStep: number;
  note: string;
  width?: number;
  onClose: () => void;
  /** An extra action, e.g. withdrawing the application. */
  secondaryAction?: { label: string; onClick: () => void; disabled?: boolean };
}

/** Where a production request stands: a stepper and a note; closes on the backdrop, Escape or Cancel. */
export function ProductionStatusModal({
  open,
  title,
  steps,
  activeStep,
  note,
  width = 720,
  onClose,
  secondaryAction,
}: ProductionStatusModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="production-status-title"
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="production-status-title">{title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={activeStep} alternativeLabel sx={{ my: 2 }}>
          {steps.map((step) => (
            <Step key={step}>
              <StepLabel>{step}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {note}
        </Typography>
      </DialogContent>
      <DialogActions>
        {secondaryAction && (
          <Button color="error" onClick={secondaryAction.onClick} disabled={secondaryAction.disabled}>
            {secondaryAction.label}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
