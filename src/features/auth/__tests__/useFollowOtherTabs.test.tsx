import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { ADMIN_ACCESS_TOKEN, ADMIN_EMAIL, DEMO_ACCESS_TOKEN, DEMO_EMAIL } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { DRAFT_KEY_PREFIX } from '@/hooks/useDraftForm';
import { useSignedIn } from '@/hooks/useSignedIn';
import { renderWithProviders } from '@/test/render';
import { removeCookie, writeCookie } from '@/utils/cookies';
import { CROSS_TAB_CHANNEL } from '@/utils/crossTab';
import { useFollowOtherTabs } from '../hooks/useFollowOtherTabs';
import { useSignOut } from '../hooks/useSignOut';

function SignOut() {
  const signOut = useSignOut(() => 'Logout failed');
  return (
    <button type="button" onClick={() => void signOut.trigger()}>
      Sign out
    </button>
  );
}

/** The header of a tab: the account it shows, following the other tabs. */
function Tab() {
  useFollowOtherTabs();
  const signedIn = useSignedIn();
  const account = useGetUserInfoQuery(undefined, { skip: !signedIn });
  return <p data-testid="account">{signedIn ? (account.data?.email ?? '') : 'visitor'}</p>;
}

const DRAFT = `${DRAFT_KEY_PREFIX}production.address.42`;

let otherTab: BroadcastChannel;
beforeEach(() => {
  otherTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
});
afterEach(() => otherTab.close());

describe('sessions across tabs (issue 41 §8)', () => {
  it('a sign-out in another tab signs this one out at once and takes its drafts', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    sessionStorage.setItem(DRAFT, '{"name":"Ada"}');
    renderWithProviders(<Tab />);
    await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent(DEMO_EMAIL));
    // The other tab signs out: the shared cookie goes, and it says so. No focus event here.
    removeCookie('accessToken');
    otherTab.postMessage({ type: 'session', signedIn: false });
    await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent('visitor'));
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('a sign-in as someone else in another tab: this tab shows that account, and the drafts go', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    sessionStorage.setItem(DRAFT, '{"name":"Ada"}');
    renderWithProviders(<Tab />);
    await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent(DEMO_EMAIL));
    writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
    otherTab.postMessage({ type: 'session', signedIn: true });
    await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent(ADMIN_EMAIL));
    await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
  });

  it('signing out here tells the other tabs', async () => {
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    renderWithProviders(<SignOut />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(heard).toContainEqual({ type: 'session', signedIn: false }));
  });
});
