import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderWithProvidersInChinese } from '@/test/render';
import { adminSession } from './adminSession';
import { PlannedSectionPanel } from '../components/PlannedSectionPanel';
import { ProductsSection } from '../components/ProductsSection';

adminSession('/server/product/');

describe('admin in 中文', () => {
  it('products: headers, filters, status chips, the review dialog and its field message', async () => {
    const user = userEvent.setup();
    const product = db().products.find((p) => p.production_status === 1)!;
    await renderWithProvidersInChinese(<ProductsSection initialProduction={1} />);
    const table = await screen.findByRole('table', { name: '产品' });
    for (const header of ['设计', '生产', '预售', '打样价格（美元）', '操作'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '生产状态' })).toBeInTheDocument();
    expect(screen.getByText('每页行数：')).toBeInTheDocument();
    const cell = await screen.findByText(`产品 #${product.product_id}`);
    const row = cell.closest('tr')!;
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(within(dialog).getByText('请填写打样成本')).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('a planned section says in Chinese that it has no call yet', async () => {
    await renderWithProvidersInChinese(<PlannedSectionPanel section="vendor" />);
    expect(screen.getByRole('heading', { name: '供应商' })).toBeInTheDocument();
    expect(screen.getByText(/后端接口尚未提供此板块的调用/)).toBeInTheDocument();
  });
});
