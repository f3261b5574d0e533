/**
 * The console's theme (src/theme.ts) reads at WCAG AA: a status tag's text against its own tint,
 * as antd's Tag draws it (text in the status colour, background in its Bg tint).
 */
import { theme } from 'antd';
import { A11Y_THEME } from '@/theme';

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the theme', () => {
  const tokens = theme.getDesignToken(A11Y_THEME) as unknown as Record<string, string>;
  const tag = (A11Y_THEME.components?.Tag ?? {}) as Record<string, string>;

  it.each(['Info', 'Success', 'Warning', 'Error'])(
    "writes the %s tag's text at 4.5:1 or more on its tint",
    (status) => {
      const text = tag[`color${status}`] ?? tokens[`color${status}`];
      const background = tokens[`color${status}Bg`];
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
