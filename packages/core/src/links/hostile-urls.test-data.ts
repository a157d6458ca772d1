// Inputs an attacker controls (a crafted link, an organiser's compromised settings, an API answer), each
// written as the browser would still read it as dangerous.
export const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\r:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://shop.example/1234',
  'file:///etc/passwd',
];

// Redirect targets that would take the browser to evil.test (or run a script) if followed as written, each
// spelled the way a parser, a server or a router that decodes paths would still read as leaving the site.
export const OFF_SITE_REDIRECTS = [
  // protocol-relative, and the backslash the URL parser reads as a slash
  '//evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  ' //evil.test',
  // tab, newline and carriage return, which the parser drops inside the slashes
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r/evil.test',
  // dot segments that resolve to a path starting with two slashes
  '/.//evil.test',
  '/./../..//evil.test',
  '/%2e/%2e//evil.test',
  '/%2E%2E//evil.test',
  '/x/..//evil.test',
  // percent-encoded slashes, backslashes and controls, once or twice
  '/%2F%2Fevil.test',
  '/%2f/evil.test',
  '/%5Cevil.test',
  '/%5C%5Cevil.test',
  '/%252F%252Fevil.test',
  '/%25252F%25252Fevil.test',
  '/%255Cevil.test',
  '/%09/evil.test',
  '/%0A/evil.test',
  // user-info and other origins
  'https://shop.example@evil.test/',
  'https://shop.example%40evil.test/',
  'http://shop.example.evil.test/',
  'https://evil.test/fr',
  'http://shop.example/fr',
  'https://shop.example:8443/fr',
  '//shop.example@evil.test',
  // script and data payloads, whatever their spelling
  'javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];
