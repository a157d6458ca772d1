export { loadShellCatalogue } from './load';
export type { ShellCatalogue, ShellKey, ShellMessages, ShellTranslator } from './types';
