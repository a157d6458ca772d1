import { safeUrl, type EventPosition, type Lane } from '@oriel/core';

/** Pixels a 5-minute unit takes in the hour grid (schedule.css: 12 units an hour, 48 px). */
export const UNIT_PX = 4;

/**
 * An event's box in its day column, as an inline style of plain lengths: a style that computed them from custom
 * properties (`calc(var(--o-top) * var(--o-unit))`) made the browser substitute and parse four values per event,
 * a third of the style time of 1,000 events (scripts/bench/profile.mjs).
 */
export function eventBox(position: EventPosition, lane: Lane): string {
  return `top:${position.top * UNIT_PX}px;height:${position.span * UNIT_PX}px;left:${(100 * lane.lane) / lane.lanes}%;width:${100 / lane.lanes}%`;
}

/** A session too narrow for its text: its facts in its title, a link when it has a page. */
export interface Bar {
  box: string;
  label: string;
  href: string | null;
  /** not open (full, closed, cancelled): neither a link nor a button, its facts in hidden text */
  disabled: boolean;
  /** its place in its run, read back by the run's click handler */
  index: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside a double-quoted attribute or an element's content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * A run of bars as markup the browser parses in one go: built as components, 1,000 bars cost twice the script of
 * the rest of the week's render (preact's element creation, properties and listeners one by one: scripts/bench.mjs).
 * Every text comes from the API and is escaped; a link goes through the one gate for URLs (core safeUrl), else the
 * bar is a button, which carries its index for the run's one click listener. A disabled session's bar reads its
 * facts as text to a screen reader, as its full box did.
 */
export function barsHtml(bars: readonly Bar[]): string {
  let html = '';
  for (const bar of bars) {
    const label = escapeHtml(bar.label);
    const common = `style="${bar.box}" title="${label}"`;
    if (bar.disabled) {
      html += `<div class="o-week-cal-event o-week-bar is-disabled" ${common}><span class="sr-only">${label}</span></div>`;
      continue;
    }
    const href = safeUrl(bar.href, 'link');
    html += href
      ? `<a class="o-week-cal-event o-week-bar" ${common} href="${escapeHtml(href)}"></a>`
      : `<button type="button" class="o-week-cal-event o-week-bar" ${common} data-i="${bar.index}"></button>`;
  }
  return html;
}
