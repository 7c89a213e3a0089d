/** Explore in 中文 (issue 30): its key texts follow the stored language (image detail and info: src/pages/image/__tests__/Chinese.test.tsx). */
import { screen } from '@testing-library/react';
import { renderWithProvidersInChinese } from '@/test/render';
import { ExploreTopBar } from '@/features/explore/components/ExploreTopBar';
import { FeedCard } from '@/features/explore/components/FeedCard';
import { FeedFooter } from '@/features/explore/components/FeedFooter';
import type { FeedItem } from '@/features/explore/feedItems';
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

  it('a feed card: its buttons name it in Chinese, its title is content (translate="no")', async () => {
    const item: FeedItem = {
      image: { image_id: 7, isLike: false, likeNum: 3 } as FeedItem['image'],
      key: '7',
      name: 'Vintage slip dress',
      path: '/a.png',
      isStyle: false,
    };
    await renderWithProvidersInChinese(
      <FeedCard item={item} likePending={false} onOpen={noop} onLike={noop} onAction={noop} />,
    );
    expect(screen.getByRole('button', { name: '打开 Vintage slip dress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点赞 Vintage slip dress' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vintage slip dress' })).toHaveAttribute('translate', 'no');
  });
});
