export declare const BENCH_HOOK: RegExp;
export declare function benchHooksIn(dirs: readonly string[]): { file: string; match: string }[];
