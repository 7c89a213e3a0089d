import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { advance, scenarios, server, startManualClock } from '@mocks/node';
import { db } from '@mocks/db';
import { configureTaskTiming } from '@mocks/engine/tasks';
import { DEMO_ACCESS_TOKEN, DEMO_POINTS, DEMO_USER_ID } from '@mocks/db/seed';
import InspirationPage from '@/pages/tools/InspirationPage';
import { pngFile } from '@/test/imageFiles';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { toastStore } from '@/utils/toast';
import { readPromptHistory } from '@/utils/promptHistory';
import { SCROLL_STORAGE_KEY } from '@/features/inspiration/constants';
import * as utils from '@/features/inspiration/utils';

// The picture-size readers are stubbed per test (a jsdom image never decodes); the rest of the module is real.
// jest.mock, not jest.spyOn: SWC's CommonJS exports cannot be redefined.
jest.mock('@/features/inspiration/utils', () => {
  const actual = jest.requireActual('@/features/inspiration/utils');
  return { ...actual, urlPictureSize: jest.fn(), pictureSize: jest.fn() };
});
const actualUtils = jest.requireActual<typeof utils>('@/features/inspiration/utils');
beforeEach(() => {
  jest.mocked(utils.urlPictureSize).mockImplementation(actualUtils.urlPictureSize);
  jest.mocked(utils.pictureSize).mockImplementation(actualUtils.pictureSize);
});

const signIn = () => writeCookie('accessToken', DEMO_ACCESS_TOKEN);

function renderPage(route = '/tools/inspiration') {
  return renderWithProviders(<InspirationPage />, {
    route,
    path: '/tools/inspiration',
    routes: [
      { path: '/tools/info/:id', element: <p>Info page</p> },
      { path: '/payment', element: <p>Payment page</p> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
  });
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseRings(user: ReturnType<typeof userEvent.setup>) {
  await chooseOption(user, 'Category', 'Jewelry');
  await chooseOption(user, 'Type', 'Rings');
}

const generate = () => screen.getByRole('button', { name: /generate/i });

describe('InspirationPage for visitors', () => {
  it('shows the SOUL INPAINT banner without calling the history, and asks to sign in on Generate', async () => {
    const historyCalls = jest.fn();
    server.use(http.get('*/api/user/history', historyCalls));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('SOUL INPAINT')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Easily change outfits, edit details, or restyle images. Just draw a mask and apply your touch',
      ),
    ).toBeInTheDocument();
    await user.click(generate());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(historyCalls).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in before picking references, keeping the typed prompt on the way back', async () => {
    const uploads = jest.fn();
    server.use(http.post('*/api/image/upload', uploads));
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(screen.getByLabelText('Prompt'), 'Linen shirt on a hanger');
    await user.click(screen.getByRole('button', { name: 'Upload reference pictures' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('Linen shirt on a hanger')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    const back = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(new URLSearchParams(back.split('?')[1]).get('prompt')).toBe('Linen shirt on a hanger');
    expect(uploads).not.toHaveBeenCalled();
  });
});

describe('InspirationPage history', () => {
  beforeEach(signIn);

  it('lists records with their images, vertical ratios in four columns, and opens an image in /tools/info', async () => {
    const user = userEvent.setup();
    renderPage();
    const images = await screen.findAllByRole('link', { name: /^Open image 1/ });
    expect(images.length).toBeGreaterThan(3);
    const grids = document.querySelectorAll('[data-columns]');
    const columns = [...grids].map((grid) => grid.getAttribute('data-columns'));
    expect(columns).toContain('4');
    expect(columns).toContain('2');
    await user.click(images[0]);
    expect(await screen.findByText('Info page')).toBeInTheDocument();
  });

  it('shows why a record failed and retries it', async () => {
    // The resubmitted task runs long enough to be seen in progress on a busy machine (reset after each test).
    configureTaskTiming({ minMs: 30_000, maxMs: 30_000 });
    const user = userEvent.setup();
    renderPage();
    const reasons = await screen.findAllByText('The image service timed out, please try again.');
    const alert = reasons[0].closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retry successful, task resubmitted')).toBeInTheDocument();
    expect(await screen.findAllByRole('status', { name: /Starting|Generating/ })).not.toHaveLength(0);
  });
});

describe('InspirationPage under a server error', () => {
  beforeEach(signIn);

  it('says each failure once, where it happened: the history and the categories, with retries, no toast', async () => {
    const down = () => HttpResponse.json({ code: 500, message: 'Service unavailable' });
    server.use(http.get('*/api/user/history', down), http.get('*/api/global/category', down));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    const categories = await screen.findByText('The categories could not be loaded.');
    // The calls are silent: the screen's own words are the only ones (the middleware toasts synchronously).
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(
      within(categories.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });
});

describe('InspirationPage when every call fails (the serverError scenario)', () => {
  beforeEach(signIn);

  it('keeps its two inline errors with Retry and adds no generic toast over the title', async () => {
    server.use(...scenarios.serverError);
    const calls: string[] = [];
    server.events.on('response:mocked', ({ request }) => calls.push(new URL(request.url).pathname));
    const { store } = renderPage();
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();
    // Every call the screen made has been answered (the middleware toasts as the answer arrives).
    await waitFor(() => expect(calls).toContain('/api/global/getFunction/imageGeneration'));
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getFunctionPoints' && query.status === 'rejected',
        ),
      ).toBe(true),
    );
    // The cost's answer comes back; the Generate button still says what it costs (its spec figure).
    expect(await screen.findByRole('button', { name: /^Generate/ })).toHaveTextContent('4 credits');
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([]);
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

describe('InspirationPage scroll position', () => {
  beforeEach(signIn);

  it('keeps the history scroll position in session storage, and reset=true clears it', async () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, '480');
    const first = renderPage();
    await screen.findAllByRole('link', { name: /^Open image 1/ });
    const history = screen.getByRole('region', { name: 'Generation history' });
    await waitFor(() => expect(history.scrollTop).toBe(480));
    first.unmount();
    renderPage('/tools/inspiration?reset=true');
    await screen.findAllByRole('link', { name: /^Open image 1/ });
    expect(sessionStorage.getItem(SCROLL_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('region', { name: 'Generation history' }).scrollTop).toBe(0);
  });
});

describe('InspirationPage form', () => {
  beforeEach(signIn);

  it('shows the cost of 4 credits on Generate', async () => {
    renderPage();
    await waitFor(() => expect(generate()).toHaveTextContent('4 credits'));
  });

  it('requires a child category', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('A ring');
    await user.click(generate());
    expect(await screen.findByText('Need to select category')).toBeInTheDocument();
  });

  it('requires a prompt or a picture', async () => {
    const user = userEvent.setup();
    renderPage();
    await chooseRings(user);
    await user.click(generate());
    expect(await screen.findByText('Please fill in prompt words or upload pictures.')).toBeInTheDocument();
  });

  it('stops the prompt at 800 characters and says what was cut', async () => {
    const user = userEvent.setup();
    renderPage();
    const prompt = screen.getByLabelText('Prompt');
    await user.click(prompt);
    await user.paste('x'.repeat(805));
    expect(prompt).toHaveValue('x'.repeat(800));
    expect(
      screen.getByText('The prompt was cut to 800 characters: 5 characters were left out.'),
    ).toBeInTheDocument();
  });

  it('prefills the form from the query', async () => {
    renderPage(
      '/tools/inspiration?prompt=Rose%20gold%20ring&image_id=2001&url=/mock-media/upload/u.png&ar=3:4&category_child_id=2',
    );
    expect(screen.getByLabelText('Prompt')).toHaveValue('Rose gold ring');
    expect(screen.getByRole('button', { name: '3:4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Reference 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('/mock-media/upload/u.png'),
    );
    // The combobox is there at once; its label comes with the categories' answer.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Rings'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Jewelry');
  });

  it("takes the ratio from a ReCreate reference's picture when the link names none (2:3, not 1:1)", async () => {
    jest.mocked(utils.urlPictureSize).mockResolvedValue({ width: 1000, height: 1500 });
    renderPage('/tools/inspiration?prompt=Ring&image_id=2001&url=/mock-media/upload/u.png');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2:3' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('uploads references, picks the closest ratio from the first picture, and stops at five', async () => {
    jest.mocked(utils.pictureSize).mockResolvedValue({ width: 1920, height: 1080 });
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByTestId('reference-input');
    const png = pngFile;
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('img', { name: 'Reference 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '16:9' })).toHaveAttribute('aria-pressed', 'true');
    await user.upload(input, [png('c.png'), png('d.png'), png('e.png'), png('f.png')]);
    expect(await screen.findByText('Only upload up to 5 photos')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Reference 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Reference 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload reference pictures' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Upload reference pictures' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only upload up to 5 photos');
  });

  it('accepts images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(
      screen.getByTestId('reference-input'),
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Only image files are allowed!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Reference 1' })).not.toBeInTheDocument();
  });

  it('says when the picture size cannot be read', async () => {
    jest.mocked(utils.pictureSize).mockRejectedValue(new Error('decode'));
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByTestId('reference-input'), pngFile('a.png'));
    expect(await screen.findByText('Unable to load picture size.')).toBeInTheDocument();
  });

  it('shows the server text of a failed upload', async () => {
    jest.mocked(utils.pictureSize).mockResolvedValue({ width: 10, height: 10 });
    server.use(
      http.post('*/api/image/upload', () => HttpResponse.json({ code: 400, msg: 'Picture is too dark' })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByTestId('reference-input'), pngFile('a.png'));
    expect(await screen.findByText('Picture is too dark')).toBeInTheDocument();
  });

  it('submits, says so, keeps the prompt, shows the new record generating, then its four images', async () => {
    // The task moves with the mock clock, not the wall clock: it stays in progress however long the page takes
    // after the submission (a busy machine, the prompt history's chunk) until the test moves it on.
    startManualClock();
    const user = userEvent.setup();
    renderPage();
    await chooseRings(user);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('A rose gold ring');
    await user.click(generate());
    expect(await screen.findByText('Task submitted, generating.')).toBeInTheDocument();
    expect(await screen.findAllByRole('status', { name: /Starting|Generating/ })).toHaveLength(4);
    expect(db().users[0].points).toBe(DEMO_POINTS - 4);
    // The typed prompt is first among the user's recent prompts (issue 29 §4).
    await waitFor(() => expect(readPromptHistory(String(DEMO_USER_ID)).recent[0]).toBe('A rose gold ring'));
    // The task finishes on the mock clock; the next 3 s poll brings the four images.
    advance(10_000);
    const results = await screen.findAllByRole('link', { name: /^Open image \d of "A rose gold ring"/ });
    expect(results).toHaveLength(4);
    expect(screen.queryAllByRole('status', { name: /Starting|Generating/ })).toHaveLength(0);
    // The newest record, finished while on screen, has its star like every finished one (issue 29 §4).
    const newest = results[0].closest('article') ?? results[0].closest('[data-record]');
    expect(newest).not.toBeNull();
    expect(await within(newest as HTMLElement).findByRole('button', { name: /^Star/ })).toBeInTheDocument();
  });

  it('says when the submission fails', async () => {
    server.use(
      http.post('*/api/action/imageGeneration', () => HttpResponse.json({ code: 500, message: 'Boom' })),
    );
    const user = userEvent.setup();
    renderPage();
    await chooseRings(user);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('A ring');
    await user.click(generate());
    expect(await screen.findByText('Mission submission failed.')).toBeInTheDocument();
  });

  it('explains a lack of credits and links to /payment, debiting nothing', async () => {
    server.use(...scenarios.outOfCredits);
    const user = userEvent.setup();
    renderPage();
    await chooseRings(user);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('A ring');
    await user.click(generate());
    expect(await screen.findByText(/Not enough credits/)).toBeInTheDocument();
    expect(db().users[0].points).toBe(0);
    expect(db().records.filter((record) => record.params.prompt === 'A ring')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Get credits' }));
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
  });
});

describe('InspirationPage in 中文', () => {
  it('shows the form, the banner and the validation in Chinese', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<InspirationPage />, {
      route: '/tools/inspiration',
      path: '/tools/inspiration',
    });
    expect(await screen.findByRole('heading', { name: '创作' })).toBeInTheDocument();
    expect(screen.getByText('轻松换装、修改细节或重塑风格。只需涂抹遮罩，即可随心修改')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传参考图片' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '生成记录' })).toBeInTheDocument();
    signIn();
    await user.click(screen.getByRole('button', { name: /generate|生成/i }));
    expect(await screen.findByText('请填写提示词或上传图片。')).toBeInTheDocument();
  });

  it('keeps the form as the user left it through a trip away (Back from /payment), but a filling link wins', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await chooseRings(user);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('An emerald ring');
    first.unmount();

    const second = renderPage();
    expect(await screen.findByLabelText('Prompt')).toHaveValue('An emerald ring');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Rings'));
    second.unmount();

    renderPage(`/tools/inspiration?prompt=${encodeURIComponent('From a link')}`);
    expect(await screen.findByLabelText('Prompt')).toHaveValue('From a link');
  });
});
