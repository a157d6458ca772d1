// The bench's table: both products, the medians, their ratio and their goals.

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const ms = (n) => (n === undefined ? '–' : `${n.toFixed(0)} ms`);
const task = (n) => (n > 0 ? `${n.toFixed(0)} ms` : '< 50 ms');
const pass = (ok) => (ok ? 'PASS' : 'FAIL');
const ratio = (a, b) => (a / b).toFixed(2);
/** FullCalendar's render() of the same week, on the machine where the bench's goals were set beside it. */
export const ISSUE_FC_RENDER_MS = 640;

export function printTable(runs, { runs: count, count: sessions }) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const max = (list, key) => Math.max(...list.map((r) => r[key]));
  const week = {
    visible: m(runs.week, 'visible'),
    render: m(runs.week, 'render'),
    complete: m(runs.week, 'complete'),
    longest: max(runs.week, 'longest'),
    navigationLongest: max(runs.week, 'navigationLongest'),
  };
  const fc = {
    visible: m(runs.fc, 'visible'),
    render: m(runs.fcRender, 'render'),
    longest: max(runs.fcRender, 'longest'),
    navigationLongest: max(runs.fc, 'navigationLongest'),
  };
  const cards = {
    visible: m(runs.cards, 'visible'),
    render: m(runs.cards, 'render'),
    complete: m(runs.cards, 'complete'),
    longest: max(runs.cards, 'longest'),
    navigationLongest: max(runs.cards, 'navigationLongest'),
  };
  const n = runs.week[0].count;
  // This machine's pace against the issue's: the same FullCalendar render, there and here. A render-only figure times
  // this factor is what the issue's machine would take, read against the same goals (an estimate: both are CPU-bound
  // script, style and layout).
  const pace = ISSUE_FC_RENDER_MS / fc.render;
  /** a render-only goal: its words, met here, and its reading at the issue's pace */
  const goal = (value, limit, words = `<= ${limit} ms`) => [words, pass(value <= limit), value > 0 ? ms(value * pace) : '< 50 ms', pass(value * pace <= limit)];
  const task50 = (value) => goal(value, 50, 'none over 50 ms');
  const cardsCount = runs.cards[0].count;
  const rows = [
    [
      'week: navigation to visible',
      ms(week.visible),
      ms(fc.visible),
      ratio(week.visible, fc.visible),
      '<= 0.4x FullCalendar',
      pass(week.visible <= 0.4 * fc.visible),
      '',
      '',
    ],
    ['week: render only, first events painted', ms(week.render), ms(fc.render), ratio(week.render, fc.render), ...goal(week.render, 50)],
    [`week: render only, all ${n} painted`, ms(week.complete), ms(fc.render), ratio(week.complete, fc.render), ...goal(week.complete, 50)],
    ['week: longest task while rendering (max)', task(week.longest), task(fc.longest), '', ...task50(week.longest)],
    ['week: longest task, navigation to visible (max)', task(week.navigationLongest), task(fc.navigationLongest), '', ...task50(week.navigationLongest)],
    [`cards (${cardsCount}): navigation to visible`, ms(cards.visible), '', '', '', '', '', ''],
    ['cards: render only, first cards painted', ms(cards.render), '', '', ...goal(cards.render, 30)],
    [`cards: render only, all ${cardsCount} in the page`, ms(cards.complete), '', '', ...goal(cards.complete, 30)],
    ['cards: longest task while rendering (max)', task(cards.longest), '', '', ...task50(cards.longest)],
    ['cards: longest task, navigation to all in the page (max)', task(cards.navigationLongest), '', '', ...task50(cards.navigationLongest)],
  ];
  const head = ['figure (median of runs)', 'Oriel', 'FullCalendar 6', 'Oriel / FC', 'goal', '', "at the issue's pace", ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const right = (i) => (i > 0 && i < 4) || i === 6;
  const line = (cells) => `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(
    `\nRender bench: ${sessions} sessions of one week, ${count} runs each in fresh pages (Oriel ${n} calendar events, FullCalendar ${runs.fc[0].count})`,
  );
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (right(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nAt the issue's pace: Oriel's figure x ${ISSUE_FC_RENDER_MS} / ${ms(fc.render)} (FullCalendar's render() of this week on the ` +
      `machine issue 10 measured, over its render here: this machine is ${(fc.render / ISSUE_FC_RENDER_MS).toFixed(2)}x slower).`,
  );
  const list = (xs, key) => xs.map((r) => r[key].toFixed(0)).join(', ');
  console.log(
    `\nruns (ms): Oriel week visible ${list(runs.week, 'visible')} / render ${list(runs.week, 'render')} / all painted ${list(runs.week, 'complete')}`,
  );
  console.log(`           FullCalendar visible ${list(runs.fc, 'visible')} / render ${list(runs.fcRender, 'render')}`);
  console.log(`           Oriel cards visible ${list(runs.cards, 'visible')} / render ${list(runs.cards, 'render')} / all ${list(runs.cards, 'complete')}`);
  console.log(
    `Oriel week navigation (medians): loading display on screen at ${ms(m(runs.week, 'skeleton'))}, its 350 ms minimum display over by ` +
      `${ms(m(runs.week, 'skeleton') + 350)}, the first render with the data at ${ms(m(runs.week, 'shows'))}`,
  );
  const whole = [...runs.week, ...runs.cards].filter((r) => r.longestWhole > r.longest + 1);
  if (whole.length) console.log(`long tasks that began before the data (its parsing): whole ${whole.map((r) => ms(r.longestWhole)).join(', ')}`);
  console.log('');
}
