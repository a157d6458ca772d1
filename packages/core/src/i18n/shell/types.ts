import type { KeyOf, MessageKey, Messages, Widen } from '../types';
import type { Translator } from '../translator';
import type { shellEn } from './en';

/** The shell's own messages (./en.ts), without the main catalogue's. */
export type ShellMessages = Widen<typeof shellEn>;
/** What the shell translates with: the main catalogue and its own, merged (loadShellCatalogue). */
export type ShellCatalogue = Messages & ShellMessages;
export type ShellKey = MessageKey | (KeyOf<ShellMessages> & string);
/** `t` of a component only the shell renders: the runtime's `t`, whose catalogue the shell extended. */
export type ShellTranslator = Translator<ShellKey>;
