// main.tsx imports this after the runtime modules: their evaluation ends its task here (end-task.ts).
import { endTask } from './end-task';

await endTask('runtime');
