/**
 * What the accessibility statement says is tested, each with the test that does it: `statement-checks.test.ts`
 * fails when a named test file or its suite title is gone, so the page cannot claim a check that no longer runs.
 */
export interface StatementCheck {
  id:
    | 'lighthouse'
    | 'axe_states'
    | 'reflow'
    | 'focus'
    | 'forced_colors'
    | 'contrast'
    | 'keyboard'
    | 'keyboard_shell'
    | 'keyboard_account'
    | 'announcements'
    | 'titles';
  /** the test file, from the repository root */
  file: string;
  /** the title of its `describe` (or part of it) */
  suite: string;
}

export const STATEMENT_CHECKS: readonly StatementCheck[] = [
  { id: 'lighthouse', file: 'test/e2e/lighthouse.test.ts', suite: 'Lighthouse accessibility is 100 on every shell route and demo site page' },
  { id: 'axe_states', file: 'test/e2e/account.test.ts', suite: 'axe finds nothing on them' },
  { id: 'reflow', file: 'test/e2e/reflow.test.ts', suite: 'reflow at 320 px, no page wider than its window, text spacing and target size' },
  { id: 'focus', file: 'test/e2e/accessibility.test.ts', suite: 'focus goes back to what opened a dialog, drawer, popover or menu' },
  { id: 'forced_colors', file: 'test/e2e/accessibility.test.ts', suite: 'forced colours (Windows high contrast) keep focus and selection visible' },
  { id: 'contrast', file: 'test/e2e/accessibility.test.ts', suite: 'the organiser’s accent never makes text unreadable' },
  { id: 'keyboard', file: 'test/e2e/keyboard.test.ts', suite: 'keyboard alone' },
  { id: 'keyboard_shell', file: 'test/e2e/keyboard-shell.test.ts', suite: 'keyboard alone in the hosted shell' },
  { id: 'keyboard_account', file: 'test/e2e/keyboard-account.test.ts', suite: 'keyboard alone in the account area' },
  { id: 'announcements', file: 'test/e2e/announcements.test.ts', suite: 'what screen readers are told' },
  { id: 'titles', file: 'test/e2e/titles-focus.test.ts', suite: 'page titles and the focus after a page change' },
];

/** How to use the storefront with assistive technology: each keyboard model the statement explains, with its test. */
export interface StatementUsage {
  id: 'skip' | 'toasts' | 'dialogs' | 'calendar' | 'day_tabs' | 'tabs';
  file: string;
  suite: string;
}

export const STATEMENT_USAGE: readonly StatementUsage[] = [
  { id: 'skip', file: 'packages/ui/src/layout/layout.test.tsx', suite: "describe('Layout'" },
  { id: 'toasts', file: 'packages/ui/src/toasts/toaster.test.tsx', suite: 'Alt+T focuses the region, Escape dismisses the newest' },
  { id: 'dialogs', file: 'test/e2e/accessibility.test.ts', suite: 'focus goes back to what opened a dialog, drawer, popover or menu' },
  { id: 'calendar', file: 'packages/ui/src/schedule/month-calendar.test.tsx', suite: 'the month calendar by keyboard (APG date picker)' },
  { id: 'day_tabs', file: 'packages/ui/src/schedule/month-calendar.test.tsx', suite: 'the week’s day tabs on a phone by keyboard (APG tabs)' },
  { id: 'tabs', file: 'packages/ui/src/account/account-area.test.tsx', suite: 'a tab navigates; arrows move the focus between tabs' },
];

/** The day this statement was last reviewed against the tests (ISO date). */
export const STATEMENT_REVIEWED = '2026-12-02';
