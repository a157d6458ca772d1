// Global CSS of the hosts the widgets are dropped into: host-isolation.test.ts compares against a clean page, host-apps.test.ts runs an app under it.

/** Bootstrap 5's reboot, its rules a widget could inherit (there is no network: written here, as the framework ships them). */
export const BOOTSTRAP_REBOOT = `
*, *::before, *::after { box-sizing: border-box; }
:root { --bs-body-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --bs-body-font-size: 1rem; --bs-body-line-height: 1.5; --bs-body-color: #212529; }
body { margin: 0; font-family: var(--bs-body-font-family); font-size: var(--bs-body-font-size); font-weight: 400;
  line-height: var(--bs-body-line-height); color: var(--bs-body-color); text-align: var(--bs-body-text-align);
  background-color: #fff; -webkit-text-size-adjust: 100%; -webkit-tap-highlight-color: rgba(0, 0, 0, 0); }
h1, h2, h3, h4, h5, h6 { margin-top: 0; margin-bottom: .5rem; font-weight: 500; line-height: 1.2; }
h3 { font-size: calc(1.3rem + .6vw); }
p { margin-top: 0; margin-bottom: 1rem; }
ol, ul { padding-left: 2rem; }
a { color: #0d6efd; text-decoration: underline; }
img, svg { vertical-align: middle; }
label { display: inline-block; }
button { border-radius: 0; }
input, button, select, optgroup, textarea { margin: 0; font-family: inherit; font-size: inherit; line-height: inherit; }
button, select { text-transform: none; }
button, [type="button"], [type="submit"] { -webkit-appearance: button; }
`;

/** Tailwind's preflight, the same way. */
export const TAILWIND_PREFLIGHT = `
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; }
html, :host { line-height: 1.5; -webkit-text-size-adjust: 100%; tab-size: 4;
  font-family: ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji"; font-feature-settings: normal; font-variation-settings: normal; }
body { margin: 0; line-height: inherit; }
h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
a { color: inherit; text-decoration: inherit; }
button, input, optgroup, select, textarea { font-family: inherit; font-feature-settings: inherit; font-size: 100%;
  font-weight: inherit; line-height: inherit; letter-spacing: inherit; color: inherit; margin: 0; padding: 0; }
button, [type="button"], [type="submit"] { -webkit-appearance: button; background-color: transparent; background-image: none; }
blockquote, dl, dd, h1, h2, h3, h4, h5, h6, hr, figure, p, pre { margin: 0; }
ol, ul, menu { list-style: none; margin: 0; padding: 0; }
img, svg, video, canvas { display: block; vertical-align: middle; }
`;

/** An older site's global CSS: a 10 px root and every inherited text property set to something a widget must not take. */
export const HOSTILE = `
html { font-size: 62.5%; }
body, .page { font: italic 700 1.4rem/2.4 Georgia, serif; font-variant: small-caps; color: #b00020; text-transform: uppercase;
  letter-spacing: .3em; word-spacing: 1em; text-align: center; text-indent: 4em; white-space: pre; text-shadow: 1px 1px #0f0;
  cursor: wait; list-style: square inside; font-stretch: condensed; font-kerning: none; word-break: break-all; hyphens: auto;
  text-align-last: right; font-feature-settings: "smcp"; color-scheme: dark; tab-size: 20; }
`;
