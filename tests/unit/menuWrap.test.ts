/**
 * Side-menu labels wrap onto more lines instead of being cut by the 200 px sidebar
 * ("Member Ma…", four alike "Cognitive Trai…" entries). jsdom applies no stylesheet: this reads
 * the rule in src/global.less; the layout gives the side menu the class (tests/component/shell.test.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, '../../src/global.less'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector list holds `selector`. */
function declarationsOf(selector: string): string {
  for (const m of css.matchAll(/([^{}]+)\{([^}]*)\}/g))
    if (
      m[1]
        .split(',')
        .map((s) => s.trim().replace(/\s+/g, ' '))
        .includes(selector)
    )
      return m[2];
  throw new Error(`no rule for ${selector}`);
}

describe('the side menu of the expanded sidebar', () => {
  it('lets an entry grow to hold its label on more lines', () => {
    for (const entry of [
      '.app-side-menu.ant-menu-inline .ant-menu-item',
      '.app-side-menu.ant-menu-inline .ant-menu-submenu-title',
    ]) {
      const rule = declarationsOf(entry);
      expect(rule).toMatch(/height:\s*auto/);
      expect(rule).toMatch(/white-space:\s*normal/);
    }
  });

  it('neither cuts nor ellipsises the label text', () => {
    const rule = declarationsOf('.app-side-menu.ant-menu-inline .ant-pro-base-menu-inline-item-text');
    expect(rule).toMatch(/white-space:\s*normal/);
    expect(rule).toMatch(/overflow:\s*visible/);
    expect(rule).toMatch(/text-overflow:\s*clip/);
  });
});
