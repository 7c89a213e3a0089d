import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { toastStore } from '@/utils/toast';
import { useDownload } from './useDownload';

const toasts = () => toastStore.getSnapshot().map(({ variant, message }) => [variant, message]);

beforeEach(() => {
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id);
});

describe('useDownload', () => {
  it('warns "At least one file" for an empty list', async () => {
    const { result } = renderHook(() => useDownload());
    await act(() => result.current.trigger([]));
    expect(toasts()).toEqual([['warning', 'At least one file']]);
    expect(result.current.isLoading).toBe(false);
  });

  it('sets the loading flag on start and clears it on finish', async () => {
    let release!: () => void;
    server.use(
      http.get('*/files/slow.mp4', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse('v');
      }),
    );
    const { result } = renderHook(() => useDownload());
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.trigger(['/files/slow.mp4']);
    });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isDisabled).toBe(true);
    await expect(result.current.trigger(['/files/slow.mp4'])).resolves.toBe('busy');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release();
      await done;
    });
    expect(result.current.isLoading).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('shows "Download Fail" when a download throws, and clears the flag', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/files/broken.mp4', () => HttpResponse.error()));
    const { result } = renderHook(() => useDownload());
    await act(async () => {
      await expect(result.current.trigger(['/files/broken.mp4'])).resolves.toBe('failed');
    });
    expect(toasts()).toEqual([['error', 'Download Fail']]);
    expect(result.current.isLoading).toBe(false);
  });
});
