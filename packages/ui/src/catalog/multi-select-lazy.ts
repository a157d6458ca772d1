import { lazy } from 'react';

// Only lists above the 000 §9 thresholds need the multi-select: its code loads when one shows. Apart from
// option-controls.tsx, which the multi-select itself imports (its checkbox list), so the two are no import cycle.
export const MultiSelect = lazy(() => import('./multi-select').then((m) => ({ default: m.MultiSelect })));
