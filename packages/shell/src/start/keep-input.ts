// main.tsx imports this first: from here on what a visitor does to the server's markup is kept for the app (early-input.ts).
import { keepEarlyInput } from './early-input';

export const earlyInput = keepEarlyInput(document);
