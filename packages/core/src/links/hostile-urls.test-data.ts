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
