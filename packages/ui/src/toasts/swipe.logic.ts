import { TOASTS } from '@oriel/core';

/** 000 §9: a touch swipe of 20 px dismisses a toast. */
export const SWIPE_DISMISS_PX = TOASTS.swipeDismissPx;

/** Only fingers swipe: a mouse drag stays free to select the toast's text. */
export const swipes = (pointerType: string): boolean => pointerType === 'touch' || pointerType === 'pen';

/** How far the toast follows the finger: sideways only (the page scrolls vertically under it). */
export const swipeOffset = (startX: number, x: number): number => x - startX;

export const swipeDismisses = (offset: number, threshold: number = SWIPE_DISMISS_PX): boolean => Math.abs(offset) >= threshold;

/** The toast fades as it leaves, fully gone at three thresholds. */
export const swipeOpacity = (offset: number, threshold: number = SWIPE_DISMISS_PX): number => Math.max(0, 1 - Math.abs(offset) / (threshold * 3));
