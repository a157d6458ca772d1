/**
 * A `Date` that starts at a pinned instant and then runs with real time, installed as the global of every test
 * worker (clock-setup.ts): `new Date()` and `Date.now()` give the run's instant, never the machine's day, while
 * durations measured with them stay true. Every other use of `Date` (parsing, fields, time zones) is the native one.
 */
export interface PinnedDateClass extends DateConstructor {
  /** the native Date this one wraps */
  readonly native: DateConstructor;
  /** moves "now" to `instant`; time runs on from there */
  pin(instant: Date | number): void;
}

export function pinnedDate(start: Date | number, native: DateConstructor = Date): PinnedDateClass {
  let offset = 0;
  const now = () => native.now() + offset;
  const pin = (instant: Date | number) => void (offset = new native(instant).getTime() - native.now());
  pin(start);

  // a subclass keeps `instanceof Date`, the prototype's methods and the static parse/UTC
  class PinnedDate extends native {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string]));
    }
    static override now() {
      return now();
    }
    static readonly native = native;
    static pin = pin;
  }
  // `Date()` called without new answers the current time as a string, like the native one
  const callable = new Proxy(PinnedDate, {
    apply: () => new native(now()).toString(),
  });
  return callable as unknown as PinnedDateClass;
}

/** Whether `value` is a Date class made by pinnedDate. */
export function isPinned(value: DateConstructor): value is PinnedDateClass {
  return typeof (value as Partial<PinnedDateClass>).pin === 'function' && 'native' in value;
}

/** The machine's own epoch milliseconds, for what runs outside the pin (a browser page's clock offset, say). */
export function machineNow(): number {
  const current = globalThis.Date;
  return isPinned(current) ? current.native.now() : current.now();
}
