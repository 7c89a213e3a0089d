/** Image detail and image info in 中文 (issue 30): their key texts follow the stored language. */
import { screen } from '@testing-library/react';
import { renderWithProvidersInChinese } from '@/test/render';
import { DetailState } from '@/features/image-detail/components/DetailState';
import { DetailText } from '@/features/image-detail/components/DetailText';
import { MoreCreations } from '@/features/image-info/components/MoreCreations';
import { InfoDetails } from '@/features/image-info/components/InfoDetails';
import NotFoundPage from '@/pages/misc/NotFoundPage';

afterEach(() => localStorage.clear());

const noop = () => undefined;

describe('in Chinese', () => {
  it('image detail: not found', async () => {
    await renderWithProvidersInChinese(<DetailState status="notFound" onRetry={noop} onBack={noop} />);
    expect(screen.getByRole('heading', { name: '未找到图片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回探索' })).toBeInTheDocument();
  });

  it('image info: the details and More Creations', async () => {
    await renderWithProvidersInChinese(
      <>
        <InfoDetails
          task={
            {
              params: { prompt: 'gold ring', ar: '1:1', attributes: [{ name: 'Material', value: 'Gold' }] },
            } as never
          }
        />
        <MoreCreations busy={false} onPick={noop} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '产品名称' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制提示词' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '更多创作' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '强烈放大' })).toHaveTextContent('强烈');
    // What the user wrote and the category's attributes are content, left as written (translate="no").
    expect(screen.getByText('gold ring')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Material').closest('[translate]')).toHaveAttribute('translate', 'no');
  });

  it("image detail: the picture's name and prompt are content (translate='no')", async () => {
    await renderWithProvidersInChinese(
      <DetailText image={{ image_id: 1, name: 'Organic choker', prompt: 'A choker on marble' } as never} />,
    );
    expect(screen.getByRole('heading', { name: 'Organic choker' })).toHaveAttribute('translate', 'no');
    expect(await screen.findByTestId('safe-markdown')).toHaveAttribute('translate', 'no');
  });
});

describe('the 404 page in Chinese', () => {
  it('says the page does not exist and offers the way home', async () => {
    await renderWithProvidersInChinese(<NotFoundPage />);
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });
});
