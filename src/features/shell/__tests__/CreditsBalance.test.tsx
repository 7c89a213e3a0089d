import { screen } from '@testing-library/react';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { CreditsBalance } from '../components/CreditsBalance';

/** The collapsed rail's figure: never more than the user has, grouped in both languages. */
describe('CreditsBalance (collapsed)', () => {
  it.each([
    [6196, '6.1K'],
    [35999, '35.9K'],
    [950, '950'],
  ])('shows %i as %s, cut and not rounded up', (points, shown) => {
    renderWithProviders(<CreditsBalance points={points} collapsed />);
    expect(screen.getByTestId('collapsed-credits')).toHaveTextContent(shown);
  });

  it('groups the digits in 中文 below 万 (6,174, not 6174)', async () => {
    await renderWithProvidersInChinese(<CreditsBalance points={6174} collapsed />);
    expect(screen.getByTestId('collapsed-credits')).toHaveTextContent('6,174');
  });
});
