import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from './custom-css';

const clean = sanitizeCustomCss;

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

  it('keeps @media, @supports, @keyframes and @font-face from https', () => {
    expect(clean('@media (max-width: 600px) { .o-card { padding: 0 } }')).toBe('@media (max-width: 600px){.oriel-root .o-card{padding: 0}}');
    expect(clean('@supports (display:grid){a{display:grid}}')).toBe('@supports (display:grid){.oriel-root a{display:grid}}');
    expect(clean('@keyframes pulse { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }')).toBe(
      '@keyframes pulse{from{opacity: 0}50%{opacity: .5}to{opacity: 1}}',
    );
    expect(clean('@font-face{font-family:Brand;src:url("https://fonts.example/brand.woff2") format("woff2")}')).toBe(
      '@font-face{font-family:Brand;src:url("https://fonts.example/brand.woff2") format("woff2")}',
    );
    expect(clean('.hero{background:url(https://cdn.example/a.jpg) center/cover}')).toBe(
      '.oriel-root .hero{background:url(https://cdn.example/a.jpg) center/cover}',
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
      'url(https://ok.example/a.png), url(javascript:alert(1))',
      'url(https://ok.example/a.png',
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
