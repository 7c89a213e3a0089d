import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { useGenerateCost } from '@/hooks/useGenerateCost';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { CategoryPicker } from './CategoryPicker';
import { GenerateButton } from './GenerateButton';
import { generatorT } from './i18n';
import { ModelSelect } from './ModelSelect';
import { PromptField } from './PromptField';
import {
  categoryProblem,
  creditLabel,
  GENERATOR_MESSAGES,
  IMAGE_MODELS,
  promptProblem,
  VIDEO_COST_LABEL,
} from './rules';

describe('generator rules', () => {
  it('words the prompt rules of spec 3 §5', () => {
    expect(promptProblem('')).toBe('Please enter a prompt');
    expect(promptProblem('   ')).toBe('Prompt cannot be empty.');
    expect(promptProblem('a ring')).toBeNull();
    expect(promptProblem('', { required: false })).toBeNull();
    expect(promptProblem('x'.repeat(801))).toBe(GENERATOR_MESSAGES.promptTooLong);
  });

  it('needs category and subcategory as numbers', () => {
    expect(categoryProblem(1, 2)).toBeNull();
    expect(categoryProblem(1, null)).toBe('Please select category and subcategory');
    expect(categoryProblem('1', 2)).toBe('Please select category and subcategory');
    expect(categoryProblem(null, null, GENERATOR_MESSAGES.needCategory)).toBe('Need to select category');
  });
});

describe('generator parts', () => {
  it('counts the prompt and stops at its maximum', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = React.useState('');
      return <PromptField value={value} onChange={setValue} maxLength={10} />;
    }
    renderWithProviders(<Field />);
    await user.type(screen.getByLabelText('Prompt'), 'a long ring');
    expect(screen.getByLabelText('Prompt')).toHaveValue('a long rin');
    expect(
      screen.getByText('The prompt was cut to 10 characters: 1 character was left out.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prompt'), '{Backspace}');
    expect(screen.getByText('9/10')).toBeInTheDocument();
  });

  it('cuts a prompt pasted past 800 characters and says so (issue 41 §11)', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = React.useState('');
      return <PromptField value={value} onChange={setValue} />;
    }
    renderWithProviders(<Field />);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('x'.repeat(1000));
    expect(screen.getByLabelText('Prompt')).toHaveValue('x'.repeat(800));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The prompt was cut to 800 characters: 200 characters were left out.',
    );
  });

  it('picks a parent, then a child, as numbers', async () => {
    const user = userEvent.setup();
    const onParent = jest.fn();
    const onChild = jest.fn();
    const categories = [
      { category_id: 1, name: 'Jewelry', children: [{ category_id: 11, name: 'Rings', attributes: [] }] },
    ] as never;
    renderWithProviders(
      <CategoryPicker
        categories={categories}
        parentId={1}
        childId={null}
        error="Please select category and subcategory"
        labels={{ parent: 'Category', child: 'Subcategory' }}
        onParent={onParent}
        onChild={onChild}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Subcategory' }));
    await user.click(await screen.findByRole('option', { name: 'Rings' }));
    expect(onChild).toHaveBeenCalledWith(11);
    expect(screen.getByText('Please select category and subcategory')).toBeInTheDocument();
  });

  it('selects a model', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <ModelSelect options={[...IMAGE_MODELS]} value="gemini-2.5-flash-image" onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    // The models every screen offers, with the plural rule: '1 credit' (the spec quotes '1 credits', 3 §9).
    expect(await screen.findByRole('option', { name: 'Gemini · 1 credit' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'GPT Image 1 · 1 credit' }));
    expect(onChange).toHaveBeenCalledWith('gpt-image-1');
  });

  it('shows a fixed cost label', () => {
    renderWithProviders(<GenerateButton cost={VIDEO_COST_LABEL} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /Generate/ })).toHaveTextContent('10+ credits');
  });
});

describe('useGenerateCost', () => {
  function CostButton({ multiplier }: { multiplier: number }) {
    const { cost, isLoading } = useGenerateCost('descImageGeneration', { multiplier });
    return <GenerateButton cost={cost} busy={isLoading} />;
  }
  const points = (value: number) =>
    server.use(
      http.get('*/api/user/points', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { points: value, total: 100 } }),
      ),
      http.get('*/api/global/getFunction/:key', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { key: 'descImageGeneration', points: 2 } }),
      ),
    );

  beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

  it('multiplies the points by the selected templates or attached images', async () => {
    points(50);
    renderWithProviders(<CostButton multiplier={3} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Generate/ })).toHaveTextContent('6 credits'),
    );
  });
});

describe("Generate's credit count (issue 30: ICU plural)", () => {
  it("says '1 credit' and '2 credits' in English, a fixed label as it is", () => {
    expect(creditLabel(1, generatorT)).toBe('1 credit');
    expect(creditLabel(2, generatorT)).toBe('2 credits');
    expect(creditLabel(VIDEO_COST_LABEL, generatorT)).toBe('10+ credits');
  });

  it("says '生成' and '1 积分' in 中文", async () => {
    await renderWithProvidersInChinese(<GenerateButton cost={1} />);
    expect(screen.getByRole('button', { name: '生成 1 积分' })).toBeInTheDocument();
  });
});
