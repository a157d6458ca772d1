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

  // A plain constructor that answers native dates: as fast as the native one (a subclass behind a Proxy made
  // date-heavy tests ten times slower). Sharing the prototype keeps `instanceof Date` and every method.
  function PinnedDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new native(now()).toString();
    if (new.target !== PinnedDate) return Reflect.construct(native, args.length ? args : [now()], new.target);
    switch (args.length) {
      case 0:
        return new native(now());
      case 1:
        return new native(args[0] as string);
      default:
        return new (native as unknown as new (...a: unknown[]) => Date)(...args);
    }
  }
  // writable like the native statics: fake timers copy them onto their own Date
  const own = (value: unknown) => ({ value, writable: true, configurable: true });
  Object.defineProperties(PinnedDate, {
    prototype: { value: native.prototype },
    now: own(now),
    parse: own(native.parse),
    UTC: own(native.UTC),
    native: own(native),
    pin: own(pin),
  });
  return PinnedDate as unknown as PinnedDateClass;
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
