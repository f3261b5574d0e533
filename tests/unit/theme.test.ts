/**
 * The console's theme (src/theme.ts) reads at WCAG AA: a status tag's text against its own tint,
 * as antd's Tag draws it (text in the status colour, background in its Bg tint), and the focus
 * ring against the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { A11Y_THEME } from '@/theme';
import { contrastRatio } from '@/utils/contrast';

describe('contrastRatio', () => {
  it('gives WCAG figures: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0958d9', '#0958d9')).toBe(1);
    // antd's default blue as link text on white: 4.1:1, the reason for the theme's darker one.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });
});

describe('the theme', () => {
  const tokens = theme.getDesignToken(A11Y_THEME) as unknown as Record<string, string>;
  const tag = (A11Y_THEME.components?.Tag ?? {}) as Record<string, string>;

  it.each(['Info', 'Success', 'Warning', 'Error'])(
    "writes the %s tag's text at 4.5:1 or more on its tint",
    (status) => {
      const text = tag[`color${status}`] ?? tokens[`color${status}`];
      const background = tokens[`color${status}Bg`];
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('the keyboard focus ring', () => {
  it("stands out from white at 3:1 or more (antd's focus outline is drawn in colorPrimaryBorder)", () => {
    const tokens = theme.getDesignToken(A11Y_THEME) as unknown as Record<string, string>;
    expect(contrastRatio(tokens.colorPrimaryBorder, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

describe('the link buttons (src/components/LinkButton.tsx)', () => {
  it("are drawn in the theme's colours: global.less's variables are the tokens each names", () => {
    const tokens = theme.getDesignToken(A11Y_THEME) as unknown as Record<string, string>;
    const less = readFileSync(join(__dirname, '../../src/global.less'), 'utf8');
    const variables = [...less.matchAll(/^@(link-button[\w-]*): (\S+); \/\/ (\w+)$/gm)];
    expect(variables.map((v) => v[1])).toEqual([
      'link-button',
      'link-button-hover',
      'link-button-active',
      'link-button-danger',
      'link-button-danger-hover',
      'link-button-danger-active',
      'link-button-focus',
    ]);
    // On a failure, the lines to put in global.less:
    const wanted = variables.map(([, name, , token]) => `@${name}: ${tokens[token]}; // ${token}`);
    expect(variables.map((v) => v[0])).toEqual(wanted);
  });
});
