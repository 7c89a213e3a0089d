import { config } from '@/config/env';
import { GOOGLE_SCOPES, loadGoogleIdentity, requestGoogleAccessToken } from '../google/googleIdentity';

afterEach(() => {
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Google Identity adapter (token flow)', () => {
  it('asks for the openid, profile and email scopes and resolves with the access token', async () => {
    const initTokenClient = jest.fn(
      (options: { callback: (response: { access_token?: string }) => void }) => ({
        requestAccessToken: () => options.callback({ access_token: 'ya29.token' }),
      }),
    );
    window.google = { accounts: { oauth2: { initTokenClient } } };
    await expect(requestGoogleAccessToken('client-1')).resolves.toBe('ya29.token');
    expect(GOOGLE_SCOPES).toBe('openid profile email');
    expect(initTokenClient).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1', scope: GOOGLE_SCOPES }),
    );
  });

  it('rejects when the user closes the consent', async () => {
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: (options) => ({
            requestAccessToken: () =>
              options.callback({ error: 'access_denied', error_description: 'User closed' }),
          }),
        },
      },
    };
    await expect(requestGoogleAccessToken('client-1')).rejects.toThrow('User closed');
  });

  it('loads the script on demand and reports a load failure', async () => {
    const pending = loadGoogleIdentity();
    const script = document.head.querySelector<HTMLScriptElement>('script');
    expect(script?.src).toBe(config.googleScriptUrl);
    script?.onerror?.(new Event('error'));
    await expect(pending).rejects.toThrow('Google sign-in could not be loaded');
  });
});
