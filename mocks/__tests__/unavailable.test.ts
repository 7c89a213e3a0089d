import { mockUnavailableText, showMockUnavailable } from '../unavailable';

/** Storage as a browser that blocks site data has it: reading it throws. */
function blockStorage() {
  const denied = () => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
  };
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('mock-unavailable')?.remove();
});

describe('the mock build without storage (issue 41 §12)', () => {
  it('puts a clear notice with Reload on the page instead of leaving it blank', () => {
    blockStorage();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showMockUnavailable(new DOMException('Access is denied for this document.', 'SecurityError'));
    const notice = document.getElementById('mock-unavailable');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(/this browser blocks storage \(cookies and site data\) for this site/);
    expect(notice?.querySelector('button')).toHaveTextContent('Reload');
    expect(console.error).toHaveBeenCalledWith('[mock] the mock backend could not start', expect.anything());
    jest.restoreAllMocks();
  });

  it('says it in Chinese for a Chinese browser, and names another failure when storage works', () => {
    blockStorage();
    expect(mockUnavailableText(new Error('x'), 'zh-CN').message).toMatch(
      /^演示后端无法启动：此浏览器禁止本网站使用存储/,
    );
    jest.restoreAllMocks();
    expect(mockUnavailableText(new Error('Service workers are not supported'), 'en-US').message).toBe(
      'The demo backend could not start (Service workers are not supported). Reload to try again. Until then the pages show no data.',
    );
  });
});
