import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/utils/toast';
import { useApplyReviewMutation } from '@/api/endpoints/products';
import { infoT } from '../i18n';
import { preSaleAction } from '../utils';

/**
 * The 'Goto Marking & Pre sale' button and the status modal (spec 2 §2 / §4), driven by the product's
 * production status. `reload` refetches the image so the new status shows.
 */
export function useProductionAction(imageId: number, status: number | null | undefined, reload: () => void) {
  const navigate = useNavigate();
  const [apply, { isLoading }] = useApplyReviewMutation();
  const action = preSaleAction(status, imageId);
  // The modal opens by itself while the product is under review; closing it is remembered per status.
  const [closedFor, setClosedFor] = useState<number | null | undefined>(undefined);
  const modalOpen = action.kind === 'wait' && closedFor !== status;

  const send = async (value: boolean) => {
    try {
      await apply({ image_id: imageId, apply: value }).unwrap();
      toast.success(infoT(value ? 'info.applying' : 'info.cancelApply'));
      reload();
    } catch {
      // The request layer showed the server's message.
    }
  };

  const onClick = () => {
    if (action.kind === 'apply') void send(true);
    else if (action.kind === 'navigate') navigate(action.to);
  };

  return {
    label: infoT(action.kind === 'wait' ? 'info.waitApprove' : 'info.preSale'),
    disabled: action.kind === 'wait' || action.kind === 'closed' || isLoading,
    onClick,
    isWaiting: action.kind === 'wait',
    modalOpen,
    openModal: () => setClosedFor(undefined),
    closeModal: () => setClosedFor(status),
    cancelApplication: () => void send(false),
    isBusy: isLoading,
  };
}
