// main.tsx imports this after the app modules: their evaluation ends its task here (end-task.ts).
import { endTask } from './end-task';

await endTask('app');
