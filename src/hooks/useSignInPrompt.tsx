import { Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { overlayEntryOnTop } from '@/hooks/useBackToClose';
import { isSignedIn } from '@/utils/cookies';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { signinRedirectUrl } from '@/utils/safeRedirect';

// Only visitors ever see the prompt, and only after a click: its Dialog stays out of the initial bundle.
const SignInPromptDialog = lazyWithPreload(() =>
  import('@/components/SignInPromptDialog').then((module) => ({ default: module.SignInPromptDialog })),
);

/**
 * Gate for actions that need an account. `requireSignIn('ReCreate')` returns true when the user may go
 * on; for a visitor it opens the prompt, whose Sign in goes to /signin with the current page as redirect
 * (or `returnTo()`, a URL that carries what the visitor typed, so nothing is lost on the way).
 */
export function useSignInPrompt(returnTo?: () => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [action, setAction] = useState<string | null>(null);
  // Stays mounted after the first prompt so closing can animate; the last action keeps its text meanwhile.
  const [lastAction, setLastAction] = useState<string | null>(null);

  const requireSignIn = useCallback((name: string) => {
    if (isSignedIn()) return true;
    setAction(name);
    setLastAction(name);
    return false;
  }, []);

  const prompt = lastAction !== null && (
    <Suspense fallback={null}>
      <SignInPromptDialog
        open={action !== null}
        action={lastAction}
        onClose={() => setAction(null)}
        onSignIn={() => {
          setAction(null);
          // The prompt's history entry gives way to the sign-in page: Back from there returns to this page.
          navigate(signinRedirectUrl(returnTo?.() ?? `${location.pathname}${location.search}`), {
            replace: overlayEntryOnTop(),
          });
        }}
      />
    </Suspense>
  );
  return { requireSignIn, prompt };
}
