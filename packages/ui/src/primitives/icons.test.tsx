import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CLOSE_ICON, Icon } from './icons';

// pictographs and dingbats that need an emoji or symbol font: technical symbols, misc symbols, dingbats,
// arrows-and-symbols supplement, the emoji planes and the emoji presentation selector
// eslint-disable-next-line no-misleading-character-class -- the lone presentation selector U+FE0F is one of the things looked for
const PICTOGRAPH = /[\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF\u{1F000}-\u{1FAFF}\uFE0F]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('icons', () => {
  it('are inline SVG in currentColor, hidden from assistive technology', () => {
    const { container } = render(<Icon d={CLOSE_ICON} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('no emoji or dingbat is left in the ui sources (they draw an empty box without an emoji font)', () => {
    // vitest runs from the repository root (happy-dom gives import.meta.url no file path)
    const root = resolve('packages/ui/src') + '/';
    const offenders = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => (PICTOGRAPH.test(line) ? `${file.slice(root.length)}:${i + 1}: ${line.trim()}` : null))
        .filter((x): x is string => x !== null),
    );
    expect(offenders).toEqual([]);
  });
});
