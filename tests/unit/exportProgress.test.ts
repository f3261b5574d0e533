/** The export's percentage (src/components/crud/exportPages.ts) and its bar's style (src/global.less). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPercent, noticePlacement } from '@/components/crud/exportPages';

describe('export progress', () => {
  it('is the whole percent of rows done, 0 before the total is known, never over 100', () => {
    expect(exportPercent({ done: 0, total: 0 })).toBe(0);
    expect(exportPercent({ done: 2_000, total: 3_000 })).toBe(66);
    expect(exportPercent({ done: 2_999, total: 3_000 })).toBe(99);
    expect(exportPercent({ done: 3_000, total: 3_000 })).toBe(100);
    expect(exportPercent({ done: 3_010, total: 3_000 })).toBe(100);
  });

  it('moves its bar at once, without the width transition that made it trail the number', () => {
    const css = readFileSync(join(__dirname, '../../src/global.less'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rule = css.match(/\.ant-progress\.export-progress \.ant-progress-bg\s*\{([^}]*)\}/);
    expect(rule?.[1]).toMatch(/transition:\s*none/);
  });

  it('opens its notice on the side the Export button leaves more room, so the focused button stays in view', () => {
    // 200 % zoom of a 1280 x 800 window: the toolbar's button low in a 400 px viewport.
    expect(noticePlacement({ top: 294, bottom: 326 }, 400)).toBe('topRight');
    // The same page at 100 %: the notice stays at the bottom, clear of the search buttons.
    expect(noticePlacement({ top: 294, bottom: 326 }, 800)).toBe('bottomRight');
    // A button high on the screen, or none measured (no layout), keeps the bottom.
    expect(noticePlacement({ top: 60, bottom: 92 }, 400)).toBe('bottomRight');
    expect(noticePlacement({ top: 0, bottom: 0 }, 400)).toBe('bottomRight');
  });
});
