import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IframeBlockSettings, ImageBlockSettings, PageElement } from '@oriel/core';
import { SiteLink } from '../layout/site-link';
import { IframeBlock, ImageBlock } from '../builder/media-blocks';
import { navigateTop } from '../checkout/checkout.logic';
import { renderWith, testRuntime } from '../testing/test-runtime';

// Every consumer of a URL from configuration or an answer goes through core's safeUrl; these tables attack each.
const SCRIPTS = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:x',
  'data:text/html,<script>alert(1)</script>',
];
const element = { id: 'e', element: 'x', type: 'BLOCK', family: 'blocks', name: 'x', settings: {}, children: [] } as unknown as PageElement;

afterEach(() => vi.restoreAllMocks());

describe('organiser links (SiteLink)', () => {
  it.each(SCRIPTS)('%j renders as plain text, never as a link', (href) => {
    const { runtime } = testRuntime();
    renderWith(runtime, <SiteLink href={href}>Programme</SiteLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Programme').tagName).toBe('SPAN');
  });

  it.each(['//evil.test/x', '/\\evil.test/x', '/\t/evil.test/x'])('%j is an external link the router never follows', (href) => {
    const { runtime, navigate } = testRuntime();
    renderWith(runtime, <SiteLink href={href}>Ailleurs</SiteLink>);
    const link = screen.getByRole('link', { name: 'Ailleurs' });
    expect(link.getAttribute('href')).toBe('https://evil.test/x');
    // the browser would follow it as any external link; the test document must stay where it is
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(link);
    document.removeEventListener('click', stay);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a site path navigates client-side with the language prefix', () => {
    const { runtime, navigate } = testRuntime();
    renderWith(runtime, <SiteLink href="/stages">Stages</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Stages' }));
    expect(navigate).toHaveBeenCalledWith('/fr/stages');
  });
});

describe('iframe block', () => {
  const frame = (url: string) => {
    const { runtime } = testRuntime();
    const settings = { url, width: '100%', height: null, 'aspect-ratio': '16 / 9' } as unknown as IframeBlockSettings;
    return renderWith(
      runtime,
      <IframeBlock settings={settings} element={element}>
        {null}
      </IframeBlock>,
    ).container.querySelector('iframe');
  };
  it.each([...SCRIPTS, '/fr/page', 'about:blank', 'mailto:x@y.z'])('%j embeds nothing', (url) => {
    expect(frame(url)).toBeNull();
  });
  it('another origin keeps its own storage; a frame of the page origin cannot lift its sandbox', () => {
    expect(frame('https://maps.example/embed')?.getAttribute('sandbox')).toContain('allow-same-origin');
    const own = frame(`${window.location.origin}/fr/page`)!;
    expect(own.getAttribute('sandbox')).toContain('allow-scripts');
    expect(own.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });
});

describe('image block', () => {
  it.each([...SCRIPTS, 'https://cdn.example/a.png") ; background:url(javascript:x'])('%j shows no image', (url) => {
    const { runtime } = testRuntime();
    const settings = { url, alt: '' } as unknown as ImageBlockSettings;
    expect(
      renderWith(
        runtime,
        <ImageBlock settings={settings} element={element}>
          {null}
        </ImageBlock>,
      ).container.querySelector('img'),
    ).toBeNull();
  });
});

describe('online payment navigation (navigateTop, URL from the checkout answer)', () => {
  it.each([...SCRIPTS, 'mailto:x@y.z', 'tel:123', '/fr/relative'])('refuses %j and leaves the page where it is', (url) => {
    const before = window.location.href;
    expect(() => navigateTop(url)).toThrow();
    expect(window.location.href).toBe(before);
  });
});
