import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_MAX_LENGTH, organiserImageBases, sanitizeCustomCss } from './custom-css';

/** The organiser's own images: the API's media folder. */
const MEDIA = 'https://api.oriel.test/media/';
const clean = (css: string | null) => sanitizeCustomCss(css, [MEDIA]);

describe('sanitizeCustomCss: what an organiser may write', () => {
  it('keeps ordinary rules, scoped to the shell root', () => {
    expect(clean('.o-card { border-radius: 0; color: #123 }')).toBe('.oriel-root .o-card{border-radius: 0;color: #123}');
    expect(clean('h1, .o-button:hover{font-weight:800}')).toBe('.oriel-root h1,.oriel-root .o-button:hover{font-weight:800}');
  });

  it('turns the page root into the shell root, and custom properties theme the components', () => {
    expect(clean(':root{--oriel-accent:#c0392b;--oriel-radius:2px}')).toBe('.oriel-root{--oriel-accent:#c0392b;--oriel-radius:2px}');
    expect(clean('html body p{margin:0}')).toBe('.oriel-root p{margin:0}');
    expect(clean('body > header{margin:0}')).toBe('.oriel-root> header{margin:0}');
    expect(clean('.oriel-root.dark a{color:white}')).toBe('.oriel-root.dark a{color:white}');
  });

  it('keeps @media, @supports, @keyframes, and @font-face and images from the organiser’s image host', () => {
    expect(clean('@media (max-width: 600px) { .o-card { padding: 0 } }')).toBe('@media (max-width: 600px){.oriel-root .o-card{padding: 0}}');
    expect(clean('@supports (display:grid){a{display:grid}}')).toBe('@supports (display:grid){.oriel-root a{display:grid}}');
    expect(clean('@keyframes pulse { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }')).toBe(
      '@keyframes pulse{from{opacity: 0}50%{opacity: .5}to{opacity: 1}}',
    );
    expect(clean('@font-face{font-family:Brand;src:url("https://api.oriel.test/media/brand.woff2") format("woff2")}')).toBe(
      '@font-face{font-family:Brand;src:url("https://api.oriel.test/media/brand.woff2") format("woff2")}',
    );
    expect(clean('.hero{background:url(https://api.oriel.test/media/a.jpg) center/cover}')).toBe(
      '.oriel-root .hero{background:url(https://api.oriel.test/media/a.jpg) center/cover}',
    );
  });

  it('drops comments and keeps strings with braces or semicolons whole', () => {
    expect(clean('/* brand */ a::after { content: "}; body{color:red}" }')).toBe('.oriel-root a::after{content: "}; body{color:red}"}');
  });

  it('answers nothing for empty or oversized input', () => {
    expect(clean(null)).toBe('');
    expect(clean('   ')).toBe('');
    expect(clean(`a{color:red}${' '.repeat(CUSTOM_CSS_MAX_LENGTH)}`)).toBe('');
  });
});

describe('sanitizeCustomCss: attacks', () => {
  it('drops javascript: and other non-https urls, however they are spelt', () => {
    for (const value of [
      'url(javascript:alert(1))',
      'url("javascript:alert(1)")',
      "url( 'JaVaScRiPt:alert(1)' )",
      'url(vbscript:msgbox(1))',
      'url(http://tracker.example/p.gif)',
      'url(//tracker.example/p.gif)',
      'url(/relative.png)',
      'url(data:image/svg+xml;base64,PHN2Zz4=)',
      'url(data:text/html,<script>alert(1)</script>)',
      'image-set("javascript:alert(1)" 1x)',
      'url(https://api.oriel.test/media/a.png), url(javascript:alert(1))',
      'url(https://api.oriel.test/media/a.png',
    ]) {
      expect(clean(`a{color:red;background:${value}}`), value).toBe('.oriel-root a{color:red}');
    }
  });

  it('drops escapes that spell a scheme or a quote (\\6a avascript, \\22)', () => {
    expect(clean('a{color:red;background:url(\\6a avascript:alert(1))}')).toBe('.oriel-root a{color:red}');
    expect(clean('a{color:red;background:u\\72l(javascript:alert(1))}')).toBe('.oriel-root a{color:red}');
    expect(clean('a{color:red;content:"\\22}body{color:red"}')).toBe('.oriel-root a{color:red}');
    expect(clean('a\\{b{color:red}')).toBe('');
  });

  it('refuses @import of any origin, and other statement at-rules', () => {
    expect(clean('@import url(https://evil.example/x.css); a{color:red}')).toBe('.oriel-root a{color:red}');
    expect(clean('@import "https://evil.example/x.css"; a{color:red}')).toBe('.oriel-root a{color:red}');
    expect(clean('@IMPORT url("x{.css"); a{color:red}')).toBe('.oriel-root a{color:red}');
    expect(clean('@charset "utf-8"; @namespace svg url(http://www.w3.org/2000/svg); a{color:red}')).toBe('.oriel-root a{color:red}');
    expect(clean('@media screen { @import url(https://evil.example/x.css); a{color:red} }')).toBe('@media screen{.oriel-root a{color:red}}');
    expect(clean('@page { margin: 0 } @layer x { a { color: red } } @document url-prefix(){a{color:red}}')).toBe('');
  });

  it('cannot leave its <style> element', () => {
    expect(clean('a{color:red}</style><script>alert(1)</script>')).toBe('.oriel-root a{color:red}');
    expect(clean('a{color:red;font-family:"</style><script>alert(1)</script>"}')).toBe('.oriel-root a{color:red}');
    expect(clean('a[title="</style>"]{color:red}')).toBe('');
    expect(clean('a{color:red}<!-- b{color:blue} -->')).toBe('.oriel-root a{color:red}');
    for (const input of ['</style><script>alert(1)</script>', 'a{x:"</STYLE>"}', '@media (x</style>){a{color:red}}']) {
      expect(clean(input)).not.toMatch(/</);
    }
  });

  it('drops expression(), behavior and -moz-binding', () => {
    expect(clean('a{color:red;width:expression(alert(1))}')).toBe('.oriel-root a{color:red}');
    expect(clean('a{color:red;behavior:url(https://evil.example/x.htc)}')).toBe('.oriel-root a{color:red}');
    expect(clean('a{color:red;-moz-binding:url(https://evil.example/x.xml#x)}')).toBe('.oriel-root a{color:red}');
  });

  it('cannot style outside the shell root', () => {
    expect(clean('.oriel-root ~ div, a{color:red}')).toBe('');
    expect(clean(':root + div{color:red}')).toBe('');
    expect(clean('.oriel-rootx a{color:red}')).toBe('.oriel-root .oriel-rootx a{color:red}');
    expect(clean('* {display:none}')).toBe('.oriel-root *{display:none}');
    // CSS nesting would escape the prefix: nested blocks go
    expect(clean('a{color:red; & ~ body{display:none}}')).toBe('');
  });

  it('drops what the browser would tokenise otherwise (unbalanced parentheses, braces inside an unquoted url)', () => {
    expect(clean('.x:is(a {color:red} body{display:none}')).toBe('');
    expect(clean('a{color:red;width:calc(1px}')).toBe('.oriel-root a{color:red}');
    expect(clean('a{background:url(https://x.example/a})} b{color:red}')).not.toMatch(/(^|,)\s*b\{|\(|\)/);
    expect(clean('a){color:red} b{color:blue}')).toBe('.oriel-root b{color:blue}');
  });

  it('survives broken input without leaking what follows', () => {
    expect(clean('a{color:red')).toBe('');
    expect(clean('a{color:"red}')).toBe('');
    expect(clean('/* never closed a{color:red}')).toBe('');
    expect(clean('}}} a{color:red}')).toBe('.oriel-root a{color:red}');
  });
});

describe('sanitizeCustomCss: nothing is fetched but the organiser’s own images', () => {
  const kept = (value: string) => expect(clean(`a{color:red;background:${value}}`), value).toBe(`.oriel-root a{color:red;background:${value}}`);
  const dropped = (declaration: string) => expect(clean(`a{color:red;${declaration}}`), declaration).toBe('.oriel-root a{color:red}');

  it('keeps url() under the image host, however it is quoted or cased, and raster data: images (nothing to fetch)', () => {
    for (const value of [
      'url(https://api.oriel.test/media/hero.svg)',
      'url("https://api.oriel.test/media/hero.svg")',
      "URL( 'https://API.oriel.test/media/a/b.png?v=2' )",
      'url(https://api.oriel.test/media/a.png) center/cover, linear-gradient(#000, rgb(0 0 0 / 50%))',
      'url(data:image/png;base64,iVBORw0KGgo=)',
    ])
      kept(value);
    expect(clean('a{cursor:url(https://api.oriel.test/media/c.png), auto;mask-image:url(https://api.oriel.test/media/m.svg)}')).toBe(
      '.oriel-root a{cursor:url(https://api.oriel.test/media/c.png), auto;mask-image:url(https://api.oriel.test/media/m.svg)}',
    );
  });

  it('drops url() to any other site, path, scheme or port, and look-alikes of the host', () => {
    for (const url of [
      'https://tracker.example/p.gif',
      'https://api.oriel.test.evil.example/media/p.gif',
      'https://api.oriel.test@evil.example/media/p.gif',
      'https://user:pw@api.oriel.test/media/p.gif',
      'https://evil.example/https://api.oriel.test/media/p.gif',
      'https://evil.example/?https://api.oriel.test/media/',
      'https://api.oriel.test/api/session',
      'https://api.oriel.test/mediax/p.gif',
      'https://api.oriel.test/media/../api/session',
      'https://api.oriel.test/media/%2e%2e/api/session',
      'https://api.oriel.test/media/%2E%2E/api/session',
      'http://api.oriel.test/media/p.gif',
      'https://api.oriel.test:8443/media/p.gif',
      '//api.oriel.test/media/p.gif',
      '/media/p.gif',
      'media/p.gif',
      '#filter',
      '',
    ]) {
      for (const written of [`url(${url})`, `url("${url}")`, `url('${url}')`, `URL(${url})`]) dropped(`background:${written}`);
    }
  });

  it('drops every other construct that fetches: image-set(), image(), src(), cross-fade(), element(), in any case or prefix', () => {
    for (const declaration of [
      'background:image-set("https://tracker.example/p.gif" 1x)',
      'background:-webkit-image-set(url(https://api.oriel.test/media/a.png) 1x)',
      'background:IMAGE-SET("https://tracker.example/p.gif" 1x)',
      'background:image("https://tracker.example/p.gif")',
      'background:src("https://tracker.example/p.gif")',
      'background:src(var(--x))',
      'background:cross-fade(url(https://api.oriel.test/media/a.png), "https://tracker.example/p.gif", 50%)',
      'background:-webkit-cross-fade(url(https://api.oriel.test/media/a.png), url(https://api.oriel.test/media/b.png), 50%)',
      'background:element(#secret)',
      'background:paint(tracker)',
      'width:expression(alert(1))',
      'filter:progid:DXImageTransform.Microsoft.AlphaImageLoader(src="https://tracker.example/p.gif")',
      '--x:url(https://tracker.example/p.gif)',
      '--x:image-set("https://tracker.example/p.gif" 1x)',
      'content:"a" url(https://tracker.example/p.gif)',
      'list-style:square url(https://tracker.example/p.gif)',
      'border-image:url(https://tracker.example/p.gif) 30',
      'filter:url(https://tracker.example/f.svg#x)',
      'shape-outside:url(https://tracker.example/s.png)',
    ])
      dropped(declaration);
    // a function this file does not know is dropped, whatever it does
    dropped('width:future-fetch(1px)');
    // but a string naming a URL is only text
    expect(clean('a::after{content:"https://tracker.example/p.gif"}')).toBe('.oriel-root a::after{content:"https://tracker.example/p.gif"}');
  });

  it('drops escaped spellings (u\\rl, \\75rl, \\55RL, an escaped scheme or host) and comments that split or hide a url', () => {
    for (const declaration of [
      'background:u\\rl(https://tracker.example/p.gif)',
      'background:\\75rl(https://tracker.example/p.gif)',
      'background:\\55RL(https://tracker.example/p.gif)',
      'background:\\75 rl(https://tracker.example/p.gif)',
      'background:url(\\68ttps://tracker.example/p.gif)',
      'background:url(https://tracker\\2e example/p.gif)',
      'background:url("https://api.oriel.test/media/\\2e\\2e/x")',
      'background:image-s\\65t("https://tracker.example/p.gif" 1x)',
    ])
      dropped(declaration);
    // a comment is a separator: the browser reads `u rl(…)`, an unknown function, never url(); dropped all the same
    dropped('background:u/**/rl(https://tracker.example/p.gif)');
    dropped('background:url(/**/https://tracker.example/p.gif)');
    dropped('background:url(https://api.oriel.test/media/a.png/**/), url(https://tracker.example/p.gif)');
    expect(clean('a{color:red;background:/* x */url(https://api.oriel.test/media/a.png)}')).toBe(
      '.oriel-root a{color:red;background: url(https://api.oriel.test/media/a.png)}',
    );
  });

  it('drops @import, however it is spelt or hidden, and fetches inside @font-face, @keyframes and conditions', () => {
    for (const css of [
      '@import url(https://api.oriel.test/media/x.css); a{color:red}',
      '@IMPORT "https://tracker.example/x.css"; a{color:red}',
      '@im/**/port url(https://tracker.example/x.css); a{color:red}',
      '@import/**/url(https://tracker.example/x.css); a{color:red}',
      '@\\69mport url(https://tracker.example/x.css); a{color:red}',
      '@font-face{font-family:X;src:url(https://fonts.tracker.example/x.woff2)} a{color:red}',
      '@font-face{font-family:X;src:src("https://fonts.tracker.example/x.woff2")} a{color:red}',
      '@keyframes k{from{background:url(https://tracker.example/p.gif)}} a{color:red}',
      '@media (min-width:1px) and (background:url(https://tracker.example/p.gif)){b{color:blue}} a{color:red}',
    ]) {
      const out = clean(css);
      expect(out, css).toMatch(/(^|\n)\.oriel-root a\{color:red\}$/);
      expect(out, css).not.toMatch(/@import|url\(|src\(|tracker/i);
    }
  });

  it('with no image host given, no url() at all; the host is the media folder of the API the shell talks to', () => {
    expect(sanitizeCustomCss('a{color:red;background:url(https://api.oriel.test/media/a.png)}', [])).toBe('.oriel-root a{color:red}');
    expect(organiserImageBases('http://localhost:4310')).toEqual(['http://localhost:4310/media/']);
    expect(organiserImageBases('https://api.oriel.test/o/london1')).toEqual(['https://api.oriel.test/media/']);
    expect(organiserImageBases('/', 'https://shop.oriel.test/fr/cours')).toEqual(['https://shop.oriel.test/media/']);
    expect(organiserImageBases('not a url')).toEqual([]);
    const local = organiserImageBases('http://localhost:4310');
    expect(sanitizeCustomCss('a{background:url(http://localhost:4310/media/hero.svg)}', local)).toBe(
      '.oriel-root a{background:url(http://localhost:4310/media/hero.svg)}',
    );
    expect(sanitizeCustomCss('a{background:url(http://localhost:4311/media/hero.svg)}', local)).toBe('');
  });
});
