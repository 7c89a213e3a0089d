import { Suspense } from 'react';
import type { TermsAgreementDialogProps } from '@/components/TermsAgreementDialog';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { usePreloadWhenIdle } from '../hooks/usePreloadWhenIdle';

// Dialog, Modal, FocusTrap and Backdrop stay out of the initial bundle; visitors fetch them once idle.
const TermsAgreementDialog = lazyWithPreload(() =>
  import('@/components/TermsAgreementDialog').then((module) => ({ default: module.TermsAgreementDialog })),
);
const preload = () => void TermsAgreementDialog.preload();

export interface LazyTermsAgreementDialogProps extends TermsAgreementDialogProps {
  /** Fetch the dialog's chunk ahead of time (visitors, who are the ones asked to agree). */
  preloadWhenIdle?: boolean;
}

/** The terms agreement dialog, loaded when it first opens (or ahead of time, when idle). */
export function LazyTermsAgreementDialog({
  preloadWhenIdle = false,
  ...props
}: LazyTermsAgreementDialogProps) {
  const mounted = useOpenedOnce(props.open);
  usePreloadWhenIdle(preload, preloadWhenIdle);
  return mounted ? (
    <Suspense fallback={null}>
      <TermsAgreementDialog {...props} />
    </Suspense>
  ) : null;
}
