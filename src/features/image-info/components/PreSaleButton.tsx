import { useRef } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import { PROGRESS_STEPS } from '@/utils/productionStatus';
import { STATUS_MODAL_WIDTH } from '../constants';
import { useInfoT } from '../i18n';
import { useProductionAction } from '../hooks/useProductionAction';

/** 'Goto Marking & Pre sale', by production status, with the cost-assessment status modal. */
export function PreSaleButton({
  imageId,
  status,
  reload,
}: {
  imageId: number;
  status: number | null | undefined;
  reload: () => void;
}) {
  const t = useInfoT();
  const action = useProductionAction(imageId, status, reload);
  const button = useRef<HTMLButtonElement>(null);
  const statusButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button ref={button} variant="contained" fullWidth disabled={action.disabled} onClick={action.onClick}>
        {action.label}
      </Button>
      {action.isWaiting && (
        <Tooltip title={t('info.status')}>
          <IconButton ref={statusButton} aria-label={t('info.status')} onClick={action.openModal}>
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      <ProductionStatusModal
        open={action.modalOpen}
        title={t('info.modalTitle')}
        steps={PROGRESS_STEPS}
        activeStep={0}
        note={t('info.modalNote')}
        width={STATUS_MODAL_WIDTH}
        onClose={action.closeModal}
        // Its opener waits disabled while the product is reviewed: the status button opens it again; after a
        // withdrawal that button is gone and the action is offered again.
        returnFocusTo={() => statusButton.current ?? button.current}
        secondaryAction={{
          label: t('info.withdraw'),
          onClick: action.cancelApplication,
          disabled: action.isBusy,
        }}
      />
    </Stack>
  );
}
