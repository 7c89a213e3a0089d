import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RecipeMenuView, type RecipeMenuViewProps } from '@/components/catalogue/RecipeMenuView';
import { RecipesButton } from '@/components/catalogue/RecipesButton';
import type { Recipe } from '@/utils/recipes';

const RECIPES: Recipe[] = [
  {
    id: 'marble',
    name: 'White marble, soft daylight',
    tool: 'static',
    prompt: 'On white marble, soft daylight, 45° angle',
    templateIds: [3, 7],
    model: 'gemini-2.5-flash-image',
    savedAt: '2026-12-01T10:00:00.000Z',
  },
  {
    id: 'velvet',
    name: 'Dark velvet close-up',
    tool: 'static',
    prompt: 'Close-up on a dark velvet cushion',
    templateIds: [5],
    savedAt: '2026-12-03T10:00:00.000Z',
  },
];

/** As RecipeMenu composes them: the button, and the menu it opens. */
function RecipeMenuWithButton(props: Omit<RecipeMenuViewProps, 'menuId' | 'anchorEl' | 'onClose'>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <RecipesButton menuId={anchor ? menuId : undefined} onOpen={setAnchor} />
      <RecipeMenuView {...props} menuId={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}

const meta: Meta<typeof RecipeMenuWithButton> = {
  title: 'Components/RecipeMenu',
  component: RecipeMenuWithButton,
  args: {
    recipes: RECIPES,
    signedIn: true,
    onSave: fn(),
    onApply: fn(),
    onRename: fn(),
    onDelete: fn(),
    onExport: fn(),
    onImport: fn(async () => undefined),
  },
  render: (args) => (
    <Box sx={{ p: 2 }}>
      <RecipeMenuWithButton {...args} />
    </Box>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** No recipe saved yet: the menu offers 'Save as recipe' and says there are none. */
export const None: Story = {
  args: { recipes: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recipes' }));
    await expect(await screen.findByRole('menuitem', { name: 'No recipes yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Two recipes: one click applies one. */
export const Some: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recipes' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Apply recipe Dark velvet close-up' }));
    await expect(args.onApply).toHaveBeenCalledWith(RECIPES[1]);
  },
};

/** Managing the recipes, renaming one. */
export const Rename: Story = {
  args: { initialManagerOpen: true, initialRenaming: 'marble' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename White marble, soft daylight' });
    await expect(within(dialog).getByLabelText('Recipe name')).toHaveValue('White marble, soft daylight');
  },
};
