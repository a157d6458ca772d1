import * as v from 'valibot';
import { Component, useMemo, type ReactNode } from 'react';
import { elementCommonSettingsSchema, pageElementSchema } from '@oriel/core';
import { PageImageLead } from '../primitives/image-lead';
import { elementBox } from './element-box';
import { PageSlotsContext, type PageSlots } from './page-slots';
import { PageTitleContext } from './page-title';
import { ELEMENT_RENDERERS } from './registry';
import { awaitTurn } from './takeover';
import { TurnBoundary } from './turn-boundary';

export interface PageRendererProps {
  /** the page's element tree as the API sent it; every node is checked on its own */
  elements: readonly unknown[];
  /** builder preview (000 §2): elements carry data-builder-id and data-builder-name */
  preview?: boolean;
  /** preview: the element hovered in the admin console is outlined */
  hoveredId?: string | number | null;
  /** the screen's own content for the sections that mark its place (an AVAILABILITY page's detail) */
  slots?: PageSlots;
  /** the website page's title: a heading block saying it is the page's h1 */
  title?: string | null;
}

/** Walks the organiser's element tree (000 §2): sections, containers and blocks. Never throws. */
export function PageRenderer({ elements, preview = false, hoveredId = null, slots, title }: PageRendererProps) {
  if (title) {
    return (
      <PageTitleContext.Provider value={title}>
        <PageRenderer elements={elements} preview={preview} hoveredId={hoveredId} slots={slots} />
      </PageTitleContext.Provider>
    );
  }
  if (slots) {
    return (
      <PageSlotsContext.Provider value={slots}>
        <PageRenderer elements={elements} preview={preview} hoveredId={hoveredId} />
      </PageSlotsContext.Provider>
    );
  }
  // the page's first image to claim it is asked for at high priority, its sections' others not
  return (
    <PageImageLead page={elements}>
      {elements.map((raw, index) => (
        <ElementBoundary key={keyOf(raw, index)}>
          <ElementNode raw={raw} preview={preview} hoveredId={hoveredId} />
        </ElementBoundary>
      ))}
    </PageImageLead>
  );
}

function keyOf(raw: unknown, index: number): string {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `${id}` : `#${index}`;
}

function ElementNode({ raw, preview, hoveredId }: { raw: unknown; preview: boolean; hoveredId: string | number | null }) {
  // Parsed shallowly: one broken child must not take its whole section down with it.
  const parsed = useMemo(() => {
    if (!raw || typeof raw !== 'object') return null;
    const node = v.safeParse(pageElementSchema, { ...raw, children: [] });
    if (!node.success) return null;
    const common = v.safeParse(elementCommonSettingsSchema, node.output.settings);
    if (!common.success) return null;
    const children = (raw as { children?: unknown }).children;
    return { element: node.output, box: elementBox(common.output), children: Array.isArray(children) ? children : [] };
  }, [raw]);
  if (!parsed) return null;

  const { element, box, children } = parsed;
  const render = ELEMENT_RENDERERS[element.type][element.element];
  if (!render) return null;
  const inner = children.length > 0 ? <PageRenderer elements={children} preview={preview} hoveredId={hoveredId} /> : null;
  const content = render(element, inner);
  if (content === null) return null;

  const Tag = element.type === 'SECTION' ? 'section' : 'div';
  const classes = ['o-el', `o-${element.type.toLowerCase()}`, `o-${element.type.toLowerCase()}-${element.element}`, ...box.classes];
  if (preview && hoveredId !== null && String(hoveredId) === String(element.id)) classes.push('o-builder-hovered');
  // one element, one node: the server's node a takeover keeps in place while the element waits for its turn
  return (
    <TurnBoundary>
      <Turn>
        <Tag
          className={classes.join(' ')}
          style={box.style}
          data-builder-id={preview ? String(element.id) : undefined}
          data-builder-name={preview ? (element.name ?? element.element) : undefined}
          lang={fallbackLang(element.settings)}
        >
          {content}
        </Tag>
      </Turn>
    </TurnBoundary>
  );
}

/**
 * The language of an element whose texts came untranslated (its settings' `content_lang`, docs/api-contract.md
 * "Content language"): the whole element is marked, a block's texts being one piece of the page.
 */
function fallbackLang(settings: Record<string, unknown>): string | undefined {
  const marks = settings.content_lang;
  if (!marks || typeof marks !== 'object') return undefined;
  const lang = Object.values(marks)[0];
  return typeof lang === 'string' ? lang : undefined;
}

/** Waits for the element's turn while a takeover is open (it throws the turn). */
function Turn({ children }: { children: ReactNode }) {
  awaitTurn();
  return children;
}

/** A rendering failure inside one element hides that element only, never the page. */
class ElementBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.warn('[oriel] page element failed to render', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
