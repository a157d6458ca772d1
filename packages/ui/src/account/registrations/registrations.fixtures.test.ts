import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@oriel/core';
import { ALL } from './registrations.fixtures';

describe('registration fixtures', () => {
  it.each(Object.entries(ALL))('%s parses with registrationSchema', (_name, fixture) => {
    const parsed = registrationSchema.safeParse(fixture);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
