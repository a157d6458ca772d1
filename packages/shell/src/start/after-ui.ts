// main.tsx imports this after the ui modules: their evaluation ends its task here (end-task.ts).
import { endTask } from './end-task';

await endTask('ui');
