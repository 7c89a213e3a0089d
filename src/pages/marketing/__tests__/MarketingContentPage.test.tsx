import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { configureTaskTiming } from '@mocks/engine/tasks';
import { server } from '@mocks/node';
import { imageFile } from '@/test/imageFiles';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import MarketingContentPage from '../MarketingContentPage';

/** A seeded image with a product category and no video. */
function productImage() {
  const cats = db().categories;
  const image = db().images.find(
    (img) =>
      img.category_id !== null &&
      !img.video &&
      img.videos.length === 0 &&
      cats.some((c) => c.category_id === img.category_id && c.parent_id !== null && c.filter_type === 0),
  );
  if (!image) throw new Error('no product image in the seed');
  return image;
}

function renderPage(route = '/marketing/content') {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  const view = renderWithProviders(<MarketingContentPage />, { route, path: '/marketing/content' });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const search = (view: ReturnType<typeof renderPage>) =>
  new URLSearchParams(view.router.state.location.search);

describe('Marketing content without image_id', () => {
  it('shows the hero: title, buttons, prompt label and three examples', async () => {
    renderPage();
    // The hero is a part of its own, loaded by the page.
    expect(await screen.findByRole('heading', { name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from asset library' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
    expect(screen.getByLabelText('What should your character say?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Examples' })).toHaveTextContent('1 / 3');
  });

  it('uploads, analyses, confirms the category and moves to the new image_id', async () => {
    const view = renderPage();
    await view.user.type(
      await screen.findByLabelText('What should your character say?'),
      'A ring that sparkles',
    );
    await view.user.upload(
      screen.getByTestId('marketing-upload-file'),
      imageFile('gold-ring.png', 'png', 2048),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Product category' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).getByRole('combobox', { name: 'Subcategory' })).toHaveTextContent(/Ring/i);
    await view.user.click(confirm);
    await waitFor(() => expect(search(view).get('image_id')).toMatch(/^\d+$/));
    // The hero's line is the workspace's prompt (spec 3 §2.1's label is read, not only shown).
    expect(await screen.findByDisplayValue('A ring that sparkles')).toBeInTheDocument();
  });

  it("warns 'Failed to parse category from analyze result.' and keeps Confirm disabled", async () => {
    server.use(
      http.post('*/image/analyzeCategory', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { category_id: 'x', children: {} } }),
      ),
    );
    const view = renderPage();
    await view.user.upload(screen.getByTestId('marketing-upload-file'), imageFile('thing.png', 'png', 2048));
    const dialog = await screen.findByRole('dialog', { name: 'Product category' });
    expect(within(dialog).getByText('Failed to parse category from analyze result.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it("reports 'This image has not been analyzed for its category.' on an analysis error", async () => {
    server.use(
      http.post('*/image/analyzeCategory', () =>
        HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
      ),
    );
    const view = renderPage();
    await view.user.upload(screen.getByTestId('marketing-upload-file'), imageFile('thing.png', 'png', 2048));
    expect(await screen.findByText('This image has not been analyzed for its category.')).toBeInTheDocument();
  });

  it("imports from the asset library; an unknown category warns 'Please select a category'", async () => {
    server.use(
      http.get('*/image/self', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            list: [
              {
                image_id: 1001,
                path: '/mock-media/art/lib.png',
                name: 'Lib',
                isLike: false,
                likeNum: 0,
                category: null,
              },
            ],
            current: 1,
            pageSize: 18,
            total: 1,
          },
        }),
      ),
    );
    const view = renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Import from asset library' }));
    const library = await screen.findByRole('dialog', { name: 'Import from asset library' });
    await view.user.click(await within(library).findByRole('button', { name: 'Use Lib' }));
    expect(await screen.findByText('Please select a category')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Product category' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('The asset library does not trap anyone (issue 26 defect 3)', () => {
  it('has a ✕ that closes it, and Back closes it and stays on the page', async () => {
    const view = renderPage();
    const open = () => view.user.click(screen.getByRole('button', { name: 'Import from asset library' }));
    await open();
    const library = await screen.findByRole('dialog', { name: 'Import from asset library' });
    await view.user.click(within(library).getByRole('button', { name: 'Close' }));
    // The closing transition can take a while on a busy machine.
    const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await gone();

    await open();
    await screen.findByRole('dialog', { name: 'Import from asset library' });
    await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 1 }));
    window.history.back();
    await gone();
    expect(view.router.state.location.pathname).toBe('/marketing/content');
    expect(window.history.state?.overlayDepth).toBeUndefined();
  });
});

describe('Marketing content with image_id', () => {
  it("says 'Failed to get image details' with a retry", async () => {
    server.use(
      http.get('*/image/info', () => HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })),
    );
    renderPage('/marketing/content?image_id=999999');
    expect(await screen.findByText('Failed to get image details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('defaults to Static, to Video with type=video, and keeps the tab in the URL', async () => {
    const image = productImage();
    const view = renderPage(`/marketing/content?image_id=${image.image_id}`);
    expect(await screen.findByRole('tab', { name: 'Static' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Static' })).toHaveAttribute('id', 'tour-tab-static');
    // Try-On needs the product's picture (without it the tab only warns): its thumbnail says it is in.
    await screen.findByRole('img', { name: /^Product: / });
    await view.user.click(screen.getByRole('tab', { name: 'Try-On' }));
    await waitFor(() => expect(search(view).get('tab')).toBe('tryOn'));
    view.unmount();
    renderPage(`/marketing/content?image_id=${image.image_id}&type=video`);
    expect(await screen.findByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  });

  it("warns 'Please upload the picture first.' for Try-On while there is no picture", async () => {
    server.use(
      http.get('*/image/info', () => HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })),
    );
    const view = renderPage('/marketing/content?image_id=999999');
    await screen.findByText('Failed to get image details');
    await view.user.click(screen.getByRole('tab', { name: 'Try-On' }));
    expect(await screen.findByText('Please upload the picture first.')).toBeInTheDocument();
    expect(search(view).get('tab')).toBeNull();
  });

  it("Static: needs a template; two templates cost twice and report 'Successfully submitted 2 templates'", async () => {
    const image = productImage();
    const view = renderPage(`/marketing/content?image_id=${image.image_id}`);
    const generate = await screen.findByRole('button', { name: /^Generate(\s*\d+ credits?)?$/ });
    await view.user.click(generate);
    expect(await screen.findByText('Please select at least one template')).toBeInTheDocument();
    const tiles = within(await screen.findByRole('group', { name: 'Templates' })).getAllByRole('button');
    await view.user.click(tiles[0]);
    await view.user.click(tiles[1]);
    await waitFor(() => expect(generate).toHaveTextContent('2 credits'));
    await view.user.click(generate);
    expect(await screen.findByText('Successfully submitted 2 templates')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your image has entered the processing queue. This will take a little time, so please wait patiently for a moment.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Marketing templates: a failed load is not an empty list (issue 41 §7)', () => {
  it('says the templates could not be loaded when the category tree failed, and Retry brings them', async () => {
    const image = productImage();
    let fail = true;
    server.use(
      http.get('*/global/category', () =>
        fail ? HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }) : undefined,
      ),
    );
    const view = renderPage(`/marketing/content?image_id=${image.image_id}`);
    expect(await screen.findByText('Could not load the templates.')).toBeInTheDocument();
    expect(screen.queryByText('No templates for this category yet.')).not.toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Templates' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the templates.')).not.toBeInTheDocument();
  });

  it('says the templates could not be loaded when their own call failed', async () => {
    const image = productImage();
    server.use(
      http.get('*/category/promptList', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    renderPage(`/marketing/content?image_id=${image.image_id}`);
    expect(await screen.findByText('Could not load the templates.')).toBeInTheDocument();
    expect(screen.queryByText('No templates for this category yet.')).not.toBeInTheDocument();
  });

  it("keeps 'No templates for this category yet.' for an answer that is empty", async () => {
    const image = productImage();
    server.use(
      http.get('*/category/promptList', () => HttpResponse.json({ code: 0, message: 'ok', data: [] })),
    );
    renderPage(`/marketing/content?image_id=${image.image_id}`);
    expect(await screen.findByText('No templates for this category yet.')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the templates.')).not.toBeInTheDocument();
  });
});

describe('Marketing tasks across loads and images', () => {
  const generating = () => screen.queryAllByLabelText('Image being generated');

  it("restores the image's running records on load and drops the pending items when image_id changes", async () => {
    // Long enough that the tasks are still running when the page is opened again.
    configureTaskTiming({ minMs: 120_000, maxMs: 120_000 });
    const image = productImage();
    const other = db().images.find((img) => img.image_id !== image.image_id && img.category_id !== null)!;
    const first = renderPage(`/marketing/content?image_id=${image.image_id}`);
    const tiles = within(await screen.findByRole('group', { name: 'Templates' })).getAllByRole('button');
    await first.user.click(tiles[0]);
    await first.user.click(screen.getByRole('button', { name: /^Generate(\s*\d+ credits?)?$/ }));
    await waitFor(() => expect(generating().length).toBeGreaterThan(0));

    // A new load (fresh store, as after a reload) finds the running record through the history.
    first.unmount();
    const second = renderPage(`/marketing/content?image_id=${image.image_id}`);
    await waitFor(() => expect(generating().length).toBeGreaterThan(0));

    // Another image: this image's pending items go, and the other image has none running.
    await act(() => second.router.navigate(`/marketing/content?image_id=${other.image_id}`));
    await waitFor(() => expect(generating()).toHaveLength(0));
  });
});

describe('Marketing tasks after the user leaves', () => {
  it('keeps the running tasks when the user goes to another screen, so their finish can still be told', async () => {
    configureTaskTiming({ minMs: 120_000, maxMs: 120_000 });
    const image = productImage();
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const view = renderWithProviders(<MarketingContentPage />, {
      route: `/marketing/content?image_id=${image.image_id}`,
      path: '/marketing/content',
      routes: [{ path: '/', element: <p>Explore page</p> }],
    });
    const user = userEvent.setup({ applyAccept: false });
    const tiles = within(await screen.findByRole('group', { name: 'Templates' })).getAllByRole('button');
    await user.click(tiles[0]);
    await user.click(screen.getByRole('button', { name: /^Generate(\s*\d+ credits?)?$/ }));
    await waitFor(() =>
      expect(screen.queryAllByLabelText('Image being generated').length).toBeGreaterThan(0),
    );

    await act(() => view.router.navigate('/'));
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
    // The app-wide notices poll what the screens started (issue 29 §3): leaving must not drop the task.
    const pending = Object.values(view.store.getState().tasks.pending).flat();
    expect(pending.filter((item) => item.recordId)).toHaveLength(1);
  });
});

describe('Marketing content in 中文', () => {
  it('shows the hero, then the workspace tabs and the Try-On form in Chinese', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const start = await renderWithProvidersInChinese(<MarketingContentPage />, {
      route: '/marketing/content',
      path: '/marketing/content',
    });
    expect(screen.getByRole('heading', { name: '营销' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '从素材库导入' })).toBeInTheDocument();
    expect(screen.getByLabelText('您希望角色说些什么？')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '示例' })).toBeInTheDocument();
    start.unmount();
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<MarketingContentPage />, {
      route: `/marketing/content?image_id=${productImage().image_id}`,
      path: '/marketing/content',
    });
    // Try-On needs the product's picture (without it the tab only warns): its thumbnail says it is in.
    await screen.findByRole('img', { name: /^商品：/ });
    await user.click(screen.getByRole('tab', { name: '试穿' }));
    expect(await screen.findByRole('form', { name: '试穿图生成' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '背景' })).toHaveTextContent('白色影棚');
  });
});
