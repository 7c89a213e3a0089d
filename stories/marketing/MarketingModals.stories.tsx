import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { AssetLibraryDialog } from '@/components/AssetLibraryDialog';
import { CategoryModal } from '@/features/marketing/components/CategoryModal';
import { MarketingHero } from '@/features/marketing/components/MarketingHero';
import { TemplatePicker } from '@/features/marketing/components/TemplatePicker';
import { artPath } from '@mocks/media/paths';
import { TEMPLATES } from './fixtures';
import { screen } from '../screen';

function Parts({ part }: { part: 'analysing' | 'parsed' | 'failed' | 'library' | 'templates' }) {
  const [selected, setSelected] = useState<number[]>([TEMPLATES[0].prompt_id]);
  const noop = () => undefined;
  if (part === 'analysing')
    return (
      <MarketingHero
        phase="analyzing"
        progress={100}
        onFile={noop}
        onImport={noop}
        line=""
        onLineChange={noop}
      />
    );
  if (part === 'library')
    return (
      <>
        <AssetLibraryDialog open onPick={noop} onClose={noop} />
      </>
    );
  if (part === 'templates')
    return (
      <Box sx={{ maxWidth: 420 }}>
        <TemplatePicker
          templates={TEMPLATES}
          loading={false}
          error={false}
          onRetry={noop}
          selected={selected}
          onChange={setSelected}
          product="Rings"
        />
      </Box>
    );
  return (
    <>
      <CategoryModal
        source={{
          preview: artPath('uploaded ring', '1:1'),
          image_id: 1001,
          childId: part === 'parsed' ? 12 : null,
          parseFailed: part === 'failed',
        }}
        onConfirm={noop}
        onClose={noop}
      />
    </>
  );
}

const meta = {
  title: 'Create/Marketing dialogs',
  tags: ['autodocs'],
  component: Parts,
  parameters: {
    ...screen(
      undefined,
      { doc: 3, heading: '2.1 Marketing content page, /marketing/content' },
      "Marketing's dialogs: category analysis, the asset library, the templates.",
    ),
    route: { path: '/marketing/content', url: '/marketing/content' },
  },
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Analyzing Category' while the analysis runs. */
export const Analysing: Story = { args: { part: 'analysing' } };
/** The category modal with the analysed category set. */
export const CategoryParsed: Story = { args: { part: 'parsed' } };
/** The analysis could not be parsed: the warning, Confirm disabled. */
export const CategoryParseFailed: Story = { args: { part: 'failed' } };
/** The asset library: the user's inspiration images, 6 columns, 18 per page. */
export const AssetLibrary: Story = { args: { part: 'library' } };
/** Template group; 'More' opens '{product} Visual'. */
export const Templates: Story = {
  args: { part: 'templates' },
  play: async ({ canvasElement }) => {
    const more = [...canvasElement.querySelectorAll('button')].find((b) => b.textContent === 'More');
    more?.click();
  },
};
