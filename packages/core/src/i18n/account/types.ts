import type { KeyOf, Widen } from '../types';
import type { Translator } from '../translator';
import type { accountEn } from './en';

export type AccountMessages = Widen<typeof accountEn>;
export type AccountKey = KeyOf<AccountMessages> & string;
/** `t` of the account area (its own catalogue); `t` of the runtime still holds the shared texts. */
export type AccountTranslator = Translator<AccountKey>;
