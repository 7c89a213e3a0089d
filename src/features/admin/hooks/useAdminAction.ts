import { useCallback, useState } from 'react';
import { readApiError } from '@/api/http';
import { toast } from '@/utils/toast';
import { adminT } from '../i18n';

/**
 * Runs one admin mutation and owns its toasts: the result on success, the server's message on
 * failure (the calls are silent, so nothing else speaks). Resolves to true on success.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(readApiError(error).message ?? adminT('admin.requestFail'));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
