import { screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { renderWithProviders } from '@/test/render';
import { SearchBox } from '../components/SearchBox';

describe('SearchBox', () => {
  it('searches the trimmed text on Enter and on the icon, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithProviders(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search images' });
    await user.type(box, '  gold ring {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('gold ring');
    expect(box).toHaveValue('  gold ring ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('gold ring');
  });

  it('clearing a searched text searches for everything at once', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithProviders(<SearchBox value="ring" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search images' });
    expect(box).toHaveValue('ring');
    await user.clear(box);
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
