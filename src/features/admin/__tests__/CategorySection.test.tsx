import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/test/render';
import { adminSession } from './adminSession';
import { CategorySection } from '../components/CategorySection';

const log = adminSession('/api/category/');

const child = () => db().categories.find((c) => c.parent_id !== null && c.attributes.length > 0)!;

async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<CategorySection />);
  await screen.findByRole('table', { name: 'Categories' });
  await screen.findAllByRole('button', { name: /^Edit / });
  return user;
}

describe('Categories', () => {
  it('adds a category: a field message first, then /category/update', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(log.sent()).toEqual([]);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const taken = db().categories.find((c) => c.parent_id === null)!.name;
    await user.type(name, taken);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The field's message quotes the name, marked as the user's text (not the interface's, not to translate).
    expect(name).toHaveAccessibleDescription(`A category named “${taken}” already exists here`);
    expect(within(dialog).getByText(taken, { selector: '[translate="no"]' })).toBeInTheDocument();
    expect(log.sent()).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Anklets');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()[0]).toEqual({
      path: '/api/category/update',
      body: { name: 'Anklets', parent_id: null, filter_type: 0, type: 0, show_type: 0 },
    });
    expect(db().categories.some((c) => c.name === 'Anklets' && c.parent_id === null)).toBe(true);
    expect(await screen.findByText('Anklets')).toBeInTheDocument();
  });

  it('edits an attribute and its values through /category/updateAttr', async () => {
    const user = await setup();
    const cat = child();
    const attr = cat.attributes[0];
    await user.click(screen.getByRole('button', { name: `Attributes of ${cat.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Attributes of “${cat.name}”` });
    await user.click(within(dialog).getByRole('button', { name: `Edit attribute ${attr.name}` }));
    const values = within(dialog).getByRole('textbox', { name: /Values/ });
    await user.clear(values);
    await user.click(within(dialog).getByRole('button', { name: 'Save attribute' }));
    expect(within(dialog).getByText('At least one value')).toBeInTheDocument();
    await user.type(values, 'Silver, Rose Gold');
    await user.click(within(dialog).getByRole('button', { name: 'Save attribute' }));
    await waitFor(() => expect(log.sent()).toHaveLength(1));
    expect(log.sent()[0]).toEqual({
      path: '/api/category/updateAttr',
      body: {
        category_id: cat.category_id,
        name: attr.name,
        values: ['Silver', 'Rose Gold'],
        attribute_id: attr.attribute_id,
      },
    });
    expect(db().categories.find((c) => c.category_id === cat.category_id)!.attributes[0].values).toEqual([
      'Silver',
      'Rose Gold',
    ]);
  });

  it('adds a prompt template to a category through /category/updatePrompt', async () => {
    const user = await setup();
    const cat = child();
    await user.click(screen.getByRole('button', { name: `Templates of ${cat.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Templates of “${cat.name}”` });
    await user.click(await within(dialog).findByRole('button', { name: 'Add template' }));
    const taken = db().templates.find((t) => t.category_id === cat.category_id)!.name;
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    await user.type(name, taken);
    await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), 'On a slate table, soft light');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(name).toHaveAccessibleDescription(`A template named “${taken}” already exists in this category`);
    expect(within(dialog).getByText(taken, { selector: 'p span[translate="no"]' })).toBeInTheDocument();
    expect(log.sent()).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Slate table');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(log.sent()).toHaveLength(1));
    expect(log.sent()[0]).toEqual({
      path: '/api/category/updatePrompt',
      body: {
        category_id: cat.category_id,
        name: 'Slate table',
        description: 'On a slate table, soft light',
      },
    });
    expect(await within(dialog).findByText('Slate table')).toBeInTheDocument();
    expect(db().templates.some((t) => t.name === 'Slate table' && t.category_id === cat.category_id)).toBe(
      true,
    );
  });

  it('deletes a category only after a confirmation naming it; Cancel calls nothing', async () => {
    const user = await setup();
    const cat = child();
    await user.click(screen.getByRole('button', { name: `Delete ${cat.name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(dialog).toHaveTextContent(`“${cat.name}” (#${cat.category_id})`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Delete ${cat.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([{ path: '/api/category/delete', body: { category_id: cat.category_id } }]);
    expect(db().categories.some((c) => c.category_id === cat.category_id)).toBe(false);
  });
});
