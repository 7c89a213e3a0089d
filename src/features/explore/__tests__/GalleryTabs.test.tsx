import { render, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { GalleryTabs } from '../components/GalleryTabs';

describe('GalleryTabs', () => {
  it('is one tab stop on the selected tab; arrows, Home and End move focus and wrap', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<GalleryTabs value="styles" onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Gallery kind' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Styles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Styles' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('images');
  });

  it('reports a click on the current tab too, so it reloads', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<GalleryTabs value="all" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(onSelect).toHaveBeenCalledWith('all');
  });
});
