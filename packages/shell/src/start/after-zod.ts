// main.tsx imports this first: the answers' shared schema leaves (core common.schema.ts), zod's first constructions,
// whose code compiles as it first runs (45 ms at 4× CPU, the heaviest module of the start-up), end a task of their own.
import { imagesSchema } from '@oriel/core';
import { endTask } from './end-task';

await endTask('zod', imagesSchema);
