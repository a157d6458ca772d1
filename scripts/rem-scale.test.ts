import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { remScale, remScaleLiterals, scaleRem, scaleRemLiterals } from './rem-scale';

describe('scaleRem', () => {
  it('writes each rem length on the widget scale, signs, fractions and calc() included', () => {
    expect(scaleRem('1rem')).toBe('var(--o-rem)');
    expect(scaleRem('.55rem 1.1rem')).toBe('calc(.55*var(--o-rem)) calc(1.1*var(--o-rem))');
    expect(scaleRem('0 -2rem')).toBe('0 calc(-2*var(--o-rem))');
    expect(scaleRem('0rem')).toBe('0');
    expect(scaleRem('min(720px, calc(100vw - 2rem))')).toBe('min(720px, calc(100vw - calc(2*var(--o-rem))))');
  });

  it('leaves other units, names, strings and addresses alone', () => {
    for (const value of ['1em', '2px', '10vw', 'var(--x-2rem)', '"3rem"', 'url(a-1rem.svg)', 'url("x/2rem.png")', '2remx']) {
      expect(scaleRem(value), value).toBe(value);
    }
    expect(scaleRem('"1rem" 1rem')).toBe('"1rem" var(--o-rem)');
  });
});

describe('remScale (PostCSS, as the elements build runs it)', () => {
  it('rewrites declarations, custom properties included, and never a media query', async () => {
    const config = await resolveConfig({ configFile: false, logLevel: 'silent', css: { postcss: { plugins: [remScale] } } }, 'build');
    const css = ':host{font-size:1rem;--gap:.5rem}@media (min-width: 40rem){.a{margin:1.5rem 0}}';
    const out = (await preprocessCSS(css, '/repo/packages/ui/src/styles/x.css', config)).code;
    expect(out).toBe(':host{font-size:var(--o-rem);--gap:calc(.5*var(--o-rem))}@media (min-width: 40rem){.a{margin:calc(1.5*var(--o-rem)) 0}}');
  });
});

describe('scaleRemLiterals', () => {
  it('rewrites a string that is one rem length, and no other string', () => {
    const code = `h(Skeleton, { height: "12rem" }); s = { width: '4.5rem' }; t('catalog.remaining'); u = "1rem 2rem"; w = '3rem';`;
    expect(scaleRemLiterals(code)).toBe(
      `h(Skeleton, { height: "calc(12*var(--o-rem))" }); s = { width: 'calc(4.5*var(--o-rem))' }; t('catalog.remaining'); u = "1rem 2rem"; w = 'calc(3*var(--o-rem))';`,
    );
  });

  it('applies to our sources only', () => {
    expect(remScaleLiterals.transform('x = "2rem"', '/repo/packages/ui/src/a.tsx')).toBe('x = "calc(2*var(--o-rem))"');
    expect(remScaleLiterals.transform('x = "2rem"', '/repo/node_modules/preact/dist/x.js')).toBeNull();
    expect(remScaleLiterals.transform('x = "2px"', '/repo/packages/ui/src/a.tsx')).toBeNull();
  });
});
