export declare const TEST_INSTANTS: [label: string, iso: string][];
export declare function testNow(env?: Record<string, string | undefined>): Date;
