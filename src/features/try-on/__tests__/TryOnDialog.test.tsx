import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { scenarios, server } from '@mocks/node';
import { imageFile } from '@/test/imageFiles';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { MB } from '@/utils/files';
import { writeCookie } from '@/utils/cookies';
import { TryOnDialog } from '../components/TryOnDialog';

const routes = [
  { path: '/modeling/content', element: <p>Modeling page</p> },
  { path: '/modeling/fashionFactory', element: <p>Fashion factory</p> },
];

function file(name: string, type: string, size = 1024) {
  // Real PNG bytes: the uploader checks that the content is the picture the type says.
  return type === 'image/png'
    ? imageFile(name, 'png', size)
    : new File([new Uint8Array(size)], name, { type });
}

function renderDialog() {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <TryOnDialog model={{ image_id: 1007, prompt_id: 508 }} onClose={onClose} />,
    {
      route: '/',
      routes,
    },
  );
  return { ...view, onClose, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByTestId('try-on-file') as HTMLInputElement;

describe('Try On dialog', () => {
  it('is titled "Marketing - Try On" and defaults to 9:16', async () => {
    renderDialog();
    // The dialog's code loads on its first opening (AppDialog is a lazy overlay).
    const dialog = await screen.findByRole('dialog', { name: 'Marketing - Try On' });
    expect(within(dialog).getByRole('button', { name: '9:16' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['16:9', '4:3', '3:2', '1:1', '3:4', '2:3']));
  });

  it('accepts only images', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), file('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Only image files are allowed!')).toBeInTheDocument();
  });

  it('accepts only images under 5 MB', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), file('big.png', 'image/png', 5 * MB));
    expect(await screen.findByText('Image size cannot exceed 5MB!')).toBeInTheDocument();
  });

  it('uploads, selects the picture and keeps the last 5', async () => {
    const { user } = renderDialog();
    for (let i = 0; i < 6; i += 1) {
      await user.upload(fileInput(), file(`shirt-${i}.png`, 'image/png'));
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: /^Product image/ })).toHaveLength(Math.min(i + 1, 5)),
      );
    }
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Product image/ })).toHaveLength(5);
  });

  it("shows the server's message when the upload fails", async () => {
    server.use(
      http.post('*/api/image/upload', () =>
        HttpResponse.json({ code: 415, message: 'Unsupported picture', data: null }),
      ),
    );
    const { user } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    expect(await screen.findByText('Unsupported picture')).toBeInTheDocument();
  });

  it('falls back to "Image upload failed." when the server says nothing readable', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/image/upload', () => HttpResponse.error()));
    const { user } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    expect(await screen.findByText('Image upload failed.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[http] POST /image/upload failed', expect.any(Error));
  });

  it('asks for a picture before generating', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Please select at least one image')).toBeInTheDocument();
  });

  it('submits once with the fixed model and prompt, then opens the batch', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/image/createDescImages', async ({ request }) => {
        bodies.push(await request.clone().json());
        await delay(50);
        return undefined;
      }),
    );
    const { user, router, onClose } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    await screen.findByText('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: '3:4' }));
    const generate = screen.getByRole('button', { name: /^Generate/ });
    // Generate says what it costs, as on every creation screen: one product image's credits per picture sent.
    await waitFor(() => expect(generate).toHaveTextContent('Generate1 credit'));
    await user.dblClick(generate);
    expect(
      await screen.findByText('Image generation tasks submitted successfully, please wait...'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual([
      {
        image_id: 1007,
        prompt_id: 508,
        model: 'gemini-2.5-flash-image',
        prompt: 'dress the clothes on the model',
        images: [expect.stringMatching(/^\/mock-media\/upload\//)],
        ar: '3:4',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/modeling/fashionFactory');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('image_id')).toBe('1007');
    expect(params.get('batch_id')).toBeTruthy();
  });

  it('goes to /modeling/content with image_id and prompt_id when no batch id comes back', async () => {
    server.use(
      http.post('*/api/image/createDescImages', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { tasks: [] } }),
      ),
    );
    const { user, router } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    await screen.findByText('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modeling/content'));
    expect(router.state.location.search).toBe('?image_id=1007&prompt_id=508');
  });

  it('says "Generation failed, please try again" when the submission fails', async () => {
    server.use(
      http.post('*/api/image/createDescImages', () =>
        HttpResponse.json({ code: 500, message: 'Server busy', data: null }),
      ),
    );
    const { user, router } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    await screen.findByText('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Generation failed, please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Try On dialog: a paid submit like every creation', () => {
  it('stops before sending when the balance does not cover the pictures, and shows the way to credits', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/image/createDescImages', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
      ...scenarios.outOfCredits,
    );
    const { user, router, onClose } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    await screen.findByText('Image uploaded successfully!');
    const generate = screen.getByRole('button', { name: /^Generate/ });
    await waitFor(() => expect(generate).toHaveTextContent('Generate1 credit'));
    await user.click(generate);
    expect(await screen.findByText(/^Not enough credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it("takes the server's 402 the same way: its words and the way to credits, no failure toast", async () => {
    server.use(
      http.post('*/api/image/createDescImages', () =>
        HttpResponse.json({ code: 402, message: 'Not enough credits left', data: null }),
      ),
    );
    const { user } = renderDialog();
    await user.upload(fileInput(), file('shirt.png', 'image/png'));
    await screen.findByText('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Not enough credits left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
    expect(screen.queryByText('Generation failed, please try again')).not.toBeInTheDocument();
  });
});

describe('Try On dialog in 中文', () => {
  it("is titled in Chinese and asks for a picture with the spec's Chinese message", async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    await renderWithProvidersInChinese(
      <TryOnDialog model={{ image_id: 1007, prompt_id: 508 }} onClose={jest.fn()} />,
      {
        route: '/',
        routes,
      },
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: '营销 - 试穿' });
    expect(within(dialog).getByText('产品图片')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^生成/ }));
    expect(await screen.findByText('请至少选择一张图片')).toBeInTheDocument();
  });
});
