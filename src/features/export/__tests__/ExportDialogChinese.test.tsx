import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProvidersInChinese } from '@/test/render';
import { ExportButton } from '../components/ExportButton';

const ring = { path: '/images/ring.png', name: 'Gold ring' };

describe('export in 中文', () => {
  it('the button, presets, custom size and its message speak Chinese', async () => {
    await renderWithProvidersInChinese(<ExportButton variant="button" sources={[ring, ring]} />);
    fireEvent.click(screen.getByRole('button', { name: '导出到…' }));
    const dialog = await screen.findByRole('dialog', { name: '导出到…' });
    expect(within(dialog).getByText(/^2 张图片；/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^亚马逊主图/ }));
    expect(within(dialog).getByText('2,000 × 2,000 像素 · JPEG · 白色背景')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导出 2 个文件' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '自定义尺寸' }));
    fireEvent.change(within(dialog).getByLabelText('宽度（像素）'), { target: { value: '9000' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('宽度和高度必须在 16 到 8,000 像素之间');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
