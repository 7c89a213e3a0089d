import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { CANVAS_PNG_BYTES, fakeCanvasImages } from '@/test/canvas';
import { renderWithProviders } from '@/test/render';
import { SelectionBar } from '../components/SelectionBar';

const PATHS = ['/mock-media/art/one_1x1.svg', '/mock-media/art/two_3x4.svg', '/mock-media/art/three_4x3.svg'];

describe('SelectionBar', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing without a selection', () => {
    renderWithProviders(<SelectionBar paths={[]} onClear={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('shows the count and clears', async () => {
    const onClear = jest.fn();
    renderWithProviders(<SelectionBar paths={PATHS} onClear={onClear} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('downloads the selection as downloaded-files.zip with file_1…file_3 holding the pictures as PNGs', async () => {
    const { images } = fakeCanvasImages();
    const saved: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:zip';
    });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<SelectionBar paths={PATHS} onClear={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download as zip' }));
    await waitFor(() => expect(names).toEqual(['downloaded-files.zip']));
    const zip = await JSZip.loadAsync(await saved[0].arrayBuffer());
    // The mock's pictures are SVG; a user's zip holds raster files (issue 26 defect 13).
    expect(Object.keys(zip.files)).toEqual(['file_1.png', 'file_2.png', 'file_3.png']);
    for (const name of Object.keys(zip.files)) {
      expect(await zip.file(name)!.async('uint8array')).toEqual(CANVAS_PNG_BYTES);
    }
    expect(images.map((image) => image.loadedSrc)).toEqual(PATHS);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download as zip' })).toBeEnabled());
  });

  it('offers a single selected item as a plain download', () => {
    renderWithProviders(<SelectionBar paths={PATHS.slice(0, 1)} onClear={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});
