import type { ComponentType, ReactNode } from 'react';
import type { PageElement } from '@oriel/core';

/** The part of a zod/mini schema the renderer needs: parsing never throws. */
export interface SettingsParser<S> {
  safeParse(value: unknown): { success: true; data: S } | { success: false };
}

export interface ElementViewProps<S> {
  settings: S;
  element: PageElement;
  children: ReactNode;
}

/** Renders one element from its raw settings; null when they fail their schema (the element renders nothing). */
export type ElementRenderer = (element: PageElement, children: ReactNode) => ReactNode | null;

/** Settings-free elements (banner, basic section, basic container) take only the common settings. */
export const noSettings: SettingsParser<Record<string, never>> = { safeParse: () => ({ success: true, data: {} }) };

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
    const parsed = schema.safeParse(prepare(element.settings));
    if (!parsed.success || !valid(parsed.data)) return null;
    return (
      <View settings={parsed.data} element={element}>
        {children}
      </View>
    );
  };
}
