import { transform, type Targets } from 'lightningcss';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CSS_TARGET } from '../config/css-target';

// Vite minifies the built CSS with lightningcss for `build.cssTarget`; this is the same
// transform, so what it drops here the built site drops too.
const BROWSERS: Record<string, keyof Targets> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios: 'ios_saf',
  opera: 'opera',
};

function lightningTargets(target: readonly string[]): Targets {
  const targets: Targets = {};
  for (const entry of target) {
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(entry);
    const browser = match?.[1] ? BROWSERS[match[1]] : undefined;
    if (!match || !browser) throw new Error(`Unsupported CSS target ${entry}`);
    targets[browser] = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8);
  }
  return targets;
}

function minify(file: string): string {
  const { code } = transform({
    filename: file,
    code: readFileSync(file),
    minify: true,
    targets: lightningTargets(CSS_TARGET),
  });
  return code.toString();
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const root = path.resolve(__dirname, '../../../..');
const files = [
  ...cssFiles(path.join(root, 'libs/ui/src/styles')),
  ...cssFiles(path.join(root, 'apps/web/src')),
];

// The unprefixed property on its own (not the tail of `-webkit-backdrop-filter`).
const standard = (property: string) => new RegExp(`(^|[;{])${property}:`, 'm');

describe('the built CSS', () => {
  it('keeps the standard backdrop-filter next to the prefixed one on the floating header', () => {
    const css = minify(path.join(root, 'libs/ui/src/styles/chrome.css'));
    const rule = /\.ui-header--floating \.ui-header__bar\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toMatch(standard('backdrop-filter'));
    expect(rule).toContain('-webkit-backdrop-filter:');
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s keeps every standard property it writes next to its prefixed form',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const css = minify(file);
      for (const property of ['backdrop-filter', 'background-clip', 'text-size-adjust']) {
        if (standard(property).test(source.replace(/\s+/g, ''))) {
          expect(css).toMatch(standard(property));
        }
      }
    },
  );
});
