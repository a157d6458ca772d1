// main.tsx imports this first: the answers' shared schema leaves (core common.schema.ts) end a task of their own.
import { imagesSchema } from '@oriel/core';
import { endTask } from './end-task';

await endTask('schemas', imagesSchema);
