export { loadAccountTranslator, readyAccountTranslator } from './load';
export type { AccountMessages, AccountKey, AccountTranslator } from './types';
