/** The shared components in 中文 (issue 30): their own words follow the stored language. */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { AppDialog } from '../AppDialog';
import { Carousel } from '../Carousel';
import { DownloadButton } from '../DownloadButton';
import { ModelSelect } from '../generator/ModelSelect';
import { IMAGE_MODELS } from '../generator/rules';
import { PickTile } from '../PickTile';
import { SafeMarkdown } from '../SafeMarkdown';
import { RetryAlert } from '../RetryAlert';
import { SignInPromptDialog } from '../SignInPromptDialog';
import { TermsAgreementDialog } from '../TermsAgreementDialog';
import { TaskPlaceholder } from '../TaskPlaceholder';
import { CompareView } from '../compare/CompareView';

afterEach(() => localStorage.clear());

const noop = () => undefined;

describe('shared components', () => {
  it('in Chinese: Close, Retry, the sign-in prompt, the terms dialog and a starting task', async () => {
    const first = await renderWithProvidersInChinese(
      <AppDialog open title="标题" onClose={noop}>
        <RetryAlert message="x" onRetry={noop} />
        <TaskPlaceholder ratio="1:1" progress={null} />
      </AppDialog>,
    );
    expect(await screen.findByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '正在开始…' })).toBeInTheDocument();
    first.unmount();
    const second = await renderWithProvidersInChinese(
      <SignInPromptDialog open action="点赞" onSignIn={noop} onClose={noop} />,
    );
    expect(await screen.findByRole('dialog', { name: '登录后继续' })).toHaveTextContent('请登录后使用点赞。');
    second.unmount();
    await renderWithProvidersInChinese(<TermsAgreementDialog open onAgree={noop} onDisagree={noop} />);
    expect(await screen.findByRole('dialog', { name: '服务条款和隐私政策' })).toHaveTextContent(
      '继续之前，请阅读并同意我们的服务条款和隐私政策。随后将请您登录。',
    );
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
  });

  it('in Chinese: the compare slider says where it stands', async () => {
    await renderWithProvidersInChinese(
      <CompareView
        original={{ src: '/a.png', label: '原图' }}
        result={{ src: '/b.png', label: '结果' }}
        mode="slider"
      />,
    );
    expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuetext', '原图 50%，结果 50%');
  });

  it('in English: the texts as before', async () => {
    const first = renderWithProviders(
      <AppDialog open title="Title" onClose={noop}>
        <TaskPlaceholder ratio="1:1" progress={null} />
      </AppDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Starting...' })).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(
      <SignInPromptDialog open action="Like" onSignIn={noop} onClose={noop} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toHaveTextContent(
      'Please sign in to use Like.',
    );
    second.unmount();
    renderWithProviders(<TermsAgreementDialog open onAgree={noop} onDisagree={noop} />);
    expect(
      await screen.findByRole('dialog', { name: 'Terms of Service and Privacy Policy' }),
    ).toHaveTextContent(
      'To continue, please read and agree to our Terms of Service and Privacy Policy. You will then be asked to sign in.',
    );
  });

  it('in Chinese: a name quoting content says its own words in Chinese; the content is marked translate="no"', async () => {
    await renderWithProvidersInChinese(
      <>
        <Carousel
          items={[{ key: 'a', kind: 'image', src: '/a.png', label: 'Silver cuff' }]}
          index={0}
          onIndexChange={noop}
          label="结果"
          renderDownload={(item) => (
            <DownloadButton
              path="/a.png"
              label={item.label}
              download={{ trigger: jest.fn(), isLoading: false }}
            />
          )}
        />
        <PickTile caption="Slow orbit" />
        <ModelSelect options={IMAGE_MODELS} value="gemini-2.5-flash-image" onChange={noop} />
        <SafeMarkdown>{'A **silver** cuff'}</SafeMarkdown>
      </>,
    );
    expect(screen.getByRole('button', { name: '下载 Silver cuff' })).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: '结果 缩略图' });
    expect(within(strip).getByRole('button', { name: 'Silver cuff' })).toBeInTheDocument();
    expect(screen.getByText('Slow orbit')).toHaveAttribute('translate', 'no');
    const model = screen.getByRole('combobox', { name: '模型' });
    expect(model).toHaveTextContent('Gemini · 1 积分');
    expect(within(model).getByText('Gemini')).toHaveAttribute('translate', 'no');
    expect(await screen.findByTestId('safe-markdown')).toHaveAttribute('translate', 'no');
  });
});
