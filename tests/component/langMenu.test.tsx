/**
 * The language menu names each language in its own words with a short text badge ("EN", "中"),
 * never with a flag emoji: without a colour emoji font those render as empty boxes. Its entries are
 * radio items, the language in use checked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LangMenu from '@/components/HeaderRight/LangMenu';
import { renderInApp } from '../helpers';

/** Regional-indicator letters, of which flag emoji are made. */
const FLAG_LETTERS = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('the language menu', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'shows each language by name and a text badge, no flag emoji, the one in use checked (%s)',
    async (locale) => {
      const user = userEvent.setup({ delay: null });
      renderInApp(<LangMenu />, locale);
      await user.hover(screen.getByTestId('lang-menu'));
      const english = await screen.findByRole('menuitemradio', { name: 'English' });
      const chinese = screen.getByRole('menuitemradio', { name: '简体中文' });
      // The language in use is the one checked.
      expect(english).toHaveAttribute('aria-checked', String(locale === 'en-US'));
      expect(chinese).toHaveAttribute('aria-checked', String(locale === 'zh-CN'));
      expect(within(english).getByText('EN')).toHaveAttribute('aria-hidden', 'true');
      expect(within(chinese).getByText('中')).toHaveAttribute('aria-hidden', 'true');
      const menu = screen.getByRole('menu');
      expect(menu.textContent).not.toMatch(FLAG_LETTERS);
    },
  );
});
