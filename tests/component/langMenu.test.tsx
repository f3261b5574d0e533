/**
 * The language menu names each language in its own words with a short text badge ("EN", "中"),
 * never with a flag emoji: without a colour emoji font those render as empty boxes.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LangMenu from '@/components/HeaderRight/LangMenu';
import { renderInApp } from '../helpers';

/** Regional-indicator letters, of which flag emoji are made. */
const FLAG_LETTERS = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('the language menu', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'shows each language by name and a text badge, no flag emoji (%s)',
    async (locale) => {
      const user = userEvent.setup({ delay: null });
      renderInApp(<LangMenu />, locale);
      await user.hover(screen.getByTestId('lang-menu'));
      const english = await screen.findByRole('menuitem', { name: 'English' });
      const chinese = screen.getByRole('menuitem', { name: '简体中文' });
      expect(within(english).getByText('EN')).toHaveAttribute('aria-hidden', 'true');
      expect(within(chinese).getByText('中')).toHaveAttribute('aria-hidden', 'true');
      const menu = screen.getByRole('menu');
      expect(menu.textContent).not.toMatch(FLAG_LETTERS);
    },
  );
});
