import { act, render, screen } from '@testing-library/react';
import { storedPreference, useStoredPreference } from './useStoredPreference';

type Size = 'small' | 'large';
const size = storedPreference<Size>('test.size', 'small', {
  parse: (raw) => (raw === 'small' || raw === 'large' ? raw : undefined),
});
const flag = storedPreference<boolean>('test.flag', false, {
  serialize: (on) => (on ? '1' : null),
  parse: (raw) => raw === '1',
});
const channels = storedPreference('test.channels', { title: true, sound: false });

function Reader({ name }: { name: string }) {
  const [value, setValue] = useStoredPreference(size);
  return (
    <button data-testid={name} onClick={() => setValue(value === 'small' ? 'large' : 'small')}>
      {value}
    </button>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('useStoredPreference', () => {
  it('reads the fallback, remembers a choice and every reader follows it at once', () => {
    render(
      <>
        <Reader name="a" />
        <Reader name="b" />
      </>,
    );
    expect(screen.getByTestId('b')).toHaveTextContent('small');
    act(() => screen.getByTestId('a').click());
    expect(localStorage.getItem('test.size')).toBe('large');
    expect(screen.getByTestId('b')).toHaveTextContent('large');
  });

  it('follows a change made in another tab', () => {
    render(<Reader name="a" />);
    act(() => {
      localStorage.setItem('test.size', 'large');
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.size' }));
    });
    expect(screen.getByTestId('a')).toHaveTextContent('large');
  });

  it('reads a damaged or unknown value as the fallback', () => {
    localStorage.setItem('test.size', 'huge');
    localStorage.setItem('test.channels', '{not json');
    expect(size.read()).toBe('small');
    expect(channels.read()).toEqual({ title: true, sound: false });
  });

  it('keeps objects as JSON, the same object until the stored text changes', () => {
    channels.write({ title: false, sound: true });
    expect(localStorage.getItem('test.channels')).toBe('{"title":false,"sound":true}');
    expect(channels.read()).toBe(channels.read());
  });

  it('removes a flag’s key when its text is null', () => {
    flag.write(true);
    expect(localStorage.getItem('test.flag')).toBe('1');
    flag.write(false);
    expect(localStorage.getItem('test.flag')).toBeNull();
    expect(flag.read()).toBe(false);
  });

  it('holds the choice for the page load when storage refuses it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<Reader name="a" />);
    act(() => screen.getByTestId('a').click());
    expect(screen.getByTestId('a')).toHaveTextContent('large');
    expect(localStorage.getItem('test.size')).toBeNull();
  });
});
