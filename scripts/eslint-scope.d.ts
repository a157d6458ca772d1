// eslint-scope publishes no types: the one call scripts/runtime-aliases.ts makes, typed there
declare module 'eslint-scope' {
  export function analyze(program: unknown, options: { ecmaVersion: number; sourceType: 'module' | 'script' }): unknown;
}
