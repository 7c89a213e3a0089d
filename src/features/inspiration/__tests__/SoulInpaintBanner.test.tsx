import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { accent } from '@/theme/tokens';
import { SoulInpaintBanner } from '../components/SoulInpaintBanner';

it('paints the BETA banner on the accent gradient, so its white title and text show', () => {
  renderWithProviders(<SoulInpaintBanner />, { attachStyles: true });
  const banner = screen.getByRole('region', { name: 'SOUL INPAINT' });
  expect(getComputedStyle(banner).backgroundImage).toBe(
    `linear-gradient(135deg, ${accent.dark} 0%, ${accent.main} 100%)`,
  );
});
