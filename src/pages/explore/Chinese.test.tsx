/** Explore, image detail and image info in 中文 (issue 30): their key texts follow the stored language. */
import { screen } from '@testing-library/react';
import { renderWithProvidersInChinese } from '@/test/render';
import { ExploreTopBar } from '@/features/explore/components/ExploreTopBar';
import { FeedFooter } from '@/features/explore/components/FeedFooter';
import { DetailState } from '@/features/image-detail/components/DetailState';
import { MoreCreations } from '@/features/image-info/components/MoreCreations';
import { InfoDetails } from '@/features/image-info/components/InfoDetails';
import { INITIAL_FILTERS } from '@/features/explore/filters';

afterEach(() => localStorage.clear());

const noop = () => undefined;

describe('in Chinese', () => {
  it('Explore: the top bar and the end of the feed', async () => {
    await renderWithProvidersInChinese(
      <>
        <ExploreTopBar
          filters={INITIAL_FILTERS}
          categories={[]}
          categoryNames={new Map()}
          onToggleCategory={noop}
          onSort={noop}
          onSearch={noop}
          onTab={noop}
        />
        <FeedFooter
          loading={false}
          ended
          empty
          narrowed
          failure={{ current: 1, attempt: 1, retryInMs: 3000 }}
          onRetry={noop}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: '分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '随机' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '风格' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('搜索图片')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('图片加载失败。3 秒后重试。');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('image detail: not found', async () => {
    await renderWithProvidersInChinese(<DetailState status="notFound" onRetry={noop} onBack={noop} />);
    expect(screen.getByRole('heading', { name: '未找到图片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回探索' })).toBeInTheDocument();
  });

  it('image info: the details and More Creations', async () => {
    await renderWithProvidersInChinese(
      <>
        <InfoDetails task={{ params: { prompt: 'gold ring', ar: '1:1' } } as never} />
        <MoreCreations busy={false} onPick={noop} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '产品名称' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制提示词' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '更多创作' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '强烈放大' })).toHaveTextContent('强烈');
  });
});
