import { useState } from 'react';
import { config } from '@/config/env';
import { toast } from '@/utils/toast';
import { useGoogleLoginMutation } from '../api';
import { errorMessage } from '@/utils/errorMessage';
import { useStartSession } from '../hooks/useStartSession';
import { requestGoogleAccessToken } from './googleIdentity';
import { authT } from '../i18n';

export type GoogleSignInMode = 'google' | 'mock' | 'unavailable';

/** The real Google script when a client id is configured, the mock consent in mock mode. */
export function googleSignInMode(): GoogleSignInMode {
  if (config.googleClientId && config.googleScriptUrl) return 'google';
  return config.useMocks ? 'mock' : 'unavailable';
}

/** Google sign-in behind one adapter: `start()` asks for a token, the backend turns it into a session. */
export function useGoogleSignIn(onSignedIn: () => void) {
  const mode = googleSignInMode();
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();
  const startSession = useStartSession();
  const [mockOpen, setMockOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const finish = async (accessToken: string) => {
    const result = await googleLogin({ accessToken });
    if ('error' in result) {
      toast.error(errorMessage(result.error, authT('auth.googleFailed')));
      return;
    }
    startSession(result.data);
    onSignedIn();
  };

  const start = async () => {
    if (mode === 'mock') {
      setMockOpen(true);
      return;
    }
    if (mode !== 'google') return;
    setWaiting(true);
    try {
      await finish(await requestGoogleAccessToken(config.googleClientId));
    } catch (error) {
      toast.error(errorMessage(error, authT('auth.googleFailed')));
    } finally {
      setWaiting(false);
    }
  };

  return {
    available: mode !== 'unavailable',
    busy: isLoading || waiting,
    start,
    mockDialog: {
      open: mockOpen,
      onCancel: () => setMockOpen(false),
      onConsent: (accessToken: string) => {
        setMockOpen(false);
        void finish(accessToken);
      },
    },
  };
}
