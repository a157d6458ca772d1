// main.tsx imports this first: from here on a press on the server's buttons is kept for the app (early-press.ts).
import { keepEarlyPress } from './early-press';

export const earlyPress = keepEarlyPress(document);
