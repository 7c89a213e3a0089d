import { screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { sendOnTarget, provenanceOf } from '@/utils/paths';
import { ProvenanceNote } from './ProvenanceNote';
import { UseInMenu } from './UseInMenu';

const PICTURE = {
  image_id: 42,
  path: '/media/42.png',
  from: 'inspiration' as const,
  date: '2026-12-12T09:30:00Z',
};

describe("'Use in…' (issue 45 §2)", () => {
  it('builds each target by image id with the provenance, no file in the URL but the reference path', () => {
    expect(sendOnTarget('static', PICTURE)).toBe(
      '/marketing/content?image_id=42&tab=Photos&from=inspiration&from_date=2026-12-12',
    );
    expect(sendOnTarget('tryOn', PICTURE)).toContain('tab=tryOn');
    expect(sendOnTarget('video', PICTURE)).toContain('tab=videoShow');
    expect(sendOnTarget('modeling', PICTURE)).toBe(
      '/modeling/content?image_id=42&from=inspiration&from_date=2026-12-12',
    );
    expect(sendOnTarget('factory', PICTURE)).toBe(
      '/modeling/fashionFactory?image_id=42&from=inspiration&from_date=2026-12-12',
    );
    expect(sendOnTarget('inspiration', PICTURE)).toBe(
      '/tools/inspiration?image_id=42&url=%2Fmedia%2F42.png&from=inspiration&from_date=2026-12-12',
    );
    expect(provenanceOf(new URLSearchParams('from=somewhere'))).toBeNull();
  });

  it('offers the six tools and opens the chosen one with the picture in, saying where it came from', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <UseInMenu picture={PICTURE} name="Generated image 1" />
        <ProvenanceNote />
      </>,
    );
    expect(screen.queryByLabelText(/Where this picture came from/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use Generated image 1 in another tool' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Marketing · Static',
      'Marketing · Try-On',
      'Marketing · Video',
      'Fashion Style modeling',
      'Fashion factory',
      'Inspiration (as a reference)',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Fashion Style modeling' }));
    expect(
      await screen.findByLabelText('Where this picture came from: from Inspiration, 12 Dec'),
    ).toBeVisible();
  });
});
