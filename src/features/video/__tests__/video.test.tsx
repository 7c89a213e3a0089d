import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import type { TaskItem } from '@/features/tasks';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { toastStore } from '@/utils/toast';
import { VideoGenerationPanel } from '../components/VideoGenerationPanel';
import { VideoResults } from '../components/VideoResults';
import { EffectCard } from '../components/EffectCard';
import { visibleVideoModels } from '../api';
import { orderVideoItems } from '../utils';
import type { VideoSubmit } from '../hooks/useVideoTasks';

const PICTURES = [{ image_id: 1001, path: '/mock-media/art/product.png', label: 'Product' }];

function renderPanel(props: Partial<Parameters<typeof VideoGenerationPanel>[0]> = {}) {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  const view = renderWithProviders(
    <VideoGenerationPanel scope="video-test" pictures={PICTURES} {...props} />,
  );
  return { ...view, user: userEvent.setup() };
}

async function chooseModel(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Video model' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('video engine', () => {
  it('hides runway and pollo seedance lite models', () => {
    expect(
      visibleVideoModels([
        { label: 'Kling 2.1', value: 'k' },
        { label: 'Runway Gen-4 Turbo', value: 'r' },
        { label: 'Pollo Seedance Lite', value: 'p' },
        { label: 'Seedance Pro', value: 's' },
      ]).map((m) => m.label),
    ).toEqual(['Kling 2.1', 'Seedance Pro']);
  });

  it('orders the thumbnails pending, generated, existing videos, then images', () => {
    const pending = [
      { tempId: 't1', phase: 'processing', recordId: 'r1', canRetry: true } as TaskItem<VideoSubmit>,
    ];
    const items = orderVideoItems({
      pending,
      progress: () => 42,
      generated: [{ video_id: 9, path: '/v/9.mp4' }],
      videos: [
        { video_id: 9, path: '/v/9.mp4' },
        { video_id: 3, path: '/v/3.mp4' },
      ],
      pictures: PICTURES,
    });
    expect(items.map((item) => item.key)).toEqual(['task-t1', 'video-9', 'video-3', 'image-1001']);
    expect(items[0]).toMatchObject({ state: 'processing', progress: 42, canRetry: false });
  });

  it('gives a stored clip its image as poster, so no thumbnail is the clip itself (a broken <img>)', () => {
    const items = orderVideoItems({
      pending: [],
      generated: [],
      videos: [{ video_id: 3, path: '/media/clip-1.webm' }],
      pictures: PICTURES,
    });
    const clip = items.find((item) => item.key === 'video-3')!;
    expect(clip.thumb).toContain('/mock-media/art/product.png');
    expect(clip.poster).toContain('/mock-media/art/product.png');
  });

  it('shows the first 4 effects, More(n) opens the masonry modal', async () => {
    const { user } = renderPanel();
    expect(await screen.findByRole('button', { name: 'Slow orbit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fabric breeze' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Light sweep' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More(4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Animation effects' });
    await user.click(within(dialog).getByRole('button', { name: 'Petal fall' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Petal fall' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('swaps an effect preview to its second sample on hover', () => {
    const effect = {
      prompt_id: 1,
      name: 'Spin',
      models: [
        { model_id: 1, path: '/clips/a.mp4' },
        { model_id: 2, path: '/clips/b.mp4' },
      ],
    };
    renderWithProviders(<EffectCard effect={effect} selected={false} onSelect={() => undefined} />);
    const card = screen.getByRole('button', { name: 'Spin' });
    expect(card).toHaveAttribute('data-preview', '/clips/a.mp4');
    fireEvent.mouseEnter(card);
    expect(card).toHaveAttribute('data-preview', '/clips/b.mp4');
    fireEvent.mouseLeave(card);
    expect(card).toHaveAttribute('data-preview', '/clips/a.mp4');
  });

  it("without an effect says 'Choice of animation effects' and sends nothing", async () => {
    const calls: unknown[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/video/createVideo')) calls.push(request.url);
    };
    server.events.on('request:start', count);
    const { user } = renderPanel();
    await screen.findByRole('combobox', { name: 'Video model' });
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    // The info message (a toast), not the section's own heading of the same words.
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toContainEqual(
        expect.objectContaining({ variant: 'info', message: 'Choice of animation effects' }),
      ),
    );
    expect(calls).toHaveLength(0);
    server.events.removeListener('request:start', count);
  });

  it('chooses the first model by default, so Generate with an effect submits (it used to do nothing)', async () => {
    let sent: { modelType?: string } | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/video/createVideo')) sent = await request.clone().json();
    });
    const { user } = renderPanel();
    const model = await screen.findByRole('combobox', { name: 'Video model' });
    await waitFor(() => expect(model).toHaveTextContent('Kling 2.1'));
    await user.click(await screen.findByRole('button', { name: 'Sparkle' }));
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('Video generation task submitted successfully')).toBeInTheDocument();
    expect(sent?.modelType).toBe('kling-v2-1');
    server.events.removeAllListeners();
  });

  it("submits with the chosen effect and model: 'Video generation task submitted successfully'", async () => {
    const onSubmitted = jest.fn();
    const { user } = renderPanel({ onSubmitted });
    expect(screen.getByRole('button', { name: /Generate/ })).toHaveTextContent('10+ credits');
    await user.click(await screen.findByRole('button', { name: 'Sparkle' }));
    await chooseModel(user, /Kling 2.1/);
    expect(screen.queryByRole('option', { name: /Runway/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('Video generation task submitted successfully')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalled();
  });

  it("reports 'Failed to submit video generation request' without a record id", async () => {
    server.use(
      http.post('*/video/createVideo', () => HttpResponse.json({ code: 0, message: 'ok', data: {} })),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sparkle' }));
    await chooseModel(user, /Kling 2.1/);
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('Failed to submit video generation request')).toBeInTheDocument();
  });

  it("reports 'Video generation request failed' on a request error", async () => {
    server.use(
      http.post('*/video/createVideo', () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sparkle' }));
    await chooseModel(user, /Kling 2.1/);
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('Video generation request failed')).toBeInTheDocument();
  });

  it("says 'No models available' when the list is empty", async () => {
    server.use(
      http.get('*/video/getVideoModelTypes', () => HttpResponse.json({ code: 0, message: 'ok', data: [] })),
    );
    renderPanel();
    const generate = await screen.findByRole('button', { name: /Generate/ });
    // Said where the model is chosen, and under Generate as the reason it is disabled.
    await waitFor(() => expect(generate).toHaveAccessibleDescription('No models available'));
    expect(generate).toBeDisabled();
    expect(screen.getAllByText('No models available')).toHaveLength(2);
  });

  it('offers an upload box when there is no picture', async () => {
    renderPanel({ pictures: [], onUploaded: () => undefined });
    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
  });
});

describe('video panel in 中文', () => {
  it("says the spec's Chinese 'loading' while the lists load, then its labels in Chinese", async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    // The models' answer is held until the loading text has been seen (the render is awaited, data and all).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/video/getVideoModelTypes', async () => {
        await held; // then falls through to the mock's own answer
      }),
    );
    await renderWithProvidersInChinese(<VideoGenerationPanel scope="video-zh" pictures={PICTURES} />);
    expect(screen.getAllByText('加载中').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('combobox', { name: '视频模型' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '视频生成' });
    expect(within(form).getByRole('heading', { name: '选择图片' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: '选择模型' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: '选择动画效果' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^生成/ })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it("shows the spec's Chinese 'no content' in an empty carousel", async () => {
    await renderWithProvidersInChinese(<VideoResults scope="video-zh-empty" videos={[]} pictures={[]} />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });

  it("says 'No content' in English", () => {
    renderWithProviders(<VideoResults scope="video-en-empty" videos={[]} pictures={[]} />);
    expect(screen.getByText('No content')).toBeInTheDocument();
  });
});
