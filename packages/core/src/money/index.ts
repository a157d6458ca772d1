export { DEFAULT_CURRENCY, currencyDecimals, resolveCurrency } from './currency';
export { currencySymbol } from './currency-symbol';
export { formatMoney, fromMinor } from './money';
export { toMinor } from './to-minor';
export type { MoneyFormatOptions } from './money';
