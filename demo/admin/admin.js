// A stand-in for the admin console's page builder (docs/security.md "Live preview"): it frames the shell in
// preview mode, sends it drafts, and lists what the preview reports back. An external module: the page's
// Content-Security-Policy allows no inline script.

const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? '';
const api = meta('oriel-api');
const shell = new URL(meta('oriel-shell'));
// the one origin this page talks to and listens to: posting with '*' could hand a draft to any page in the frame
const shellOrigin = shell.origin;

const form = document.getElementById('draft-form');
const pageSelect = document.getElementById('page');
const textarea = document.getElementById('draft');
const errorBox = document.getElementById('draft-error');
const applyButton = document.getElementById('apply');
const outline = document.getElementById('outline');
const hoveredText = document.getElementById('hovered');
const frame = document.getElementById('preview');
const log = document.getElementById('log');

/** The draft last applied: every hover message carries it again (the protocol's one message is content[] plus hovered). */
let content = null;
let pinned = null;

function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.append(item);
  log.parentElement.scrollTop = log.parentElement.scrollHeight;
}

function send(hovered) {
  if (!content || !frame.contentWindow) return;
  // the spec's shape (000 §5): content[] plus an optional hovered{id}, nothing else
  const message = { content };
  if (hovered !== null) message.hovered = { id: hovered };
  frame.contentWindow.postMessage(message, shellOrigin);
}

function label(el) {
  const name = typeof el?.name === 'string' && el.name ? el.name : String(el?.element ?? '?');
  return { name, kind: String(el?.element ?? '') };
}

function renderOutline() {
  outline.replaceChildren();
  for (const el of Array.isArray(content) ? content : []) {
    if (!el || (typeof el.id !== 'string' && typeof el.id !== 'number')) continue;
    const id = String(el.id);
    const { name, kind } = label(el);
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-pressed', String(pinned === id));
    button.append(name, ' ');
    const small = document.createElement('span');
    small.className = 'kind';
    small.textContent = `(${kind})`;
    button.append(small);
    button.addEventListener('mouseenter', () => send(id));
    button.addEventListener('mouseleave', () => send(pinned));
    button.addEventListener('click', () => {
      pinned = pinned === id ? null : id;
      renderOutline();
      send(pinned);
    });
    const item = document.createElement('li');
    item.append(button);
    outline.append(item);
  }
}

function apply() {
  errorBox.textContent = '';
  let parsed;
  try {
    parsed = JSON.parse(textarea.value);
  } catch (error) {
    errorBox.textContent = `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  if (!Array.isArray(parsed)) {
    errorBox.textContent = 'The draft must be a JSON array of page elements.';
    return;
  }
  // the shell checks every element against the page schema and answers with an error if one is wrong
  content = parsed;
  pinned = null;
  renderOutline();
  send(null);
}

async function loadPage(pathname) {
  textarea.value = '';
  errorBox.textContent = '';
  try {
    const answer = await fetch(`${api}/api/website/pages?pathname=${encodeURIComponent(pathname)}`);
    if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
    const { data } = await answer.json();
    textarea.value = JSON.stringify(data.content ?? [], null, 2);
  } catch (error) {
    textarea.value = '[]';
    errorBox.textContent = `The page could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function loadPages() {
  try {
    const answer = await fetch(`${api}/api/website`);
    const { data } = await answer.json();
    const pages = (data.pages ?? []).filter((p) => p.type === 'DEFAULT' && typeof p.pathname === 'string');
    if (pages.length === 0) return;
    pageSelect.replaceChildren(...pages.map((p) => new Option(`${p.title} (${p.pathname})`, p.pathname)));
    pageSelect.value = '/';
  } catch {
    // the home page alone stays in the list
  }
}

window.addEventListener('message', (event) => {
  // the shell's rule mirrored: only the preview's origin, and only the frame this page holds
  if (event.origin !== shellOrigin || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || typeof data.type !== 'string' || !data.type.startsWith('oriel:preview:')) return;
  const name = (d) => `${d.name ?? '?'} (${d.id ?? '?'})`;
  switch (data.type) {
    case 'oriel:preview:ready':
      applyButton.disabled = false;
      note(`Preview ready on ${data.path}`);
      // a reload of the frame forgets the draft: send it again
      if (content) send(pinned);
      break;
    case 'oriel:preview:applied':
      note(`Draft shown: ${data.elements} element(s)`);
      break;
    case 'oriel:preview:error':
      errorBox.textContent = `The preview refused the draft (${data.path}).`;
      note(`Draft refused at ${data.path}: ${data.message}`);
      break;
    case 'oriel:preview:click':
      note(`Click on ${name(data)}`);
      break;
    case 'oriel:preview:hover':
      hoveredText.textContent = data.id === null ? 'Pointer over: nothing.' : `Pointer over: ${name(data)}.`;
      break;
  }
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  apply();
});

pageSelect.addEventListener('change', () => {
  content = null;
  pinned = null;
  renderOutline();
  applyButton.disabled = true;
  const path = pageSelect.value;
  frame.src = `${shell.origin}${path}?preview=true`;
  void loadPage(path);
});

await Promise.all([loadPages(), loadPage('/')]);
