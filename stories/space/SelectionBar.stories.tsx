import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DragSelectionBox } from '@/features/space/components/DragSelectionBox';
import { SelectionBar } from '@/features/space/components/SelectionBar';
import { useSelection } from '@/features/space/hooks/useSelection';
import { imageUrl } from '@/utils/imageUrl';

const PATHS = Array.from({ length: 8 }, (_, i) => `/mock-media/art/space-${i + 1}_3x4.svg`);

const meta = {
  title: 'Shared/Space/SelectionBar',
  component: SelectionBar,
  args: { paths: PATHS.slice(0, 3), onClear: () => {} },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSelected: Story = {};

export const OneSelected: Story = { args: { paths: PATHS.slice(0, 1) } };

/** Pictures among the selection: 'Export for…' opens the marketplace presets for all of them (issue 29 §2). */
export const PicturesSelected: Story = {
  args: { exports: PATHS.slice(0, 3).map((path, i) => ({ path, name: `Creation ${i + 1}` })) },
};

/** The selection model on a small grid: drag a box, Ctrl/Cmd- or Shift-click, Space, Ctrl/Cmd+A, Escape. */
function SelectableGridDemo() {
  const ids = PATHS.map((_, index) => index + 1);
  const selection = useSelection(ids);
  return (
    <Box sx={{ p: 2, pb: 12 }}>
      <Typography id="demo-grid" variant="h6" component="h1" gutterBottom>
        Drag, Ctrl/Cmd-click or Shift-click to select
      </Typography>
      <Box
        role="listbox"
        aria-labelledby="demo-grid"
        aria-multiselectable
        tabIndex={0}
        {...selection.containerProps}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          userSelect: 'none',
        }}
      >
        {ids.map((id) => (
          <Box
            key={id}
            role="option"
            tabIndex={0}
            {...selection.itemProps(id)}
            onClick={(event) => selection.handleItemClick(id, event)}
            sx={{
              borderRadius: 1,
              outline: selection.isSelected(id) ? '3px solid #0958d9' : 'none',
              outlineOffset: 2,
            }}
          >
            <img
              src={imageUrl(PATHS[id - 1], { width: 240 })}
              alt={`Creation ${id}`}
              width={120}
              height={160}
              style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 4 }}
              draggable={false}
            />
          </Box>
        ))}
      </Box>
      <DragSelectionBox box={selection.dragBox} />
      <SelectionBar
        paths={selection.selectedIds.map((id) => PATHS[id - 1])}
        exports={selection.selectedIds.map((id) => ({ path: PATHS[id - 1], name: `Creation ${id}` }))}
        onClear={selection.clear}
      />
    </Box>
  );
}

export const WithSelectableGrid: Story = { render: () => <SelectableGridDemo /> };
