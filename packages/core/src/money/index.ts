export { DEFAULT_CURRENCY, currencyDecimals } from './currency';
export { formatMoney, toMinor, fromMinor } from './money';
export type { MoneyFormatOptions } from './money';
