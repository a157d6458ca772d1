import type { ComponentType, ReactNode } from 'react';
import * as v from 'valibot';
import type { PageElement } from '@oriel/core';

/** An element's settings schema: the renderer parses with v.safeParse, which never throws. */
export type SettingsParser<S> = v.GenericSchema<unknown, S>;

export interface ElementViewProps<S> {
  settings: S;
  element: PageElement;
  children: ReactNode;
}

/** Renders one element from its raw settings; null when they fail their schema (the element renders nothing). */
export type ElementRenderer = (element: PageElement, children: ReactNode) => ReactNode | null;

/** Settings-free elements (banner, basic section, basic container) take only the common settings. */
export const noSettings: SettingsParser<Record<string, never>> = v.pipe(
  v.unknown(),
  v.transform((): Record<string, never> => ({})),
);

export interface ElementOptions<S> {
  /** reshapes stored settings before parsing (text blocks keep their style under `style`) */
  prepare?: (settings: Record<string, unknown>) => unknown;
  /** checks the schema cannot express, such as which URL schemes are allowed */
  valid?: (settings: S) => boolean;
}

export function defineElement<S>(
  schema: SettingsParser<S>,
  View: ComponentType<ElementViewProps<S>>,
  { prepare = (s) => s, valid = () => true }: ElementOptions<S> = {},
): ElementRenderer {
  return (element, children) => {
    const parsed = v.safeParse(schema, prepare(element.settings));
    if (!parsed.success || !valid(parsed.output)) return null;
    return (
      <View settings={parsed.output} element={element}>
        {children}
      </View>
    );
  };
}
