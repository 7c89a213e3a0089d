import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import JSZip from 'jszip';
import { CANVAS_PNG_BYTES, fakeCanvasImages } from '@/test/canvas';
import { renderWithProviders } from '@/test/render';
import { SelectionBar } from '../components/SelectionBar';

const PATHS = ['/mock-media/art/one_1x1.svg', '/mock-media/art/two_3x4.svg', '/mock-media/art/three_4x3.svg'];

/** Catches what the download helper saves: the blobs handed to object URLs and the file names clicked. */
function catchDownloads() {
  const saved: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:zip';
  });
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { saved, names };
}

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
    // Nothing among them to export (only videos, say): no 'Export for…'.
    expect(screen.queryByRole('button', { name: 'Export for…' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('downloads the selection as downloaded-files.zip with file_1…file_3 holding the pictures as PNGs', async () => {
    const { images } = fakeCanvasImages();
    const { saved, names } = catchDownloads();
    renderWithProviders(<SelectionBar paths={PATHS} onClear={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download as zip' }));
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

  it('exports the selected pictures for marketplaces as one zip whose names say the picture and the preset', async () => {
    fakeCanvasImages();
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() }) as never);
    const { saved, names } = catchDownloads();
    const exports = [
      { path: PATHS[0], name: 'Gold ring' },
      { path: PATHS[1], name: 'Gold ring' },
    ];
    renderWithProviders(<SelectionBar paths={PATHS} exports={exports} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    expect(within(dialog).getByText(/^2 pictures;/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Amazon main image/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Instagram post/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export 4 files' }));
    await waitFor(() => expect(names).toEqual(['gold-ring-marketplace.zip']));
    const zip = await JSZip.loadAsync(await saved[0].arrayBuffer());
    expect(Object.keys(zip.files)).toEqual([
      'gold-ring-amazon-2000.jpg',
      'gold-ring-instagram-1080x1350.jpg',
      'gold-ring-amazon-2000-2.jpg',
      'gold-ring-instagram-1080x1350-2.jpg',
    ]);
  });

  it('offers a single selected item as a plain download', () => {
    renderWithProviders(<SelectionBar paths={PATHS.slice(0, 1)} onClear={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});
