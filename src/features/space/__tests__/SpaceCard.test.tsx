import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { SpaceCard } from '../components/SpaceCard';
import type { SpaceItem } from '../items';

const item = {
  kind: 'image',
  key: 'i1',
  path: '/mock-media/art/one_1x1.svg',
  thumb: '/mock-media/art/one_1x1.svg',
  title: 'Delicate choker',
  video: false,
} as SpaceItem;

describe('SpaceCard', () => {
  it('shows a light placeholder while its picture loads (a black tile on the light page read as a broken one)', () => {
    renderWithProviders(
      <SpaceCard
        item={item}
        size={160}
        selected={false}
        selectionProps={{ onKeyDown: () => undefined }}
        onClick={() => undefined}
        onOpen={() => undefined}
        onToggle={() => undefined}
      />,
      { attachStyles: true },
    );
    const cell = screen.getByRole('gridcell', { name: 'Delicate choker' });
    expect(getComputedStyle(cell).backgroundColor).toBe('rgb(238, 238, 238)');
  });
});
