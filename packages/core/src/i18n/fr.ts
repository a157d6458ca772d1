import { frBase } from './fr.base';
import { frMore } from './fr.more';
import { mergeMessages } from './merge';
import type { Messages } from './types';

/** The whole catalogue in French, the default locale (en.ts tells its two parts). */
export const fr: Messages = mergeMessages(frBase, frMore);
