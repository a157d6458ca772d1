import { fr } from '../fr';
import { shellFr } from './fr';
import { mergeMessages } from '../merge';
import type { ShellCatalogue } from './types';

// one file per locale for the shell, as for a widget page: the main catalogue and the shell's come in one request
export const shellCatalogueFr: ShellCatalogue = mergeMessages(fr, shellFr);
