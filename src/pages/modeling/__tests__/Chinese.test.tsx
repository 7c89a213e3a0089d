import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import AvatorPage from '@/pages/space/AvatorPage';
import FashionFactoryPage from '@/pages/modeling/FashionFactoryPage';
import ModelingPage from '@/pages/modeling/ModelingPage';
import { renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';

const firstModelImage = () => db().templates.find((t) => t.prompt_id === 501)!.models[0].image_id;

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

describe('Fashion Style in 中文', () => {
  it('the modeling page: tabs, the start panel and its warning', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<ModelingPage />, {
      route: '/modeling/content',
      path: '/modeling/content/:id?',
    });
    const tabs = screen.getByRole('tablist', { name: '模特生成' });
    expect(within(tabs).getByRole('tab', { name: '原型' })).toHaveAttribute('aria-selected', 'true');
    const start = await screen.findByRole('region', { name: '先添加一件产品' });
    expect(within(start).getByRole('button', { name: '上传产品图片' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: '视频' }));
    expect(await screen.findAllByText('请先上传图片。')).not.toHaveLength(0);
  });

  it('the generator panel: prompt, product and Generate', async () => {
    await renderWithProvidersInChinese(<ModelingPage />, {
      route: `/modeling/content?image_id=${firstModelImage()}&prompt_id=501`,
      path: '/modeling/content/:id?',
    });
    const form = await screen.findByRole('form', { name: '生成' });
    expect(within(form).getByPlaceholderText('描述您想要的造型')).toBeInTheDocument();
    expect(within(form).getByText('产品')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '上传服装' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^生成/ })).toBeInTheDocument();
    expect(screen.getByText('生成的图片会显示在这里。')).toBeInTheDocument();
  });

  it('the fashion factory: steps, the look and its validation', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProvidersInChinese(<FashionFactoryPage />, {
      route: '/start',
      path: '/modeling/fashionFactory',
      routes: [{ path: '/start', element: <p>Start</p> }],
    });
    await act(() => router.navigate(`/modeling/fashionFactory?image_id=${firstModelImage()}&prompt_id=501`));
    expect(await screen.findByRole('heading', { name: '确认造型' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: '步骤' });
    expect(within(steps).getByText('服装').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('写真集')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^生成穿搭/ }));
    expect(await screen.findByText('请先至少上传一张图片')).toBeInTheDocument();
  });

  it('the templates gallery: title, the ALL tag and ReStyle', async () => {
    await renderWithProvidersInChinese(<AvatorPage />, { route: '/space/avator', path: '/space/avator' });
    expect(screen.getByRole('heading', { name: '时尚风格' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: '时尚风格模板' });
    expect(within(list).getAllByRole('button', { name: /^为 .+ 换装$/ }).length).toBeGreaterThan(0);
    // The templates' and style categories' names are the backend's (translate="no"), in Chinese; the pager's are ours.
    expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveAttribute('translate', 'no');
    // In the request's language (Accept-Language: zh-CN): Model-Street is Model-街头, shown without its prefix.
    expect(screen.getByRole('button', { name: '街头' })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});
