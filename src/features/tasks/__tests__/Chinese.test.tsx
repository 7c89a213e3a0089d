/** A generation record and the generator's shared fields in 中文 (issue 30); English is asserted by their own tests. */
import { screen } from '@testing-library/react';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { PromptField } from '@/components/generator/PromptField';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { RecordCard } from '../components/RecordCard';

afterEach(() => localStorage.clear());

const noop = () => undefined;

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
