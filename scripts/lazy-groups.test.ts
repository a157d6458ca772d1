import { describe, expect, it } from 'vitest';
import { lazyGroups, type ChunkNode } from './lazy-groups';

// The account element's chunks as the bundler cuts them: its own file, the visitor's views, the area, three screen
// groups, and one chunk per set of them that shares modules.
const chunk = (file: string, modules: string[], imports: string[], facade: string | null = null, isEntry = false): ChunkNode => ({
  file,
  isEntry,
  facade,
  modules,
  imports,
});
const chunks: ChunkNode[] = [
  chunk('account.js', ['account.ts', 'panel.tsx'], [], 'account.ts', true),
  chunk('signed-out-views.js', ['signed-out-views.tsx'], ['account.js', 'submit-button.js'], 'signed-out-views.tsx'),
  chunk('login.js', ['login.tsx'], ['submit-button.js'], 'login.tsx'),
  chunk('submit-button.js', ['submit-button.tsx', 'field-errors.ts'], ['account.js']),
  chunk('account-area.js', ['account-area.tsx', 'home.tsx'], ['account.js', 'account-format.js', 'account-screen.js'], 'account-area.tsx'),
  chunk('account-format.js', ['account-format.ts'], ['format.js']),
  chunk('format.js', ['format.ts'], []),
  chunk('account-screen.js', ['account-screen.tsx'], []),
  chunk('profile.screens.js', ['profile.screens.tsx', 'profile-form.tsx'], ['submit-button.js', 'account-screen.js'], 'profile/profile.screens.tsx'),
  chunk('registrations.screens.js', ['registrations.screens.tsx', 'detail.tsx'], ['account-list.js', 'format.js'], 'registrations/registrations.screens.tsx'),
  chunk('lists.screens.js', ['lists.screens.tsx', 'list-parts.tsx'], ['account-list.js', 'lists.logic.js'], 'lists/lists.screens.tsx'),
  chunk('account-list.js', ['account-list.tsx', 'account.api.ts', 'schemas.ts'], ['account.js']),
  chunk('lists.logic.js', ['lists.logic.ts'], []),
  chunk('fr.js', ['account.fr.ts'], [], 'account.fr.ts'),
];
const roots = { visitor: /^signed-out-views/, area: /^account-area/, screens: /\.screens\.tsx$/ };
const groups = lazyGroups(chunks, roots);
const members = (group: string) =>
  [...groups]
    .filter(([, g]) => g === group)
    .map(([id]) => id)
    .sort();

describe('lazyGroups: the files of an element whose halves load lazily', () => {
  it('what the visitor and the customer both load is one file, and nothing only a customer loads joins it', () => {
    expect(members('shared')).toEqual(['field-errors.ts', 'submit-button.tsx']);
  });

  it('the area and what it loads that the visitor does not are one file: what its screens share with it too', () => {
    expect(members('area')).toEqual(['account-area.tsx', 'account-format.ts', 'account-screen.tsx', 'format.ts', 'home.tsx']);
  });

  it('what two screen groups load, and the area does not, is one file for them', () => {
    expect(members('screens')).toEqual(['account-list.tsx', 'account.api.ts', 'schemas.ts']);
  });

  it("a screen group's own modules stay in its chunk, and so does what one group alone loads", () => {
    for (const id of ['profile-form.tsx', 'detail.tsx', 'list-parts.tsx', 'lists.screens.tsx', 'lists.logic.ts']) expect(groups.has(id), id).toBe(false);
  });

  it("the element's own file, the visitor's views and a chunk no half loads statically are left as they are", () => {
    for (const id of ['account.ts', 'panel.tsx', 'signed-out-views.tsx', 'login.tsx', 'account.fr.ts']) expect(groups.has(id), id).toBe(false);
  });
});
