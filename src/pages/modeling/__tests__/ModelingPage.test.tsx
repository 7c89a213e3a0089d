import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { configureTaskTiming } from '@mocks/engine/tasks';
import ModelingPage from '@/pages/modeling/ModelingPage';
import { pngFile } from '@/test/imageFiles';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';

const modelImage = () => db().templates.find((t) => t.prompt_id === 501)!.models[0].image_id;

function renderPage(query = '', { attachStyles = false } = {}) {
  return renderWithProviders(<ModelingPage />, {
    attachStyles,
    route: `/modeling/content${query}`,
    path: '/modeling/content/:id?',
    routes: [
      { path: '/payment', element: <p>Payment page</p> },
      { path: '/space/avator', element: <p>Fashion Style looks</p> },
    ],
  });
}

beforeEach(() => {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  configureTaskTiming({ minMs: 200, maxMs: 400 });
});

afterEach(() => jest.restoreAllMocks());

describe('modeling page', () => {
  it('without an image offers the ways to bring a product in instead of a Generate that cannot work', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    const tabs = screen.getByRole('tablist', { name: 'Modeling' });
    expect(within(tabs).getByRole('tab', { name: 'Prototype' })).toHaveAttribute('aria-selected', 'true');
    // The start panel is a part of its own, loaded by the page.
    const start = await screen.findByRole('region', { name: 'Bring a product in' });
    expect(within(start).getByRole('button', { name: 'Upload product picture' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Generate/ })).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Video' }));
    expect(await screen.findAllByText('Please upload the picture first.')).not.toHaveLength(0);
    expect(within(tabs).getByRole('tab', { name: 'Prototype' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(start).getByRole('link', { name: 'Browse the Fashion Style looks' }));
    expect(router.state.location.pathname).toBe('/space/avator');
  });

  it('a picture picked from the asset library in the start panel opens the generator with it (defect 4)', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('?prompt_id=501');
    const start = screen.getByRole('region', { name: 'Bring a product in' });
    await user.click(within(start).getByRole('button', { name: 'Pick from asset library' }));
    const library = await screen.findByRole('dialog', { name: 'Import from asset library' });
    const pictures = await within(library).findAllByRole('button', { name: /^Use / });
    await user.click(pictures[0]);
    await waitFor(() => expect(router.state.location.search).toMatch(/image_id=\d+/));
    expect(router.state.location.search).toContain('prompt_id=501');
    expect(screen.queryByRole('dialog', { name: 'Import from asset library' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Generate/ })).toBeInTheDocument();
  });

  it('an upload from the start panel opens the generator with the new image', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('?prompt_id=501');
    await user.upload(screen.getByTestId('modeling-start-upload'), pngFile('dress.png'));
    await waitFor(() => expect(router.state.location.search).toMatch(/image_id=\d+/));
    expect(router.state.location.search).toContain('prompt_id=501');
    expect(await screen.findByRole('button', { name: /^Generate/ })).toBeInTheDocument();
  });

  it("while the image loads, Video opens (no 'Please upload the picture first.') and Generate says it waits", async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/image/info', async () => {
        await held;
        return undefined;
      }),
    );
    const { router } = renderPage(`?image_id=${modelImage()}&prompt_id=501`);
    const generate = await screen.findByRole('button', { name: /^Generate/ });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Loading the product picture…');
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    expect(router.state.location.search).toContain('type=video');
    expect(screen.queryByText('Please upload the picture first.')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Choice of animation effects')).toBeInTheDocument();
  });

  it('type=video selects the Video tab, which composes the shared video generator', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(`?image_id=${modelImage()}&prompt_id=501&type=video`);
    expect(await screen.findByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Choice of animation effects')).toBeInTheDocument();
    expect(screen.getByText('Choice of model')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Prototype' }));
    expect(router.state.location.search).not.toContain('type=video');
    expect(await screen.findByRole('button', { name: /^Generate/ })).toBeInTheDocument();
  });

  it("shows 'Failed to load image: Image not found' with a retry", async () => {
    renderPage('?image_id=424242');
    expect(await screen.findByText('Failed to load image: Image not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Failed to get image details' when the call does not answer", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/image/info', () => HttpResponse.error()));
    renderPage('?image_id=5');
    expect(await screen.findByText('Failed to get image details')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      '[http] GET http://localhost/api/image/info?image_id=5 failed',
      expect.anything(),
    );
  });

  it('requires a prompt, multiplies the cost by the attached images and reports the upload', async () => {
    const user = userEvent.setup();
    renderPage(`?image_id=${modelImage()}&prompt_id=501`);
    const generate = await screen.findByRole('button', { name: /^Generate/ });
    await waitFor(() => expect(generate).toBeEnabled());
    // ICU plural (issue 30): one credit, two credits.
    expect(generate).toHaveTextContent(/1 credit$/);
    await user.click(generate);
    expect(await screen.findByText('Please enter a prompt')).toBeInTheDocument();
    await user.upload(screen.getByTestId('modeling-clothing-input'), [pngFile('a.png'), pngFile('b.png')]);
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(generate).toHaveTextContent('2 credits'));
    await user.click(screen.getByRole('button', { name: 'Select clothing 1' }));
    await waitFor(() => expect(generate).toHaveTextContent(/1 credit$/));
  });

  it('generates an image under the product, then says it succeeded', async () => {
    const user = userEvent.setup();
    renderPage(`?image_id=${modelImage()}&prompt_id=501`);
    await user.type(await screen.findByRole('textbox', { name: /Prompt/ }), 'Street look in a linen shirt');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Image generated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Generated image 1' })).toBeInTheDocument();
  });

  it("reports a failed generation and resubmits it with 'Failed. Try again?'", async () => {
    const user = userEvent.setup();
    renderPage(`?image_id=${modelImage()}&prompt_id=501`);
    await user.type(await screen.findByRole('textbox', { name: /Prompt/ }), 'please fail');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText(/^Generation failed: /)).toBeInTheDocument();
    const retry = await screen.findAllByRole('button', { name: /Failed\. Try again\?/ });
    await user.click(retry[0]);
    expect(await screen.findByText('Retry task submitted successfully')).toBeInTheDocument();
  });

  it("says 'Failed to submit generation task' when the submission fails", async () => {
    server.use(
      http.post('*/api/image/createDescImages', () =>
        HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(`?image_id=${modelImage()}&prompt_id=501`);
    await user.type(await screen.findByRole('textbox', { name: /Prompt/ }), 'A look');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Failed to submit generation task')).toBeInTheDocument();
  });

  it.each([
    { width: 'a desktop', desktop: true, key: '{ArrowDown}' },
    { width: 'a phone', desktop: false, key: '{ArrowRight}' },
  ])(
    'on $width lists the modeling history; a click opens it and $key moves to the next',
    async ({ desktop, key }) => {
      // Beside the stage from a tablet's width up (↑/↓, spec 3 §2.4), across the top on a phone (←/→).
      jest.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: desktop && query.includes('min-width'),
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      const user = userEvent.setup();
      server.use(
        http.get('*/api/user/history', () =>
          HttpResponse.json({
            code: 0,
            message: 'success',
            data: {
              list: [11, 12].map((n) => ({
                record_id: `r${n}`,
                status: 'success',
                progress: 100,
                function: { key: 'descImageGeneration' },
                params: { prompt_id: 500 + n },
                result: [{ image_id: n, path: `/mock-media/art/h${n}_3x4.svg` }],
                record_tasks: [],
                create_time: '2026-01-01T00:00:00Z',
              })),
              page: 1,
              pageSize: 50,
              total: 2,
            },
          }),
        ),
      );
      // The strip's direction is a CSS rule at the breakpoint: the styles go into the document.
      const { router } = renderPage('', { attachStyles: true });
      const strip = await screen.findByRole('navigation', { name: 'History' });
      await user.click(within(strip).getByRole('button', { name: 'History image 1' }));
      await waitFor(() => expect(router.state.location.search).toBe('?image_id=11&prompt_id=511'));
      expect(strip).toHaveStyle({ flexDirection: desktop ? 'column' : 'row' });
      within(strip).getByRole('button', { name: 'History image 1' }).focus();
      await user.keyboard(key);
      await waitFor(() => expect(router.state.location.search).toBe('?image_id=12&prompt_id=512'));
    },
  );

  it('restores a running record of this image from the history as Generating', async () => {
    const imageId = modelImage();
    server.use(
      http.get('*/api/user/history', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: {
            list: [
              {
                record_id: 'r_running',
                status: 'progress',
                progress: 30,
                function: { key: 'descImageGeneration' },
                params: { image_id: imageId, prompt_id: 501, prompt: 'A look' },
                result: [],
                record_tasks: [],
                create_time: new Date().toISOString(),
              },
            ],
            page: 1,
            pageSize: 50,
            total: 1,
          },
        }),
      ),
      http.get('*/api/action/getTask', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: {
            record_id: 'r_running',
            status: 'progress',
            progress: 30,
            function: { key: 'descImageGeneration' },
            params: { image_id: imageId },
            result: [],
            record_tasks: [],
            create_time: new Date().toISOString(),
          },
        }),
      ),
    );
    renderPage(`?image_id=${imageId}&prompt_id=501`);
    expect((await screen.findAllByText('Generating')).length).toBeGreaterThan(0);
  });
});
