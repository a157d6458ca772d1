// The bench pages. Each records, relative to its navigation start (performance.now()):
// - visible: the first frame whose content shows, painted: a probe polls every animation frame for the content's
//   elements that are shown (checkVisibility: one in a hidden or invisible subtree does not count); once found,
//   afterPaint() takes the time a message posted from the next animation frame runs, i.e. once that frame's style,
//   layout and paint are done;
// - loading: the first frame where Oriel's loading display is on screen (polled the same way): the host's loading
//   shape (packages/elements/src/registry.ts, from the loader's run) or the widget's own skeleton;
// - data, commit, painted, complete, complete-painted: Oriel's views make User Timing marks ('oriel:{view}:{moment}',
//   packages/ui/src/perf/render-marks.ts) which the page reads (see scripts/bench.mjs), FullCalendar's render() is
//   timed around;
// - long tasks: every 'longtask' entry (> 50 ms) of the page.
import { TIMEZONE, WEEK } from './data.mjs';

const probe = `<script>
  const probe = (window.__probe = { marks: {}, longtasks: [], done: false });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.longtasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  /** from a frame's callback: fn once that frame's style, layout and paint are done */
  function afterThisFrame(fn) { const c = new MessageChannel(); c.port1.onmessage = () => fn(performance.now()); c.port2.postMessage(0); }
  function afterPaint(fn) { requestAnimationFrame(() => afterThisFrame(fn)); }
  function mark(name, t = performance.now()) { if (!(name in probe.marks)) probe.marks[name] = t; }
  /** marks 'visible' once count() > 0 is painted, then done when every name in wanted is marked; 'loading' at the
      first frame where loading() holds (a skeleton) */
  function watch(count, wanted, loading = () => false) {
    (function check() {
      if (!('loading' in probe.marks) && loading()) mark('loading');
      const n = count();
      if (n > 0) afterPaint((t) => { mark('visible', t); finish(wanted, count); });
      else requestAnimationFrame(check);
    })();
  }
  function finish(wanted, count) {
    if (wanted.every((w) => w in probe.marks)) probe.count = count(), (probe.done = true);
    else setTimeout(() => finish(wanted, count), 20);
  }
</script>`;

/**
 * Oriel's views mark moments 'oriel:{view}:{moment}' (packages/ui/src/perf/render-marks.ts); the page keeps each
 * mark's own time, and the paint after '{view}:commit' is '{view}:painted'. The observer's callback comes in a task of
 * its own, which may run after the frame that paints the commit; so each frame also takes the marks not delivered yet
 * (takeRecords): a mark found there was made before that frame's paint. A mark made in a frame's callback after this
 * one is painted one frame before the time taken, as a callback's requestAnimationFrame goes to the next frame.
 */
const orielMarks = `<script>
  const orielMarks = new PerformanceObserver((list) => list.getEntries().forEach((e) => orielMark(e, afterPaint)));
  function orielMark(entry, painted) {
    if (!entry.name.startsWith('oriel:')) return;
    const name = entry.name.slice('oriel:'.length);
    mark(name, entry.startTime);
    if (name.endsWith(':commit')) painted((t) => mark(name.replace(':commit', ':painted'), t));
    if (name.endsWith(':complete')) painted((t) => mark(name + '-painted', t));
  }
  orielMarks.observe({ type: 'mark', buffered: true });
  (function eachFrame() {
    orielMarks.takeRecords().forEach((e) => orielMark(e, afterThisFrame));
    if (!probe.done) requestAnimationFrame(eachFrame);
  })();
</script>`;

function orielPage(apiBase, body, selector, view, skeleton) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Oriel bench</title>${probe}${orielMarks}
<script async src="/oriel.js" data-api="${apiBase}" data-lang="fr"></script></head>
<body>${body}
<script>
  const host = () => document.querySelector('${view === 'week' ? 'oriel-schedule' : 'oriel-cards'}');
  const root = () => host()?.shadowRoot;
  const shape = () => !!host() && !host().hasAttribute('data-oriel-drawn') && getComputedStyle(host()).backgroundImage !== 'none';
  // rendered ones only: the week builds its calendar hidden while its minimum loading display lasts
  const shown = (els) => [...els].filter((el) => el.checkVisibility({ visibilityProperty: true })).length;
  watch(() => shown(root()?.querySelectorAll('${selector}') ?? []), ['${view}:complete-painted'], () => shape() || !!root()?.querySelector('${skeleton}'));
</script>
</body></html>`;
}

const fcOptions = `{
  initialView: 'timeGridWeek', initialDate: '${WEEK[2]}', locale: 'fr', timeZone: '${TIMEZONE}', firstDay: 1,
  slotMinTime: '08:00:00', slotMaxTime: '22:00:00',
}`;

/** FullCalendar as an integrator sets it up: the standalone bundle, a calendar reading a JSON event feed. */
function fullCalendarNavigationPage(apiBase) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>FullCalendar bench</title>${probe}
<script src="/fc/index.global.min.js"></script><script src="/fc/fr.global.min.js"></script></head>
<body><div id="calendar"></div>
<script>
  document.addEventListener('DOMContentLoaded', () => {
    new FullCalendar.Calendar(document.getElementById('calendar'), { ...${fcOptions}, events: '${apiBase}/fc/events' }).render();
  });
  watch(() => document.querySelectorAll('.fc-timegrid-event').length, []);
</script></body></html>`;
}

/** FullCalendar's render only: the events are in hand; calendar.render() and the frame that paints it are timed. */
function fullCalendarRenderPage(apiBase) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>FullCalendar render bench</title>${probe}
<script src="/fc/index.global.min.js"></script><script src="/fc/fr.global.min.js"></script></head>
<body><div id="calendar"></div>
<script>
  fetch('${apiBase}/fc/events').then((r) => r.json()).then((events) => {
    // let the page settle one frame, as a view whose data just arrived would not paint in the fetch's task either
    requestAnimationFrame(() => setTimeout(() => {
      mark('fc:data');
      const calendar = new FullCalendar.Calendar(document.getElementById('calendar'), { ...${fcOptions}, events });
      calendar.render();
      mark('fc:commit');
      afterPaint((t) => { mark('fc:painted', t); probe.count = document.querySelectorAll('.fc-timegrid-event').length; probe.done = true; });
    }));
  });
</script></body></html>`;
}

const week = '<oriel-schedule data-mode="week" data-layout="calendar" data-start-hour="8" data-end-hour="20"></oriel-schedule>';

export function pages(apiBase) {
  return {
    '/week': orielPage(apiBase, week, '.o-week-cal-event', 'week', '.o-week-skeleton'),
    // the same with the availabilities answered late: render only, with no minimum loading display in the way
    '/week-render': orielPage(`${apiBase}/slow`, week, '.o-week-cal-event', 'week', '.o-week-skeleton'),
    '/cards': orielPage(
      apiBase,
      '<oriel-cards data-kind="availabilities" data-columns="3" data-page-size="100"></oriel-cards>',
      '.o-card:not(.o-card-skeleton)',
      'cards',
      '.o-card-skeleton',
    ),
    '/fc': fullCalendarNavigationPage(apiBase),
    '/fc-render': fullCalendarRenderPage(apiBase),
  };
}
