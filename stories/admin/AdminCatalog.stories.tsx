import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategorySection } from '@/features/admin/components/CategorySection';
import { AiTaskSection } from '@/features/admin/components/AiTaskSection';
import { DressingSection } from '@/features/admin/components/DressingSection';
import { UploadMJSection } from '@/features/admin/components/UploadMJSection';
import { PlannedSectionPanel } from '@/features/admin/components/PlannedSectionPanel';
import { shows, asAdmin, emptyList, emptyPage, failing, loads, pending, SectionFrame } from './adminStory';

/** Categories, AI tasks, outfit templates, bulk upload and a planned panel: populated, loading, empty and failed. */
const meta = {
  title: 'Screens/Admin/Catalog and tasks',
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
  play: loads('Loading Categories'),
  render: categories,
  parameters: { msw: { handlers: [pending('/api/category/list')] } },
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
  play: loads('Loading AI tasks'),
  render: tasks,
  parameters: { msw: { handlers: [pending('/api/user/history')] } },
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
  play: loads('Loading Outfit templates'),
  render: dressing,
  parameters: { msw: { handlers: [pending('/api/global/getModelsPromptList')] } },
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
