import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATEMENT_CHECKS, STATEMENT_USAGE } from './statement-checks';
import { STATEMENT_TEXT } from './statement.text';

// the repository root: vitest runs from it
const root = process.cwd();

describe('the accessibility statement stays true', () => {
  it.each(STATEMENT_CHECKS.map((c) => [c.id, c] as const))('the check "%s" is a test that exists and still has its suite', (_, check) => {
    const source = readFileSync(join(root, check.file), 'utf8');
    expect(source).toContain(check.suite);
  });

  it.each(STATEMENT_USAGE.map((u) => [u.id, u] as const))('the keyboard model "%s" it explains has a test', (_, use) => {
    const source = readFileSync(join(root, use.file), 'utf8');
    expect(source).toContain(use.suite);
  });

  it('says each check, and as many limitations, in French and in English', () => {
    for (const check of STATEMENT_CHECKS) {
      expect(STATEMENT_TEXT.fr.checks[check.id].length).toBeGreaterThan(20);
      expect(STATEMENT_TEXT.en.checks[check.id].length).toBeGreaterThan(20);
    }
    for (const use of STATEMENT_USAGE) expect(STATEMENT_TEXT.en.usage[use.id].length).toBeGreaterThan(20);
    expect(STATEMENT_TEXT.fr.limits.length).toBe(STATEMENT_TEXT.en.limits.length);
  });
});
