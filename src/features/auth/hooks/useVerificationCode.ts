import { useState } from 'react';
import { errorMessage } from '@/utils/errorMessage';
import { toast } from '@/utils/toast';
import { authT } from '../i18n';
import { useResendCooldown } from './useResendCooldown';

/** Sends the code (POST /user/sendVerificationCode or /user/forgetPass); resolves to the server's answer. */
export type SendCode = (body: { email: string }) => Promise<{ message?: string }>;

/**
 * The e-mail code step shared by sign-up and the password forms: sends the code, remembers the server's words
 * (their presence means the code step is open), counts down before a resend and says why a resend failed.
 */
export function useVerificationCode(send: SendCode) {
  const cooldown = useResendCooldown();
  const [message, setMessage] = useState<string>();
  const [resending, setResending] = useState(false);

  /** Throws (the form shows why) when the code could not be sent. */
  const request = async (email: string) => {
    const body = { email: email.trim() };
    const result = await send(body);
    const sent = result.message || authT('auth.codeSent', { email: body.email });
    toast.success(sent);
    setMessage(sent);
    cooldown.start();
  };

  /** A resend outside the form's submit: its failure speaks through `showError`, where a failed submit would. */
  const resend = async (email: string, showError: (message?: string) => void) => {
    showError(undefined);
    setResending(true);
    try {
      await request(email);
    } catch (error) {
      showError(errorMessage(error, authT('auth.codeFailed')));
    } finally {
      setResending(false);
    }
  };

  return {
    /** The server's words about the code sent; undefined until one was sent. */
    message,
    secondsLeft: cooldown.secondsLeft,
    resending,
    request,
    resend,
    /** Back to the step before the code (change the e-mail). */
    clear: () => setMessage(undefined),
  };
}

export type VerificationCode = ReturnType<typeof useVerificationCode>;
