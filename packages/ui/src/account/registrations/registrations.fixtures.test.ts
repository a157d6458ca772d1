import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@oriel/core';
import { ALL } from './registrations.fixtures';

describe('registration fixtures', () => {
  it.each(Object.entries(ALL))('%s parses with registrationSchema', (_name, fixture) => {
    const parsed = v.safeParse(registrationSchema, fixture);
    expect(parsed.success ? [] : parsed.issues).toEqual([]);
  });
});
