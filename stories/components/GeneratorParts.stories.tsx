import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { CategoryPicker } from '@/components/generator/CategoryPicker';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField } from '@/components/generator/PromptField';
import {
  DEFAULT_IMAGE_MODEL,
  GENERATOR_MESSAGES,
  IMAGE_MODELS,
  VIDEO_COST_LABEL,
  type ImageModelValue,
} from '@/components/generator/rules';
import type { CategoryNode } from '@/api/types';

const CATEGORIES = [
  {
    category_id: 1,
    name: 'Jewelry',
    children: [
      { category_id: 11, name: 'Rings', attributes: [] },
      { category_id: 12, name: 'Necklaces', attributes: [] },
    ],
  },
  { category_id: 2, name: 'Apparel', children: [{ category_id: 21, name: 'Dresses', attributes: [] }] },
] as unknown as CategoryNode[];

interface FormProps {
  prompt?: string;
  promptError?: string;
  categoryError?: string;
  cost?: number | string | null;
  busy?: boolean;
  creditsMessage?: string;
  disabledReason?: string;
}

/** The parts as a creation screen composes them. */
function Form({
  prompt = '',
  promptError,
  categoryError,
  cost = 4,
  busy = false,
  creditsMessage,
  disabledReason,
}: FormProps) {
  const [value, setValue] = useState(prompt);
  const [parent, setParent] = useState<number | null>(categoryError ? null : 1);
  const [child, setChild] = useState<number | null>(categoryError ? null : 11);
  const [model, setModel] = useState<ImageModelValue>(DEFAULT_IMAGE_MODEL);
  return (
    <Stack spacing={2} sx={{ maxWidth: 380, p: 2 }}>
      <CategoryPicker
        categories={CATEGORIES}
        parentId={parent}
        childId={child}
        error={categoryError}
        labels={{ parent: 'Category', child: 'Subcategory' }}
        onParent={(id) => {
          setParent(id);
          setChild(null);
        }}
        onChild={setChild}
      />
      <PromptField value={value} onChange={setValue} error={promptError} required />
      <ModelSelect options={IMAGE_MODELS} value={model} onChange={setModel} />
      <GenerateButton
        cost={cost}
        busy={busy}
        disabledReason={disabledReason}
        creditsProblem={creditsMessage}
        onClick={() => undefined}
      />
    </Stack>
  );
}

const meta = {
  title: 'Shared/Components/GeneratorParts',
  component: Form,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in: category and subcategory, a prompt with its counter, the model, the cost. */
export const Filled: Story = { args: { prompt: 'A rose gold ring on velvet' } };

/** Validation messages of spec 3 §5. */
export const Errors: Story = {
  args: {
    promptError: GENERATOR_MESSAGES.promptRequired,
    categoryError: GENERATOR_MESSAGES.needCategoryAndSub,
  },
};

/** The prompt of spaces only. */
export const EmptyPrompt: Story = { args: { prompt: '   ', promptError: GENERATOR_MESSAGES.promptEmpty } };

/** Cost while the points are loading (none shown), and submitting. */
export const Submitting: Story = { args: { prompt: 'A ring', cost: null, busy: true } };

/** Image cost: points × selected templates (3 × 1). */
export const TemplateCost: Story = { args: { prompt: 'A ring', cost: 3 } };

/** Video: the fixed '10+ credits'. */
export const VideoCost: Story = { args: { prompt: 'A ring', cost: VIDEO_COST_LABEL } };

/** The server said there were not enough credits: its words and the way to /payment. */
/** Generate waits for something the user can see (an upload): disabled, with the reason under it. */
export const DisabledWithReason: Story = {
  args: { prompt: 'A ring', disabledReason: 'Wait for the upload to finish.' },
};

export const NotEnoughCredits: Story = {
  args: { prompt: 'A ring', creditsMessage: 'Not enough credits' },
};
