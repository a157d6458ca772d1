import { lazy, type ComponentType } from 'react';
import type { AccountView, AccountViewName } from '@oriel/core';
import { HomeScreen } from './home/home.screen';
import { GROUP_OF, SCREEN_GROUPS, type ScreenGroup } from './screen-loaders';

/** A screen group: one chunk, loaded when one of its screens is first shown. */
export type ScreensModule = { default: ComponentType<{ view: AccountView }> };

const groups = Object.fromEntries(Object.entries(SCREEN_GROUPS).map(([group, load]) => [group, lazy<ComponentType<{ view: AccountView }>>(load)])) as Record<
  ScreenGroup,
  ComponentType<{ view: AccountView }>
>;

/** The component drawing each screen: the home screen, or its group's, lazy. */
export const SCREENS = Object.fromEntries(Object.entries(GROUP_OF).map(([view, group]) => [view, group === 'home' ? HomeScreen : groups[group]])) as Record<
  AccountViewName,
  ComponentType<{ view: AccountView }>
>;
