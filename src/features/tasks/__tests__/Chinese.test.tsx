/** A generation record and the generator's shared fields in 中文 (issue 30); English is asserted by their own tests. */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { PromptField } from '@/components/generator/PromptField';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { writeCookie } from '@/utils/cookies';
import { FailedRecord } from '../components/FailedRecord';
import { RecordCard } from '../components/RecordCard';
import { resolveFailureReason } from '../failureReason';
import { useCreationSubmit } from '../hooks/useCreationSubmit';
import { noticeText } from '../hooks/useTaskAnnouncer';
import { taskNoticeT } from '../notify/i18n';
import { tasksT } from '../i18n';

afterEach(() => localStorage.clear());

const noop = () => undefined;
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** The stored setting in 中文 with the catalogs imported so far loaded (texts said outside a component). */
async function preloadInChinese() {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
  await preloadLanguage('zh');
}

describe('in 中文', () => {
  it('a record without a prompt is named in Chinese and its time is in Chinese order', async () => {
    await renderWithProvidersInChinese(
      <RecordCard prompt={null} createTime="2026-11-26T12:12:32Z">
        <span />
      </RecordCard>,
    );
    expect(screen.getByText('未命名的生成')).toBeInTheDocument();
    expect(screen.getByText(/^2026\/11\/2[67] \d{1,2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it("a record's prompt is the user's: shown as written and marked not to translate", async () => {
    await renderWithProvidersInChinese(
      <RecordCard prompt="A silver ring" createTime={null}>
        <span />
      </RecordCard>,
    );
    expect(screen.getByText('A silver ring')).toHaveAttribute('translate', 'no');
  });

  it('the prompt field and the category selects speak Chinese', async () => {
    await renderWithProvidersInChinese(
      <>
        <PromptField value="" onChange={noop} />
        <CategoryPicker categories={[]} parentId={null} childId={null} onParent={noop} onChild={noop} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '提示词' })).toHaveAttribute(
      'placeholder',
      '描述您想要创作的设计',
    );
    expect(screen.getByRole('combobox', { name: '分类' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '类型' })).toBeInTheDocument();
  });

  it('in English the same texts as before', () => {
    renderWithProviders(
      <RecordCard prompt={null} createTime="2026-11-26T12:12:32Z">
        <span />
      </RecordCard>,
    );
    expect(screen.getByText('Untitled generation')).toBeInTheDocument();
    expect(screen.getByText(/^11\/2[67]\/2026, \d{1,2}:\d{2}:\d{2} [AP]M$/)).toBeInTheDocument();
  });
});

describe('the engine in 中文', () => {
  it('a failed record offers 重试, or says 失败 when it cannot be resubmitted', async () => {
    await renderWithProvidersInChinese(
      <>
        <FailedRecord reason="网络错误" onRetry={noop} />
        <FailedRecord reason="未知错误" />
      </>,
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
  });

  it("tells of a finish in Chinese, a failed video in the spec's wording", async () => {
    await preloadInChinese();
    expect(noticeText({ status: 'success', labelKey: 'imageGeneration' }, taskNoticeT)).toBe(
      '图片生成已完成',
    );
    expect(
      noticeText({ status: 'failure', labelKey: 'videoShowGeneration', reason: '超时' }, taskNoticeT),
    ).toBe('视频生成失败：超时');
    expect(noticeText({ status: 'failure', reason: '超时' }, taskNoticeT)).toBe('生成失败：超时');
    expect(noticeText({ status: 'cancel', labelKey: 'photoset' }, taskNoticeT)).toBe('写真集已取消');
    // A name the screen gave is kept.
    expect(noticeText({ status: 'success', label: '时尚风格' }, taskNoticeT)).toBe('时尚风格已完成');
    expect(noticeText({ status: 'success', label: '时尚风格', labelLanguage: 'zh' }, taskNoticeT)).toBe(
      '时尚风格已完成',
    );
  });

  it('a task named in English before the switch to 中文 is named by its function, not in English', async () => {
    await preloadInChinese();
    expect(
      noticeText(
        { status: 'success', label: 'Fashion Style', labelLanguage: 'en', labelKey: 'imageGeneration' },
        taskNoticeT,
      ),
    ).toBe('图片生成已完成');
    expect(
      noticeText({ status: 'failure', label: 'Video', labelLanguage: 'en', reason: '超时' }, taskNoticeT),
    ).toBe('生成失败：超时');
  });

  it('the default failure reason, the moderation statement and the retry message are read in Chinese', async () => {
    await preloadInChinese();
    expect(resolveFailureReason({ status: 'failure' })).toBe('任务失败');
    expect(resolveFailureReason({ properties: { is_output_rejection: true } })).toBe(
      '我们的检测系统认为此内容可能违反内容政策，因此未生成。',
    );
    expect(tasksT('tasks.retrySuccess')).toBe('重试成功，任务已重新提交');
    expect(tasksT('tasks.noTaskToRetry')).toBe('没有可重试的任务');
  });

  it('in English the spec words are unchanged', () => {
    expect(noticeText({ status: 'success', labelKey: 'imageGeneration' }, taskNoticeT)).toBe(
      'Image generation finished',
    );
    expect(noticeText({ status: 'failure', labelKey: 'imageChat', reason: 'Timeout' }, taskNoticeT)).toBe(
      'Vary / Upscale failed: Timeout',
    );
    expect(noticeText({ status: 'cancel', labelKey: 'photoset' }, taskNoticeT)).toBe(
      'Photoset was cancelled',
    );
    expect(resolveFailureReason({ status: 'failure' })).toBe('Task Failure');
    expect(tasksT('tasks.retrySuccess')).toBe('Retry successful, task resubmitted');
    expect(tasksT('tasks.noTaskToRetry')).toBe('No task to retry');
  });
});

describe('the credit check in 中文', () => {
  beforeEach(() => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    // A balance of 3 and a price of 4 for one image generation.
    server.use(
      http.get('*/api/user/points', () => ok({ points: 3, total: 3 })),
      http.get('*/api/global/getFunction/:key', () =>
        ok({ key: 'imageGeneration', name: 'Image generation', points: 4 }),
      ),
    );
  });

  function Generate() {
    const creation = useCreationSubmit<string, string>({
      functionKey: 'imageGeneration',
      send: async () => 'rec_1',
      failure: null,
    });
    return <GenerateButton {...creation.button} onClick={() => void creation.submit('a ring')} />;
  }

  it('says why in Chinese, with the way to /payment', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<Generate />);
    const button = screen.getByRole('button', { name: /^生成/ });
    await waitFor(() => expect(button).toHaveTextContent('4 积分'));
    await user.click(button);
    expect(await screen.findByText('积分不足：本次需要 4 积分，您有 3 积分。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '获取积分' })).toBeInTheDocument();
  });

  it('in English the words of before', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Generate />);
    const button = screen.getByRole('button', { name: /^Generate/ });
    await waitFor(() => expect(button).toHaveTextContent('4 credits'));
    await user.click(button);
    expect(
      await screen.findByText('Not enough credits: this costs 4 credits and you have 3.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
  });
});
