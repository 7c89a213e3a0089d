import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { phaseOf } from '@mocks/engine/tasks';
import type { GalleryImage } from '@/api/types';
import { renderWithProvidersInChinese } from '@/test/render';
import { adminSession } from './adminSession';
import { AiTaskSection } from '../components/AiTaskSection';
import { CategorySection } from '../components/CategorySection';
import { DressingSection } from '../components/DressingSection';
import { ImageEditDialog } from '../components/ImageEditDialog';
import { PlannedSectionPanel } from '../components/PlannedSectionPanel';
import { ProductsSection } from '../components/ProductsSection';
import { contentInChinese } from '@mocks/contentChinese';

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

  it('AI tasks: tabs, headers, the status in words, the retry dialog; the record and its prompt are content', async () => {
    const user = userEvent.setup();
    const target = db()
      .records.filter((r) => phaseOf(r).status === 'failure')
      .sort((a, b) => b.created_at - a.created_at)[0];
    await renderWithProvidersInChinese(<AiTaskSection />);
    const table = await screen.findByRole('table', { name: 'AI 任务' });
    for (const header of ['任务', '功能', '状态', '原因', '创建时间（协调世界时）', '操作'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '失败' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '运行中' })).toBeInTheDocument();
    const id = await within(table).findByText(target.record_id, {}, { timeout: 10_000 });
    expect(id).toHaveAttribute('translate', 'no');
    const row = id.closest('tr')!;
    expect(within(row).getByText('失败')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `重试 ${target.record_id}` }));
    const dialog = await screen.findByRole('dialog', { name: '重试任务' });
    expect(within(dialog).getByText(/按新的一次运行扣费/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('categories: headers, kinds, row actions, the attributes dialog and its field messages', async () => {
    const user = userEvent.setup();
    const row0 = db().categories.find((c) => c.parent_id !== null && c.attributes.length > 0)!;
    // The backend names its categories in the request's language (issue 43): 'Rings' is 戒指 here.
    const child = { ...row0, name: contentInChinese(row0.name)! };
    await renderWithProvidersInChinese(<CategorySection />);
    const table = await screen.findByRole('table', { name: '分类' });
    for (const header of ['名称', '类型', '属性', '操作'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const name = await within(table).findByText(child.name, {}, { timeout: 10_000 });
    expect(name).toHaveAttribute('translate', 'no');
    const row = name.closest('tr')!;
    expect(within(row).getByText(/^(普通|风格)$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `编辑 ${child.name}` })).toHaveTextContent('编辑');
    await user.click(within(row).getByRole('button', { name: `${child.name} 的属性` }));
    const dialog = await screen.findByRole('dialog', { name: `“${child.name}”的属性` });
    await user.click(within(dialog).getByRole('button', { name: '添加属性' }));
    const form = within(dialog).getByRole('form', { name: '属性表单' });
    await user.click(within(form).getByRole('button', { name: '保存属性' }));
    expect(await within(form).findByText('请填写名称')).toBeInTheDocument();
    expect(within(form).getByText('至少填写一个取值')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '取值（用逗号分隔）' })).toBeInTheDocument();
  });

  it('outfit templates: the style filter, the list and the edit dialog', async () => {
    const user = userEvent.setup();
    const template = db().templates.find((t) => t.prompt_id === 501)!;
    // The template's name in Chinese, as the backend answers a zh request ('Street I' is 街头 I).
    const first = { ...template, name: contentInChinese(template.name)! };
    await renderWithProvidersInChinese(<DressingSection />);
    expect(await screen.findByRole('heading', { name: '穿搭模板' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '风格分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加模板' })).toBeDisabled();
    const list = await screen.findByRole('list', { name: '穿搭模板' }, { timeout: 10_000 });
    expect(await within(list).findByText(first.name)).toHaveAttribute('translate', 'no');
    await user.click(within(list).getByRole('button', { name: `编辑模板 ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑模板“${first.name}”` });
    expect(within(dialog).getByRole('textbox', { name: '穿搭描述' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^模特图（已选 \d+ 张，最多 3 张）$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('image edit: fields, the gallery switch, related images and a field message', async () => {
    const user = userEvent.setup();
    const image = db().images.find((img) => img.images_desc.length > 1 && img.name)!;
    await renderWithProvidersInChinese(
      <ImageEditDialog image={image as unknown as GalleryImage} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: `编辑“${image.name}”（#${image.image_id}）` });
    for (const label of ['名称', '提示词', '标题', '描述（Markdown）'])
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    for (const button of ['生成描述', '显示', '隐藏', '取消', '保存'])
      expect(within(dialog).getByRole('button', { name: button })).toBeInTheDocument();
    expect(within(dialog).getByText('在图库中')).toBeInTheDocument();
    const related = within(dialog).getByRole('list', { name: '关联图' });
    expect(within(related).getByText('主图')).toBeInTheDocument();
    expect(within(related).getAllByRole('button', { name: /^移除 / }).length).toBeGreaterThan(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /^名称/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
  });
});
