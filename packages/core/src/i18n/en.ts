import { enBase } from './en.base';
import { enMore } from './en.more';
import { mergeMessages } from './merge';

/**
 * The whole catalogue, the shape every locale provides (types.ts). Widgets load it in two parts (load.ts): what
 * every page shows (en.base.ts), and what only the checkout, the schedules and the sign-in forms show (en.more.ts).
 */
export const en = mergeMessages(enBase, enMore);
