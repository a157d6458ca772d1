import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml (API HTML is sanitised before rendering)', () => {
  it('keeps ordinary rich text', () => {
    const html = '<h2>Programme</h2><p>Du <strong>lundi</strong> au <em>vendredi</em></p><ul><li>Sport</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="https://cdn.test/a.png" onerror="alert(1)" alt="A">', '<img src="https://cdn.test/a.png" alt="A" loading="lazy">'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<p style="background:url(x)" onclick="x()">t</p>', '<p>t</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mi><style><img src=x onerror=alert(1)></style></mi></math>', ''],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<form><input name="x"><button>b</button></form>', 'b'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<!-- <img src=x onerror=alert(1)> --><p>c</p>', '<p>c</p>'],
    ['<custom-el><p>inner</p></custom-el>', '<p>inner</p>'],
    // URLs as the browser's parser reads them (core safeUrl): control characters, backslashes, other schemes
    ['<a href="java\nscript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="\u0001javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="/\tevil.test/x">x</a>', '<a href="/evil.test/x" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="/\\evil.test/x">x</a>', '<a href="https://evil.test/x" rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="/relative.png">', ''],
  ])('neutralises %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('opens external links safely and keeps same-site paths', () => {
    expect(sanitizeHtml('<a href="https://x.test">x</a>')).toBe('<a href="https://x.test/" rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(sanitizeHtml('<a href="/fr/blog">b</a>')).toBe('<a href="/fr/blog" rel="noopener noreferrer nofollow">b</a>');
    // a protocol-relative link is an external link, written out as the absolute URL it is
    expect(sanitizeHtml('<a href="//evil.test">e</a>')).toBe('<a href="https://evil.test/" rel="noopener noreferrer nofollow" target="_blank">e</a>');
  });
});
