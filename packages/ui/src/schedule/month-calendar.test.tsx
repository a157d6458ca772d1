import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { MonthCalendar } from './month-calendar';
import { DayTabs } from './week/day-tabs';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { RuntimeContext } from '../context/runtime';

const focusedDay = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? '';

function calendar(onSelect = vi.fn()) {
  const { runtime } = testRuntime();
  renderWith(
    runtime,
    <MonthCalendar
      value={null}
      initial="2026-12-09"
      today="2026-12-02"
      marked={new Set(['2026-12-10'])}
      bounds={{ min: '2026-12-02', max: '2027-12-31' }}
      onSelect={onSelect}
      // opened from a button, as the date popover does
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />,
  );
  return onSelect;
}

const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('the month calendar by keyboard (APG date picker)', () => {
  it('opens with the focus on its day; arrows move by day and by week', () => {
    calendar();
    expect(focusedDay()).toBe('mercredi 9 décembre 2026');
    press('ArrowRight');
    expect(focusedDay()).toBe('jeudi 10 décembre 2026, disponibilités');
    press('ArrowDown');
    expect(focusedDay()).toBe('jeudi 17 décembre 2026');
    press('ArrowLeft');
    press('ArrowUp');
    expect(focusedDay()).toBe('mercredi 9 décembre 2026');
  });

  it('Home and End go to the week’s first and last day; PageDown and PageUp change month, with Shift a year', () => {
    calendar();
    press('Home');
    expect(focusedDay()).toBe('lundi 7 décembre 2026');
    press('End');
    expect(focusedDay()).toBe('dimanche 13 décembre 2026');
    press('PageDown');
    expect(focusedDay()).toBe('mercredi 13 janvier 2027');
    screen.getByRole('grid', { name: 'janvier 2027' });
    press('PageUp');
    press('PageDown', { shiftKey: true });
    expect(focusedDay()).toBe('lundi 13 décembre 2027');
  });

  it('stays within its bounds and Enter chooses the focused day', () => {
    const onSelect = calendar();
    press('PageUp');
    expect(focusedDay()).toBe('mercredi 2 décembre 2026');
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledWith('2026-12-02');
  });
});

describe('the week’s day tabs on a phone by keyboard (APG tabs)', () => {
  it('arrows, Home and End choose the day and move the focus to it', async () => {
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const onSelect = vi.fn();
    const { runtime } = testRuntime();
    const { rerender } = renderWith(runtime, <DayTabs days={days} shown="2026-12-02" counts={new Map()} panelId="p" onSelect={onSelect} />);
    const tab = screen.getByRole('tab', { selected: true });
    tab.focus();
    press('ArrowRight');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-03');
    press('Home');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-30');
    press('End');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-06');
    rerender(
      <RuntimeContext.Provider value={runtime}>
        <DayTabs days={days} shown="2026-12-06" counts={new Map()} panelId="p" onSelect={onSelect} />
      </RuntimeContext.Provider>,
    );
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-06');
  });
});
