import { act, screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/api/baseApi';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render';
import { fakeCanvasImages } from '@/test/canvas';
import { DEFAULT_NOTIFY_SETTINGS, notifySettingsPreference } from '@/hooks/useNotifySettings';
import { toastStore } from '@/utils/toast';
import { useDocumentMeta } from '@/hooks/useDocumentMeta';
import { PROGRESS_START_KEY_PREFIX } from '../constants';
import { tasksT } from '../i18n';
import { Route, Routes } from 'react-router-dom';
import { TaskNotices } from '../components/TaskNotices';
import { TaskPollers } from '../components/TaskPollers';
import { useTaskPolling } from '../hooks/useTaskPolling';
import { useTaskProgress } from '../hooks/useTaskProgress';
import { usePendingTasks } from '../hooks/usePendingTasks';
import { useTaskAnnouncer } from '../hooks/useTaskAnnouncer';

type Reply =
  | { status?: string; record_tasks?: object[]; message?: string; error?: object }
  | 'error'
  | 'network'
  | 'missing';

/** Each record answers the next scripted reply per poll, repeating the last one. */
let script: Record<string, Reply[]> = {};
let requests: string[] = [];

/** Scripted answers in place of the mock backend's clock-driven records, so each case is exact. */
const scriptedGetTask = http.get('*/api/action/getTask', ({ request }) => {
  const id = new URL(request.url).searchParams.get('record_id') ?? '';
  requests.push(id);
  const replies = script[id] ?? [];
  const reply = replies.length > 1 ? replies.shift()! : replies[0];
  if (reply === 'network') return HttpResponse.error();
  if (reply === 'missing')
    return HttpResponse.json({ code: 404, message: 'Record not found', data: null }, { status: 404 });
  if (!reply || reply === 'error') {
    return HttpResponse.json({ code: 500, message: 'Service unavailable', data: null }, { status: 500 });
  }
  return HttpResponse.json({
    code: 0,
    message: 'success',
    data: {
      record_id: id,
      progress: 0,
      function: { key: 'imageGeneration' },
      params: {},
      result: reply.status === 'success' ? [{ image_id: 9, path: '/x.png' }] : [],
      record_tasks: [],
      create_time: '2026-01-01T00:00:00Z',
      ...reply,
    },
  });
});

beforeEach(() => {
  server.use(scriptedGetTask);
  // The store notifies on animation frames (RTK auto-batching); those stay real so renders happen.
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  script = {};
  requests = [];
  localStorage.clear();
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setVisibility('visible');
  window.history.replaceState(null, '', '/');
  delete (window as { Notification?: unknown }).Notification;
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const realSetTimeout = globalThis.setTimeout;

/** Moves the clock, then lets the mocked network answer (real I/O, not timers). */
async function tick(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

function Probe({ recordId, name = 'probe' }: { recordId: string; name?: string }) {
  const { status, reason, isRunning } = useTaskPolling(recordId);
  const progress = useTaskProgress(recordId, isRunning);
  return (
    <p data-testid={name}>
      {status}|{reason ?? ''}|{progress ?? ''}
    </p>
  );
}

/** Stands in for the history, credits and count queries the engine refreshes on a finish. */
let refreshes: string[] = [];
const refreshProbe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refreshProbe: build.query<number, 'History' | 'Points' | 'TaskCount'>({
      queryFn: (tag) => {
        refreshes.push(tag);
        return { data: refreshes.length };
      },
      providesTags: (_result, _error, tag) => [tag],
    }),
  }),
});

function Refreshed() {
  refreshProbe.endpoints.refreshProbe.useQuery('History');
  refreshProbe.endpoints.refreshProbe.useQuery('Points');
  refreshProbe.endpoints.refreshProbe.useQuery('TaskCount');
  return null;
}

const text = (name = 'probe') => screen.getByTestId(name).textContent;

/** The app's announcer beside one record's probe, on a page titled `title`. */
function renderAnnounced(recordId: string, title: string) {
  document.title = title;
  function View() {
    useTaskAnnouncer();
    return <Probe recordId={recordId} />;
  }
  return renderWithProviders(<View />);
}

/** A page that sets its own title, as the policy and image pages do. */
function Titled({ title }: { title: string }) {
  useDocumentMeta(title, undefined);
  return <p>{title}</p>;
}

/**
 * The app as the user moves through it: the notices of the layout, a screen at /tools/inspiration that starts
 * `recordId` with its button, another screen at /explore and one at /privacy with its own title.
 */
async function startOnScreen(recordId: string) {
  function Start() {
    const { submit } = usePendingTasks<{ prompt: string }>('start', {
      label: 'Image generation',
      submit: async () => recordId,
    });
    return <button onClick={() => submit({ prompt: 'ring' })}>submit</button>;
  }
  window.history.replaceState(null, '', '/tools/inspiration');
  const view = renderWithProviders(
    <>
      <TaskNotices />
      <Routes>
        <Route path="/tools/inspiration" element={<Start />} />
        <Route path="/explore" element={<p>Explore</p>} />
        <Route path="/privacy" element={<Titled title="Privacy · Atelier AI" />} />
      </Routes>
    </>,
    { route: '/tools/inspiration' },
  );
  await act(async () => screen.getByText('submit').click());
  await tick(0);
  /** Moves to another screen of the app, as a link would. */
  const goTo = async (path: string) => {
    window.history.replaceState(null, '', path);
    await act(() => view.router.navigate(path));
  };
  return { ...view, goTo };
}

/** System notifications the browser allowed; returns the ones shown. */
function fakeSystemNotifications() {
  const shown: { title: string; onclick: (() => void) | null }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string) {
      Object.assign(this, { title });
      shown.push(this as never);
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });
  jest.spyOn(window, 'focus').mockImplementation(() => undefined);
  return shown;
}

/** A canvas that draws nothing and gives `data:image/png;base64,BADGE`, for the icon's badge. */
function fakeBadgeCanvas() {
  fakeCanvasImages();
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(
      () =>
        new Proxy(
          {},
          { get: (target, name) => (name in target ? target[name as never] : jest.fn()) },
        ) as never,
    );
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,BADGE');
}

describe('task engine', () => {
  it('polls every 3 s until success (credits and running counts refresh at once), polls once more, refreshes the history, then stops', async () => {
    script.r1 = [{ status: 'create' }, { status: 'IN_PROGRESS' }, { status: 'SUCCESS' }];
    renderWithProviders(
      <>
        <Probe recordId="r1" />
        <Refreshed />
      </>,
    );
    await tick(0);
    refreshes = [];
    expect(requests).toHaveLength(1);
    expect(text()).toMatch(/^begin/);
    await tick(3000);
    expect(requests).toHaveLength(2);
    expect(text()).toMatch(/^progress\|\|\d+/);
    await tick(3000);
    expect(text()).toMatch(/^success/);
    // Spec 1 §4: the final status refreshes the credit and count displays (the badge no longer says 1).
    expect(refreshes.sort()).toEqual(['Points', 'TaskCount']);
    refreshes = [];
    await tick(3000);
    expect(requests).toHaveLength(4);
    expect(refreshes.sort()).toEqual(['History', 'Points', 'TaskCount']);
    await tick(15_000);
    expect(requests).toHaveLength(4);
  });

  it('shows the failing sub-task reason on failure', async () => {
    script.r2 = [
      { status: 'progress' },
      { status: 'FAILURE', record_tasks: [{ task_id: 't', status: 'failure', failReason: 'GPU melted' }] },
    ];
    renderWithProviders(<Probe recordId="r2" />);
    await tick(3000);
    expect(text()).toBe('failure|GPU melted|');
  });

  it.each([
    [
      { record_tasks: [{ task_id: 't', status: 'failed', description: 'From description' }] },
      'From description',
    ],
    [
      { record_tasks: [{ task_id: 't', status: 'failed', properties: { reason: 'From reason' } }] },
      'From reason',
    ],
    [
      { record_tasks: [{ task_id: 't', status: 'failed', properties: { message: 'From props' } }] },
      'From props',
    ],
    [{ error: { message: 'From error' } }, 'From error'],
    [{ message: 'From message' }, 'From message'],
    [
      {
        record_tasks: [{ task_id: 't', status: 'failed', properties: { is_output_rejection: true } }],
        message: 'x',
      },
      tasksT('tasks.reason.moderation'),
    ],
    [{}, 'Task Failure'],
  ])('reads the reason from %j', async (extra, reason) => {
    script.r3 = [{ status: 'failure', ...extra }];
    renderWithProviders(<Probe recordId="r3" />);
    await tick(0);
    expect(text()).toBe(`failure|${reason}|`);
  });

  it('treats cancel as a failed end with a reason', async () => {
    script.r4 = [{ status: 'CANCEL', message: 'Cancelled by user' }];
    renderWithProviders(<Probe recordId="r4" />);
    await tick(0);
    expect(text()).toBe('cancel|Cancelled by user|');
  });

  it('keeps a record pending through HTTP errors (a failed poll is not a failed task), backing off, until the server answers', async () => {
    script.r5 = [
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      { status: 'progress' },
      { status: 'success' },
    ];
    renderWithProviders(<Probe recordId="r5" />);
    await tick(0);
    // The spec's three retries keep the 3 s rhythm.
    for (let i = 0; i < 3; i += 1) await tick(3000);
    expect(requests).toHaveLength(4);
    expect(text()).toMatch(/^begin\|\|/);
    // Then the waits double: 6 s, 12 s.
    await tick(3000);
    expect(requests).toHaveLength(4);
    await tick(3000);
    expect(requests).toHaveLength(5);
    await tick(12_000);
    expect(requests).toHaveLength(6);
    expect(text()).toMatch(/^begin\|\|/);
    await tick(24_000);
    expect(requests).toHaveLength(7);
    expect(text()).toMatch(/^progress/);
    // Back to the 3 s rhythm (the store's render lands a few ms after the answer, hence the margin).
    await tick(3100);
    expect(requests).toHaveLength(8);
    expect(text()).toMatch(/^success/);
  });

  it('waits while offline and polls at once when the network returns, through network errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    script.rN = ['network', 'network', 'network', 'network', { status: 'success' }];
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<Probe recordId="rN" />);
    await tick(0);
    for (let i = 0; i < 3; i += 1) await tick(3000);
    expect(requests).toHaveLength(4);
    expect(text()).toMatch(/^begin\|\|/);
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await tick(60_000);
    expect(requests).toHaveLength(4);
    expect(text()).toMatch(/^begin\|\|/);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await tick(0);
    expect(requests).toHaveLength(5);
    expect(text()).toMatch(/^success/);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('getTask'), expect.anything());
  });

  it('fails a record the server says it does not have (404) after three retries', async () => {
    script.rM = ['missing'];
    renderWithProviders(<Probe recordId="rM" />);
    await tick(0);
    for (let i = 0; i < 3; i += 1) await tick(3000);
    expect(text()).toBe('failure|Record not found|');
    await tick(30_000);
    expect(requests).toHaveLength(4);
  });

  it('Retry re-reads a record the server still has instead of resubmitting it: nothing is charged twice', async () => {
    const sent: string[] = [];
    script.rR = ['missing', 'missing', 'missing', 'missing', { status: 'progress' }, { status: 'success' }];
    function View() {
      const { items, completed, submit, retry } = usePendingTasks<{ prompt: string }>('again', {
        submit: async ({ prompt }) => {
          sent.push(prompt);
          return 'rR';
        },
      });
      return (
        <>
          <button onClick={() => submit({ prompt: 'ring' })}>submit</button>
          {items.map((item) => (
            <button key={item.tempId} onClick={() => void retry(item.tempId)}>
              {item.phase}:{item.reason ?? ''}
            </button>
          ))}
          <p data-testid="done">{completed.map((item) => item.recordId).join(',')}</p>
          <TaskPollers recordIds={items.map((item) => item.recordId)} />
        </>
      );
    }
    renderWithProviders(<View />);
    await act(async () => screen.getByText('submit').click());
    await tick(0);
    for (let i = 0; i < 3; i += 1) await tick(3000);
    await act(async () => screen.getByText('failure:Record not found').click());
    await tick(0);
    expect(sent).toEqual(['ring']);
    expect(screen.getByText('processing:')).toBeInTheDocument();
    await tick(3100);
    expect(screen.getByTestId('done').textContent).toBe('rR');
    expect(sent).toEqual(['ring']);
  });

  it('recovers when a poll succeeds within the retries', async () => {
    script.r6 = ['error', 'error', 'error', { status: 'progress' }, { status: 'success' }];
    renderWithProviders(<Probe recordId="r6" />);
    await tick(0);
    for (let i = 0; i < 4; i += 1) await tick(3000);
    expect(text()).toMatch(/^success/);
  });

  it('sends at most one request per record per interval, whatever the number of components', async () => {
    script.r7 = [{ status: 'progress' }];
    script.r8 = [{ status: 'progress' }];
    renderWithProviders(
      <>
        <Probe recordId="r7" name="a" />
        <Probe recordId="r7" name="b" />
        <Probe recordId="r7" name="c" />
        <Probe recordId="r8" name="d" />
      </>,
    );
    await tick(0);
    for (let i = 0; i < 5; i += 1) await tick(3000);
    expect(requests.filter((id) => id === 'r7')).toHaveLength(6);
    expect(requests.filter((id) => id === 'r8')).toHaveLength(6);
  });

  it('stops every timer when the view unmounts', async () => {
    script.r9 = [{ status: 'progress' }];
    const view = renderWithProviders(<Probe recordId="r9" />);
    await tick(3000);
    const before = requests.length;
    view.unmount();
    await tick(30_000);
    expect(requests).toHaveLength(before);
  });

  it('restores running records after a reload, with the progress bar where it was', async () => {
    script.r10 = [{ status: 'progress' }, { status: 'success' }];
    localStorage.setItem(`${PROGRESS_START_KEY_PREFIX}r10`, String(Date.now() - 15_000));
    const store = makeStore();
    function View() {
      const { items, completed, restore } = usePendingTasks('view', { submit: async () => 'never' });
      return (
        <>
          <button onClick={() => restore([{ recordId: 'r10', status: 'progress' }])}>restore</button>
          <TaskPollers recordIds={items.map((item) => item.recordId)} />
          <Probe recordId="r10" />
          <p data-testid="items">{items.map((item) => `${item.recordId}:${item.phase}`).join(',')}</p>
          <p data-testid="done">{completed.map((item) => item.recordId).join(',')}</p>
        </>
      );
    }
    renderWithProviders(<View />, { store });
    await act(async () => screen.getByText('restore').click());
    await tick(0);
    expect(screen.getByTestId('items').textContent).toBe('r10:processing');
    // Named in the language of the day, so that a notice after a switch can tell (useTaskAnnouncer's noticeText).
    expect(store.getState().tasks.pending.view[0]).toMatchObject({
      label: 'Generation',
      labelLanguage: 'en',
    });
    expect(Number(text().split('|')[2])).toBeGreaterThanOrEqual(85);
    await tick(3000);
    expect(screen.getByTestId('items').textContent).toBe('');
    expect(screen.getByTestId('done').textContent).toBe('r10');
    expect(localStorage.getItem(`${PROGRESS_START_KEY_PREFIX}r10`)).toBeNull();
  });

  it('submits, keeps the submit data, and retries a failed item with it', async () => {
    const sent: string[] = [];
    script.rA = [{ status: 'failure', message: 'Nope' }];
    script.rB = [{ status: 'progress' }];
    const ids = ['rA', 'rB'];
    function View() {
      const { items, submit, retry } = usePendingTasks<{ prompt: string }>('form', {
        submit: async ({ prompt }) => {
          sent.push(prompt);
          return ids.shift()!;
        },
      });
      return (
        <>
          <button onClick={() => submit({ prompt: 'ring' })}>submit</button>
          {items.map((item) => (
            <button key={item.tempId} onClick={() => retry(item.tempId)}>
              {item.phase}:{item.reason ?? ''}
            </button>
          ))}
          <TaskPollers recordIds={items.map((item) => item.recordId)} />
        </>
      );
    }
    renderWithProviders(<View />);
    await act(async () => screen.getByText('submit').click());
    await tick(0);
    await act(async () => screen.getByText('failure:Nope').click());
    await tick(0);
    expect(sent).toEqual(['ring', 'ring']);
    expect(screen.getByText('processing:')).toBeInTheDocument();
  });

  it('does not announce a record whose first poll is already final while the user looks: the view showing it speaks', async () => {
    script.rF = [
      {
        status: 'failure',
        record_tasks: [{ task_id: 't', status: 'failure', failReason: 'The garment was not recognised' }],
      },
    ];
    renderAnnounced('rF', 'Modeling');
    await tick(0);
    expect(text()).toBe('failure|The garment was not recognised|');
    await tick(3_000);
    expect(requests).toHaveLength(2);
    expect(document.title).toBe('Modeling');
    expect(screen.queryByText(/failed/)).not.toBeInTheDocument();
  });

  it('pauses while the tab is hidden when nothing would tell of a finish, polls at once when visible, and announces what finished meanwhile', async () => {
    notifySettingsPreference.write({ ...DEFAULT_NOTIFY_SETTINGS, title: false, favicon: false });
    script.rV = [{ status: 'progress' }, { status: 'success' }];
    renderAnnounced('rV', 'Inspiration');
    await tick(0);
    expect(requests).toHaveLength(1);
    act(() => setVisibility('hidden'));
    await tick(20_000);
    expect(requests).toHaveLength(1);
    act(() => setVisibility('visible'));
    await tick(0);
    expect(requests).toHaveLength(2);
    expect(text()).toMatch(/^success/);
    expect(document.title).toBe('Inspiration');
    expect(await screen.findByText('Image generation finished')).toBeInTheDocument();
  });

  it('keeps polling in a hidden tab, counts the finish in the title and on the icon, and restores both on return', async () => {
    fakeBadgeCanvas();
    const icon = document.head.appendChild(document.createElement('link'));
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = '/favicon.svg';
    script.rT = [{ status: 'progress' }, { status: 'success' }];
    renderAnnounced('rT', 'Inspiration');
    await tick(0);
    act(() => setVisibility('hidden'));
    await tick(3000);
    expect(requests).toHaveLength(2);
    expect(text()).toMatch(/^success/);
    expect(document.title).toBe('(1) Inspiration');
    await tick(0);
    expect(icon.getAttribute('href')).toBe('data:image/png;base64,BADGE');
    // Back on the tab, the user moves the pointer: the page's own title and icon return.
    act(() => setVisibility('visible'));
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(document.title).toBe('Inspiration');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
    expect(icon.getAttribute('type')).toBe('image/svg+xml');
    icon.remove();
  });

  it('keeps polling after the user went to another screen and tells of the finish with a View to its screen, not with a system notification while they look', async () => {
    const shown = fakeSystemNotifications();
    notifySettingsPreference.write({ ...DEFAULT_NOTIFY_SETTINGS, system: true });
    script.rS = [{ status: 'progress' }, { status: 'success' }];
    const { router, goTo } = await startOnScreen('rS');
    await goTo('/explore');
    await tick(3000);
    const message = await screen.findByText('Image generation finished');
    expect(shown).toEqual([]);
    await act(async () =>
      within(message.closest('[role="presentation"]') as HTMLElement)
        .getByRole('button', { name: 'View' })
        .click(),
    );
    expect(router.state.location.pathname).toBe('/tools/inspiration');
  });

  it("keeps the count in the title when the screen changes, under the new screen's own title; quiet keeps only the count", async () => {
    notifySettingsPreference.write({ ...DEFAULT_NOTIFY_SETTINGS, favicon: false, quiet: true });
    script.rC = [{ status: 'progress' }, { status: 'success' }];
    document.title = 'Atelier AI';
    const { goTo } = await startOnScreen('rC');
    await goTo('/explore');
    act(() => setVisibility('hidden'));
    await tick(3000);
    expect(document.title).toBe('(1) Atelier AI');
    expect(toastStore.getSnapshot()).toEqual([]);
    // A screen with its own title (opened by a link the user had queued, or a redirect) keeps the count.
    await goTo('/privacy');
    expect(document.title).toBe('(1) Privacy · Atelier AI');
    await goTo('/explore');
    expect(document.title).toBe('(1) Atelier AI');
    act(() => setVisibility('visible'));
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(document.title).toBe('Atelier AI');
  });

  it('says nothing when the user is looking at the screen the task was started on', async () => {
    script.rL = [{ status: 'progress' }, { status: 'success' }];
    document.title = 'Inspiration';
    function View() {
      useTaskAnnouncer();
      const { items, submit } = usePendingTasks<{ prompt: string }>('here', { submit: async () => 'rL' });
      return (
        <>
          <button onClick={() => submit({ prompt: 'ring' })}>submit</button>
          <TaskPollers recordIds={items.map((item) => item.recordId)} />
          <Probe recordId="rL" />
        </>
      );
    }
    renderWithProviders(<View />);
    await act(async () => screen.getByText('submit').click());
    await tick(3000);
    expect(text()).toMatch(/^success/);
    expect(document.title).toBe('Inspiration');
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('shows a system notification when switched on and the tab is not looked at (the in-app message without View); a click opens its screen', async () => {
    const shown = fakeSystemNotifications();
    notifySettingsPreference.write({ ...DEFAULT_NOTIFY_SETTINGS, system: true });
    script.rN = [{ status: 'progress' }, { status: 'success' }];
    const { router, goTo } = await startOnScreen('rN');
    // The user works in another window.
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    await tick(3000);
    expect(shown.map((notification) => notification.title)).toEqual(['Image generation finished']);
    // The in-app message has no 'View': its screen is the one shown.
    const message = await screen.findByText('Image generation finished');
    expect(
      within(message.closest('[role="presentation"]') as HTMLElement).queryByRole('button', { name: 'View' }),
    ).toBeNull();
    await goTo('/explore');
    await act(async () => shown[0].onclick?.());
    expect(router.state.location.pathname).toBe('/tools/inspiration');
  });
});
