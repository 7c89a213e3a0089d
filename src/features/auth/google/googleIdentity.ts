import { config } from '@/config/env';

/**
 * Google Identity Services, token flow (spec 1 §2.5). Only used when a client id and the script's address are
 * configured (VITE_GOOGLE_CLIENT_ID, VITE_GOOGLE_SCRIPT_URL); it is the one remote resource the app may load,
 * and only on demand. Mock mode never loads it.
 */
export const GOOGLE_SCOPES = 'openid profile email';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

interface TokenClient {
  requestAccessToken: () => void;
}

interface GoogleOAuth2 {
  initTokenClient: (options: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string; message?: string }) => void;
  }) => TokenClient;
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

let loading: Promise<GoogleOAuth2> | undefined;

/** Loads the script once; a failure (spec 1 §8) rejects so the caller's error path runs. */
export function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = window.google?.accounts?.oauth2;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.googleScriptUrl;
    script.async = true;
    script.onload = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (oauth2) resolve(oauth2);
      else reject(new Error('Google sign-in is unavailable'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Google's consent popup and resolves with the access token. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const oauth2 = await loadGoogleIdentity();
  return new Promise((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPES,
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new Error(response.error_description || 'Google sign-in was cancelled')),
      error_callback: (error) => reject(new Error(error.message || 'Google sign-in was cancelled')),
    });
    client.requestAccessToken();
  });
}
