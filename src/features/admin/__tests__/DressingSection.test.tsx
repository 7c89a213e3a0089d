import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/test/render';
import { DressingSection } from '../components/DressingSection';
import { adminSession } from './adminSession';

const log = adminSession('/api/category/');

/** The style category of the first seeded outfit template, and its templates. */
function seeded() {
  const first = db().templates.find((t) => t.prompt_id === 501)!;
  const category = db().categories.find((c) => c.category_id === first.category_id)!;
  const parent = db().categories.find((c) => c.category_id === category.parent_id)!;
  return { first, category, label: `${parent.name} › ${category.name}` };
}

async function openCategory() {
  const user = userEvent.setup();
  const { first, category, label } = seeded();
  renderWithProviders(<DressingSection />);
  await user.click(await screen.findByRole('combobox', { name: 'Style category' }));
  await user.click(await screen.findByRole('option', { name: label }));
  const list = await screen.findByRole('list', { name: 'Outfit templates' });
  await within(list).findByText(first.name);
  return { user, list, first, category };
}

describe('Outfit templates', () => {
  it("lists a style category's templates with their model images", async () => {
    const { list, first } = await openCategory();
    for (const model of first.models) expect(within(list).getByAltText(model.name)).toBeInTheDocument();
  });

  it('edits a template: field messages first, then /category/updatePrompt with the models', async () => {
    const { user, first, category } = await openCategory();
    await user.click(screen.getByRole('button', { name: `Edit template ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit template “${first.name}”` });
    const outfits = within(dialog).getByRole('textbox', { name: 'Outfit descriptions' });
    await user.clear(outfits);
    for (const model of first.models)
      await user.click(within(dialog).getByRole('checkbox', { name: `Model ${model.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('At least one outfit description')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one model image')).toBeInTheDocument();
    expect(log.sent()).toEqual([]);
    await user.type(outfits, 'Linen suit, beige{enter}Silk dress, emerald');
    const keep = first.models[0];
    await user.click(within(dialog).getByRole('checkbox', { name: `Model ${keep.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([
      {
        path: '/api/category/updatePrompt',
        body: {
          category_id: category.category_id,
          name: first.name,
          description: ['Linen suit, beige', 'Silk dress, emerald'],
          type: 0,
          show_type: 1,
          models: [keep],
          prompt_id: first.prompt_id,
        },
      },
    ]);
    const saved = db().templates.find((t) => t.prompt_id === first.prompt_id)!;
    expect(saved.description).toEqual(['Linen suit, beige', 'Silk dress, emerald']);
    expect(saved.models).toEqual([keep]);
  });
});
