import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategorySection } from '@/features/admin/components/CategorySection';
import { AiTaskSection } from '@/features/admin/components/AiTaskSection';
import { DressingSection } from '@/features/admin/components/DressingSection';
import { UploadMJSection } from '@/features/admin/components/UploadMJSection';
import { PlannedSectionPanel } from '@/features/admin/components/PlannedSectionPanel';
import { shows, asAdmin, emptyList, emptyPage, failing, SectionFrame } from './adminStory';
import { held, showsLoading } from '../storyCalls';
import { screen } from '../screen';

/** Categories, AI tasks, outfit templates, bulk upload and a planned panel: populated, loading, empty and failed. */
const meta = {
  title: 'Admin/Catalog and tasks',
  tags: ['autodocs'],
  parameters: screen(
    'admin',
    { doc: 1, heading: '6. Roles and permissions' },
    "The operator's catalog (categories, templates) and the AI tasks.",
  ),
  decorators: [asAdmin],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = () => (
  <SectionFrame>
    <CategorySection />
  </SectionFrame>
);
const tasks = () => (
  <SectionFrame>
    <AiTaskSection />
  </SectionFrame>
);
const dressing = () => (
  <SectionFrame>
    <DressingSection />
  </SectionFrame>
);
const upload = () => (
  <SectionFrame>
    <UploadMJSection />
  </SectionFrame>
);

export const Categories: Story = { play: shows(/ children$/), render: categories };
export const CategoriesLoading: Story = {
  play: showsLoading('Loading Categories'),
  render: categories,
  parameters: { msw: { handlers: [held('get', '*/api/category/list')] } },
};
export const CategoriesEmpty: Story = {
  play: shows('No categories yet.'),
  render: categories,
  parameters: { msw: { handlers: [emptyList('/api/category/list')] } },
};
export const CategoriesFailed: Story = {
  play: shows('The categories could not be loaded.'),
  render: categories,
  parameters: { msw: { handlers: [failing('/api/category/list')] } },
};

export const AiTasks: Story = { play: shows(/^Retry$/), render: tasks };
export const AiTasksLoading: Story = {
  play: showsLoading('Loading AI tasks'),
  render: tasks,
  parameters: { msw: { handlers: [held('get', '*/api/user/history')] } },
};
export const AiTasksEmpty: Story = {
  play: shows('No failed tasks.'),
  render: tasks,
  parameters: { msw: { handlers: [emptyPage('/api/user/history')] } },
};
export const AiTasksFailed: Story = {
  play: shows('The AI tasks could not be loaded.'),
  render: tasks,
  parameters: { msw: { handlers: [failing('/api/user/history')] } },
};

export const OutfitTemplates: Story = { play: shows(/^Edit$/), render: dressing };
export const OutfitTemplatesLoading: Story = {
  play: showsLoading('Loading Outfit templates'),
  render: dressing,
  parameters: { msw: { handlers: [held('get', '*/api/global/getModelsPromptList')] } },
};
export const OutfitTemplatesEmpty: Story = {
  play: shows('No outfit templates yet.'),
  render: dressing,
  parameters: { msw: { handlers: [emptyList('/api/global/getModelsPromptList')] } },
};
export const OutfitTemplatesFailed: Story = {
  play: shows('The outfit templates could not be loaded.'),
  render: dressing,
  parameters: { msw: { handlers: [failing('/api/global/getModelsPromptList')] } },
};

/** Bulk upload before any picture: the category picker and the drop zone. */
export const BulkUpload: Story = { render: upload };
/** A small PNG (the uploader checks a picture's bytes against its type, src/utils/files.ts). */
const png = (name: string) =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(56).fill(0)])],
    name,
    {
      type: 'image/png',
    },
  );

/** Two pictures dropped under a category, their upload in flight: a progress ring named after each file. */
export const BulkUploadUploading: Story = {
  render: upload,
  parameters: {
    msw: {
      handlers: [held('post', '*/api/image/upload')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Category' }, { timeout: 15_000 }));
    // The menu fills in when the categories arrive; the first option is the empty choice.
    const menu = within(await within(document.body).findByRole('listbox'));
    await waitFor(() => expect(menu.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.click(menu.getAllByRole('option')[1]);
    await userEvent.upload(canvas.getByTestId('bulk-upload-input'), [png('ring-a.png'), png('ring-b.png')]);
    const rings = await canvas.findAllByRole('progressbar', { name: /^Uploading ring-/ });
    await expect(rings).toHaveLength(2);
  },
};
export const BulkUploadFailed: Story = {
  play: shows('The categories could not be loaded.'),
  render: upload,
  parameters: { msw: { handlers: [failing('/api/category/list')] } },
};

export const PlannedCarousel: Story = {
  render: () => (
    <SectionFrame>
      <PlannedSectionPanel section="carousel" />
    </SectionFrame>
  ),
};
