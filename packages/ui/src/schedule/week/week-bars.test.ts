import { describe, expect, it } from 'vitest';
import { barsHtml, escapeHtml, eventBox } from './week-bars';

const parse = (html: string) => {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
};

describe('week bars', () => {
  it('places an event in plain lengths: 4 px a 5-minute unit, its lane a share of the column', () => {
    expect(eventBox({ top: 72, span: 18 }, { lane: 2, lanes: 4 })).toBe('top:288px;height:72px;left:50%;width:25%');
  });

  it('keeps an API text that tries to break out of its attribute a text', () => {
    const label = `Tennis"><img src=x onerror="alert(1)"> & 'co' <script>alert(2)</script>`;
    const list = parse(barsHtml([{ box: 'top:0px', label, href: null, disabled: false, index: 0 }]));
    expect(list.querySelector('img, script')).toBeNull();
    expect(list.children).toHaveLength(1);
    expect(list.firstElementChild?.getAttribute('title')).toBe(label);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('makes a bar a link only through the URL gate: a script URL is a button that opens in place', () => {
    const list = parse(
      barsHtml([
        { box: 'top:0px', label: 'a', href: '/fr/availabilities/av1?from="x"', disabled: false, index: 0 },
        { box: 'top:4px', label: 'b', href: 'javascript:alert(1)', disabled: false, index: 1 },
        { box: 'top:8px', label: 'c', href: ' java\tscript:alert(1)', disabled: false, index: 2 },
      ]),
    );
    const [link, refused, hidden] = Array.from(list.children);
    expect(link?.tagName).toBe('A');
    expect(link?.getAttribute('href')).toBe('/fr/availabilities/av1?from="x"');
    for (const bar of [refused, hidden]) {
      expect(bar?.tagName).toBe('BUTTON');
      expect(bar?.hasAttribute('href')).toBe(false);
    }
    expect(hidden?.getAttribute('data-i')).toBe('2');
    expect(list.querySelectorAll('.o-week-cal-event.o-week-bar')).toHaveLength(3);
  });

  it('makes a closed session a bar that is no control, its escaped facts as hidden text', () => {
    const list = parse(barsHtml([{ box: 'top:0px', label: 'Complet <b>', href: '/fr/availabilities/av1', disabled: true, index: 0 }]));
    const bar = list.firstElementChild!;
    expect(bar.tagName).toBe('DIV');
    expect(bar.className).toBe('o-week-cal-event o-week-bar is-disabled');
    expect(bar.querySelector('.sr-only')?.textContent).toBe('Complet <b>');
    expect(list.querySelector('a, button, b')).toBeNull();
  });
});
