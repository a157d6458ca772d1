// Test support: the requests a fake fetch received, whatever form the client passed (not exported from the package).
export function posted(fetch: { mock: { calls: unknown[][] } }, path: string, method = 'POST'): Request[] {
  return fetch.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init as RequestInit)))
    .filter((r) => r.method === method && new URL(r.url).pathname === path);
}

export const bodyOf = async <T = unknown>(request: Request | undefined): Promise<T> => {
  if (!request) throw new Error('no such request');
  return (await request.clone().json()) as T;
};
