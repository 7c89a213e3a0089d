import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import CostAssessmentPage from '@/pages/tools/CostAssessmentPage';
import DeliverPage from '@/pages/tools/DeliverPage';
import GeneratePage from '@/pages/tools/GeneratePage';
import LabPage from '@/pages/marketing/PreSalePage';
import { renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

const ROUTES = [
  { path: '/tools/costAssessment/:id', element: <CostAssessmentPage /> },
  { path: '/tools/generate/:id', element: <GeneratePage /> },
  { path: '/tools/deliver/:id', element: <DeliverPage /> },
  { path: '/marketing/pre-sale', element: <LabPage /> },
];

const open = (url: string) =>
  renderWithProvidersInChinese(<p>Start</p>, { route: url, path: '/nowhere', routes: ROUTES });

const product = (production: number) => db().products.find((p) => p.production_status === production)!;

describe('production pages in 中文', () => {
  it('cost assessment under review: the status modal and its steps', async () => {
    await open(`/tools/costAssessment/${product(1).image_id}`);
    const dialog = await screen.findByRole('dialog', { name: '产品正在进行成本评估' });
    for (const step of ['估价', '付款', '制作', '发货'])
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    expect(screen.getByText('等待成本评估')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '评估中', hidden: true })).toBeDisabled();
  });

  it('address form: labels and the field messages', async () => {
    await open(`/tools/generate/${product(2).image_id}`);
    const first = await screen.findByRole('textbox', { name: '名' });
    await waitFor(() => expect(first).toHaveValue('Demo'));
    const user = userEvent.setup();
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(screen.getByText('请输入名！')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '收货地址' })).toBeInTheDocument();
  });

  it('deliver: "Goods are being produced" and the period in Chinese', async () => {
    await open(`/tools/deliver/${product(3).image_id}`);
    expect(await screen.findByRole('dialog', { name: '商品生产中' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '生产周期：设计 第 1 天，制作 第 2–3 天，发货 第 4 天', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('实付金额')).toBeInTheDocument();
  });

  it('the Lab list names its statuses in Chinese', async () => {
    await open('/marketing/pre-sale');
    const list = await screen.findByRole('list', { name: '您的产品' });
    expect(within(list).getAllByText('生产：审核中').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '预生产与预售' })).toBeInTheDocument();
  });
});
