import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { ImageDropZone } from '@/components/ImageDropZone';
import { imageFile, pngFile, pngOfSize } from '@/test/imageFiles';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { MB } from '@/utils/files';
import { UPLOAD_PRESETS, uploadFailureText, useUploader, type UploaderOptions } from './useUploader';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

function Picker(props: Partial<UploaderOptions>) {
  const uploader = useUploader({
    ...UPLOAD_PRESETS.multi,
    limitMessage: 'Only upload up to 5 photos',
    ...props,
  });
  return (
    <ImageDropZone
      onFiles={(files) => void uploader.add(files)}
      multiple
      inputLabel="Pictures"
      inputTestId="input"
    >
      {(open) => (
        <>
          <button onClick={open}>Pick</button>
          <p data-testid="images">{uploader.images.length}</p>
          <p data-testid="error">{uploader.error ?? ''}</p>
          <p data-testid="order">{uploader.images.map((image) => image.path).join(' ')}</p>
          {uploader.inFlight.map((item) => (
            <p key={item.key} data-testid="progress">
              {item.name}:{item.progress}
            </p>
          ))}
        </>
      )}
    </ImageDropZone>
  );
}

const count = () => Number(screen.getByTestId('images').textContent);
const error = () => screen.getByTestId('error').textContent;

describe('useUploader with ImageDropZone', () => {
  it('keeps the pictures in the order they were picked, not the order their uploads finished', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let id = 0;
    server.use(
      http.post('*/api/image/upload', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        if (file.name === 'first.png') await slow;
        id += 1;
        return HttpResponse.json({ code: 0, message: 'ok', data: [{ image_id: id, path: `/${file.name}` }] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByTestId('input'), [pngFile('first.png'), pngFile('second.png')]);
    await waitFor(() => expect(count()).toBe(1));
    release();
    await waitFor(() => expect(count()).toBe(2));
    expect(screen.getByTestId('order')).toHaveTextContent('/first.png /second.png');
  });

  it('says how many files of a pick went over the limit (more than 10 clothing files are not cut silently)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker limitMessage={undefined} />);
    const files = Array.from({ length: 12 }, (_, index) => pngFile(`c${index}.png`));
    await user.upload(screen.getByTestId('input'), files);
    expect(error()).toBe('Only upload up to 10 photos: 2 of the picked files were not added.');
    await waitFor(() => expect(count()).toBe(10));
  });

  it('says it in 中文 when the language is Chinese (issue 30)', async () => {
    const user = userEvent.setup();
    await renderWithProvidersInChinese(<Picker limitMessage={undefined} />);
    const files = Array.from({ length: 12 }, (_, index) => pngFile(`c${index}.png`));
    await user.upload(screen.getByTestId('input'), files);
    expect(error()).toBe('最多上传 10 张图片：所选文件中有 2 个未添加。');
    await waitFor(() => expect(count()).toBe(10));
  });

  it('uploads picked files and keeps them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByTestId('input'), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(count()).toBe(2));
    expect(error()).toBe('');
  });

  it('cuts a pick beyond the limit with its message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker maxFiles={2} />);
    await user.upload(screen.getByTestId('input'), [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    await waitFor(() => expect(count()).toBe(2));
    expect(error()).toBe('Only upload up to 5 photos');
  });

  it('refuses before any request: SVG, wrong bytes, empty, too big', async () => {
    const requests = jest.fn();
    server.use(http.post('*/api/image/upload', requests));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Picker />);
    const input = screen.getByTestId('input');
    await user.upload(input, new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(error()).toBe('Only image files are allowed!'));
    await user.upload(input, imageFile('photo.jpg', 'png', 64, 'image/jpeg'));
    await waitFor(() => expect(error()).toBe('Only image files are allowed!'));
    await user.upload(input, new File([], 'empty.png', { type: 'image/png' }));
    await waitFor(() => expect(error()).toBe('Only image files are allowed!'));
    await user.upload(input, pngFile('big.png', 10 * MB));
    await waitFor(() => expect(error()).toBe('Image size cannot exceed 10MB!'));
    expect(requests).not.toHaveBeenCalled();
  });

  it('refuses a picture past the pixel limit before any request (issue 41 §11)', async () => {
    const requests = jest.fn();
    server.use(http.post('*/api/image/upload', requests));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Picker />);
    await user.upload(screen.getByTestId('input'), pngOfSize('huge.png', 6000, 5000));
    await waitFor(() => expect(error()).toMatch(/^This picture is 6000 × 5000 pixels/));
    expect(requests).not.toHaveBeenCalled();
    expect(count()).toBe(0);
  });

  it('keeps the last five, newest first, for single uploads', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker {...UPLOAD_PRESETS.single} />);
    for (let i = 0; i < 6; i += 1) {
      await user.upload(screen.getByTestId('input'), pngFile(`${i}.png`));
      await waitFor(() => expect(count()).toBe(Math.min(i + 1, 5)));
    }
  });

  it('shows the progress of a file while it uploads', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/image/upload', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 0, message: 'ok', data: [{ image_id: 1, path: '/a.png' }] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByTestId('input'), pngFile('a.png', 4096));
    const progress = await screen.findByTestId('progress');
    await waitFor(() => expect(progress.textContent).toMatch(/^a\.png:(\d+)$/));
    expect(Number(progress.textContent!.split(':')[1])).toBeLessThanOrEqual(99);
    act(() => release());
    await waitFor(() => expect(count()).toBe(1));
    expect(screen.queryByTestId('progress')).toBeNull();
  });

  it('takes dropped and pasted pictures like picked ones', async () => {
    renderWithProviders(<Picker />);
    const zone = screen.getByRole('button', { name: 'Pick' }).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pngFile('dropped.png')] } });
    await waitFor(() => expect(count()).toBe(1));
    fireEvent.paste(zone, { clipboardData: { files: [pngFile('pasted.png')] } });
    await waitFor(() => expect(count()).toBe(2));
  });
});

describe('uploadFailureText', () => {
  it("uses the server's words, the format error, else the caller's fallback", () => {
    expect(uploadFailureText({ message: 'request fail: 400 - x', serverMessage: 'Too dark' })).toBe(
      'Too dark',
    );
    expect(uploadFailureText({ message: 'Upload response format error' })).toBe(
      'Upload response format error',
    );
    expect(uploadFailureText({ status: 'NETWORK', message: 'Network error' })).toBe('Image upload failed.');
    expect(uploadFailureText(undefined, 'Image upload failed')).toBe('Image upload failed');
  });
});
