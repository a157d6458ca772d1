import type { NavLink } from '@oriel/core';

/** 001 §9: navigation menus have at most 3 levels; deeper links are not shown. */
export const NAV_MAX_LEVELS = 3;

/** A link whose href was empty: the schema turned it into '#', shown as text or as a menu button. */
export const hasHref = (link: NavLink): boolean => link.href !== '#';

/** 3 levels need the full-width mega menu; 2 levels fit a popover (001 §2). */
export const isMega = (link: NavLink): boolean => link.children.some((child) => child.children.length > 0);

export const navKey = (link: NavLink): string => String(link.id);
