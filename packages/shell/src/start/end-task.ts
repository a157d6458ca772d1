/**
 * Ends the task the shell's start-up is evaluating its modules in, after a mark DevTools shows (`oriel:start:<name>`).
 * The entry's modules are wrapped (strict execution order, vite.config.ts) and run in the order main.tsx imports
 * them, awaiting a module with top-level await before the next: a module that awaits this is where one task of
 * module evaluation ends and the next begins. Imports nothing, so it runs before what it cuts. `_built`: schemas a
 * break module wants built in the task it ends (an argument, so the bundler keeps their construction there).
 */
export function endTask(name: string, ..._built: unknown[]): Promise<void> {
  performance.mark(`oriel:start:${name}`);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
