import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/preact';
// the shell takes a served page over with preact's own render, which diffs over the server's nodes (compat's empties them)
// eslint-disable-next-line no-restricted-imports
import { render } from 'preact';
import { PageRenderer } from './page-renderer';
import type { ReactNode } from 'react';
import { awaitTurn, openTakeover, releaseTakeover, type LaterTurn } from './takeover';
import { LaterPart, TurnBoundary } from './turn-boundary';
import { RuntimeContext } from '../context/runtime';
import { testRuntime } from '../testing/test-runtime';
import { pageElement } from './elements.fixtures';

const el = pageElement;
const page = [
  el('SECTION', 'header', { title: 'Programme', alignment: 'center' }),
  el('SECTION', 'basic', { padding: { top: 32 } }, [el('CONTAINER', 'grid', { columns: 2 }, [el('BLOCK', 'paragraph', { content: 'Réservez.' })])]),
  el('SECTION', 'header', { title: 'Stages', alignment: 'left' }),
];

/** The page as the server sends it: the same markup, each element marked the way the server's style rules mark it. */
function serverMarkup(): HTMLElement {
  const { runtime } = testRuntime({ location: '/fr' });
  const scratch = document.createElement('div');
  render(
    <RuntimeContext.Provider value={runtime}>
      <PageRenderer elements={page} />
    </RuntimeContext.Provider>,
    scratch,
  );
  const root = document.createElement('div');
  root.innerHTML = scratch.innerHTML;
  render(null, scratch);
  for (const node of root.querySelectorAll('.o-el')) node.setAttribute('data-served', '');
  document.body.append(root);
  return root;
}

function takeOver(root: HTMLElement) {
  const { runtime } = testRuntime({ location: '/fr' });
  render(
    <RuntimeContext.Provider value={runtime}>
      <PageRenderer elements={page} />
    </RuntimeContext.Provider>,
    root,
  );
}

// the marker goes when the client renders an element over the server's node (its props are diffed from the node's attributes)
const served = (root: HTMLElement) => root.querySelectorAll('[data-served]').length;
const tick = () => new Promise((next) => setTimeout(next, 0));

afterEach(async () => {
  // a failed test must not leave a takeover open for the next one
  await releaseTakeover(window);
  cleanup();
  document.body.innerHTML = '';
});

describe('a server-rendered page taken over one element per task', () => {
  it('keeps every server node in place while the elements wait, then renders over those same nodes, one per task in page order', async () => {
    const root = serverMarkup();
    const html = root.innerHTML;
    const nodes = [...root.querySelectorAll('*')];
    openTakeover();
    takeOver(root);
    // the first render did nothing to the page
    expect(root.innerHTML).toBe(html);
    expect(served(root)).toBe(5);

    const done = releaseTakeover(window);
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) {
      await tick();
      counts.push(served(root));
    }
    await done;
    // one section per task; the grid and the paragraph inside the second came with it (rendered after the takeover
    // closed, they wait for nothing)
    expect(counts).toEqual([4, 1, 0, 0]);
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
    expect(root.querySelector('h2, h1')?.textContent).toBe('Programme');
  });

  it('a press, a key or a focus before the turns are over renders every waiting element before the event goes on', async () => {
    const root = serverMarkup();
    openTakeover();
    takeOver(root);
    const done = releaseTakeover(window);
    root.querySelector('.o-el')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // the renders are microtasks of that event: no task in between
    await Promise.resolve();
    await Promise.resolve();
    expect(served(root)).toBe(0);
    await done;
  });

  it('without a takeover, an element renders at once', () => {
    const root = serverMarkup();
    takeOver(root);
    expect(served(root)).toBe(0);
  });
});

describe('later turns of the parts of a section', () => {
  const tickets = new Map<string, LaterTurn>();
  const ticket = (id: string) => tickets.get(id) ?? tickets.set(id, { had: false }).get(id)!;
  function SectionTurn({ children }: { children: ReactNode }) {
    awaitTurn();
    return children;
  }
  const page = (
    <>
      {['a', 'b'].map((id) => (
        <TurnBoundary key={id}>
          <SectionTurn>
            <section id={id}>
              {[1, 2].map((n) => (
                <LaterPart key={n} ticket={ticket(`${id}${n}`)}>
                  <p id={`${id}${n}`}>{n}</p>
                </LaterPart>
              ))}
            </section>
          </SectionTurn>
        </TurnBoundary>
      ))}
    </>
  );

  it("come right after their section's turn, one per task, before the next section's", async () => {
    const scratch = document.createElement('div');
    render(page, scratch);
    const root = document.createElement('div');
    root.innerHTML = scratch.innerHTML;
    render(null, scratch);
    tickets.clear();
    for (const node of root.querySelectorAll('section, p')) node.setAttribute('data-served', '');
    document.body.append(root);
    const nodes = [...root.querySelectorAll('*')];
    const rendered = () => [...root.querySelectorAll('section:not([data-served]), p:not([data-served])')].map((n) => n.id).join(' ');

    openTakeover();
    render(page, root);
    const done = releaseTakeover(window);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await tick();
      seen.push(rendered());
    }
    await done;
    expect(seen).toEqual(['a', 'a a1', 'a a1 a2', 'a a1 a2 b', 'a a1 a2 b b1', 'a a1 a2 b b1 b2']);
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
  });
});

describe('no takeover opened (a client-rendered page)', () => {
  it('renders a part at once while the release runs', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const done = releaseTakeover(window);
    render(
      <LaterPart ticket={{ had: false }}>
        <p id="part">part</p>
      </LaterPart>,
      root,
    );
    expect(root.querySelector('#part')).not.toBeNull();
    await done;
  });
});
