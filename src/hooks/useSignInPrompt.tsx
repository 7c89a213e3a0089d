import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInPromptDialog } from '@/components/SignInPromptDialog';
import { isSignedIn } from '@/utils/cookies';
import { signinRedirectUrl } from '@/utils/safeRedirect';

/**
 * Gate for actions that need an account. `requireSignIn('ReCreate')` returns true when the user may go
 * on; for a visitor it opens the prompt, whose Sign in goes to /signin with the current page as redirect.
 */
export function useSignInPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  const [action, setAction] = useState<string | null>(null);

  const requireSignIn = useCallback((name: string) => {
    if (isSignedIn()) return true;
    setAction(name);
    return false;
  }, []);

  const prompt = (
    <SignInPromptDialog
      open={action !== null}
      action={action ?? ''}
      onClose={() => setAction(null)}
      onSignIn={() => {
        setAction(null);
        navigate(signinRedirectUrl(`${location.pathname}${location.search}`));
      }}
    />
  );
  return { requireSignIn, prompt };
}
