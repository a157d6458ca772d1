import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '@oriel/core';
import { askScreenAhead, largestImage } from './screen-ahead';
import { preloadScreen } from './screen-loaders';

vi.mock('./screen-loaders', async (original) => ({ ...(await original<typeof import('./screen-loaders')>()), preloadScreen: vi.fn() }));

const registration = (images: unknown) => ({ data: { cuid: 'r-1', availability: { activity: { title: 'Stage', images } } } });
const shown = { view: 'registration', cuid: 'r-1' } as const;

afterEach(() => {
  vi.mocked(preloadScreen).mockClear();
  vi.unstubAllGlobals();
});

describe('largestImage: the image a screen draws largest, from its answer', () => {
  it("a registration's: its activity's first image", () => {
    const answer = registration([{ public_url: 'https://cdn.example/1.jpg' }, { public_url: 'https://cdn.example/2.jpg' }]);
    expect(largestImage(shown, answer)).toBe('https://cdn.example/1.jpg');
  });

  it('through the URL gate the screen reads it with: a refused first image gives way to the next one', () => {
    const answer = registration([{ public_url: 'javascript:alert(1)' }, { public_url: 'https://cdn.example/2.jpg' }]);
    expect(largestImage(shown, answer)).toBe('https://cdn.example/2.jpg');
    expect(largestImage(shown, registration([{ public_url: 'data:image/svg+xml,<svg/>' }]))).toBeNull();
  });

  it('none for a registration without images or activity, an answer that is not one, or another screen', () => {
    expect(largestImage(shown, registration([]))).toBeNull();
    expect(largestImage(shown, { data: { availability: null } })).toBeNull();
    expect(largestImage(shown, { data: 'x' })).toBeNull();
    expect(largestImage(shown, null)).toBeNull();
    expect(largestImage({ view: 'booking', cuid: 'b-1' }, registration([{ public_url: 'https://cdn.example/1.jpg' }]))).toBeNull();
  });
});

describe('askScreenAhead', () => {
  it("asks for the screen's chunk and answer at once, then its image as soon as the answer is in, at high priority", async () => {
    const images: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(value: string) {
          images.push({ src: value, fetchPriority: this.fetchPriority });
        }
      },
    );
    const fetch = vi.fn(async () => Response.json(registration([{ public_url: 'https://cdn.example/1.jpg' }])));
    const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fetch as unknown as typeof globalThis.fetch });
    askScreenAhead(http, shown);
    expect(preloadScreen).toHaveBeenCalledWith('registration');
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(images).toEqual([{ src: 'https://cdn.example/1.jpg', fetchPriority: 'high' }]));
  });

  it('a list screen asks for its chunk only: its answer depends on its page and filters', () => {
    const fetch = vi.fn();
    const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fetch as unknown as typeof globalThis.fetch });
    askScreenAhead(http, { view: 'registrations' });
    expect(preloadScreen).toHaveBeenCalledWith('registrations');
    expect(fetch).not.toHaveBeenCalled();
  });
});
