export function assertBuilt(): void;
