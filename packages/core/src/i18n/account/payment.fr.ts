import type { Widen } from '../types';
import type { paymentEn } from './payment.en';

export const paymentFr = {
} satisfies Widen<typeof paymentEn>;
