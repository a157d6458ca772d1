export { loadAccountTranslator } from './load';
export type { AccountMessages, AccountKey, AccountTranslator } from './types';
