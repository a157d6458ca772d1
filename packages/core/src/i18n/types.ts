import type { enBase } from './en.base';
import type { enMore } from './en.more';

/** The message tree with every leaf widened to string: the shape every locale must provide. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The part every widget loads, and the part only some do (load.ts). */
export type BaseMessages = Widen<typeof enBase>;
export type MoreMessages = Widen<typeof enMore>;
export type Messages = BaseMessages & MoreMessages;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted path to a string leaf, e.g. 'cart.messages.updated'. */
export type LeafKey = Leaves<Messages>;

type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : never;

/** The keys of a message tree: a leaf path, or a plural base ('cart.button') whose `_one`/`_other` leaf `count` picks. */
export type KeyOf<T> = Leaves<T> | PluralBase<Leaves<T>>;

/** A key of the main catalogue. */
export type MessageKey = KeyOf<Messages>;

export type TranslateParams = Readonly<Record<string, string | number | null | undefined>>;

export type Locale = 'fr' | 'en';
