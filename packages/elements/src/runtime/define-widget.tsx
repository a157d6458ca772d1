import { Component, type ReactNode } from 'react';
import { render } from 'preact';
import type * as v from 'valibot';
import { loadMoreMessages } from '@oriel/core';
import { baseCss, RuntimeContext, type OrielRuntime } from '@oriel/ui';
import type { LoaderConfig, WidgetController } from '../loader-config';
import { readDataAttributes, readHrefTemplates } from './attributes';
import { getRuntime } from './runtime';
import { clearMisuse, reportMisuse } from './misuse';
import { checkAttributes } from './config-check';
import { DRAWN, INVALID, MORE_MESSAGES_TAGS, URL_NAMESPACES, type OrielTag } from '../registry';
import hostResetCss from './host-reset.css?inline';

export interface WidgetSpec<P> {
  tag: string;
  /** the data-attributes' schema, read with v.safeParse: an invalid value never throws */
  schema: v.GenericSchema<unknown, P>;
  css: readonly string[];
  render(props: P, host: HTMLElement): ReactNode;
  /**
   * at mount, before the runtime is ready: start loading what the host's attributes will need (a lazy view); the
   * first render waits for it too, so it never shows that view's loading block (a failed load is left to the render)
   */
  prepare?(host: HTMLElement): Promise<unknown> | undefined;
  /**
   * once the runtime is up, in its task, before the first render's own: ask for what that render will ask for in its
   * commit (an account screen's answer and code), a task sooner. Valid attributes only.
   */
  started?(props: P, runtime: OrielRuntime): void;
}

/** A crash inside one widget renders nothing there and leaves the page and the other widgets working. */
class Boundary extends Component<{ tag: string; runtime: OrielRuntime; host: HTMLElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[oriel] ${this.props.tag} failed`, error);
    this.props.runtime.emit(this.props.host, 'error', { kind: 'render', element: this.props.host, tag: this.props.tag, message: String(error) });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const sheets = new Map<string, CSSStyleSheet | string>();
function adopt(root: ShadowRoot, css: readonly string[]) {
  const list = css.map((text) => {
    let sheet = sheets.get(text);
    if (!sheet) {
      try {
        const s = new CSSStyleSheet();
        s.replaceSync(text);
        sheet = s;
      } catch {
        sheet = text; // no constructable stylesheets: fall back to a <style> element
      }
      sheets.set(text, sheet);
    }
    return sheet;
  });
  const constructed = list.filter((s): s is CSSStyleSheet => typeof s !== 'string');
  if (constructed.length === list.length && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = constructed;
  else {
    const style = document.createElement('style');
    style.textContent = css.join('\n');
    root.prepend(style);
  }
}

let toasterWatched = false;
/**
 * One toast region per page, whatever the number of widgets. Its code and styles load with the page's first toast
 * (toaster.lazy.ts), into a host of its own at the end of the body; the region announces that first toast once mounted.
 */
function ensureToaster(runtime: OrielRuntime) {
  if (toasterWatched) return;
  toasterWatched = true;
  let loading = false;
  const stop = runtime.toasts.all.subscribe((list) => {
    if (loading || list.length === 0) return;
    loading = true;
    import('../toasts/toaster.lazy').then(
      ({ Toaster, toastsCss }) => {
        stop();
        const host = document.createElement('oriel-toasts');
        document.body.append(host);
        const root = host.attachShadow({ mode: 'open' });
        adopt(root, [hostResetCss, baseCss, toastsCss]);
        const mountPoint = document.createElement('div');
        mountPoint.className = 'oriel-root';
        root.append(mountPoint);
        render(
          <RuntimeContext.Provider value={runtime}>
            <Toaster />
          </RuntimeContext.Provider>,
          mountPoint,
        );
      },
      // offline: the next toast tries again
      () => void (loading = false),
    );
  });
}

/**
 * Builds a widget chunk's `mount`: parse the data-attributes with the tag's schema (invalid: render nothing
 * and warn in development), render into an open shadow root with the widget's constructable stylesheets.
 */
export function defineWidget<P>(spec: WidgetSpec<P>) {
  return function mount(host: HTMLElement, config: LoaderConfig, shown?: { at?: number | undefined }): WidgetController {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adopt(root, [hostResetCss, baseCss, ...spec.css]);
    const mountPoint = document.createElement('div');
    mountPoint.className = 'oriel-root';
    root.append(mountPoint);
    const prepared = Promise.resolve(spec.prepare?.(host)).catch(() => {});
    let runtime: OrielRuntime | undefined;
    let unmounted = false;

    const update = () => {
      if (!runtime || unmounted) return;
      const attrs = readDataAttributes(host);
      const checked = checkAttributes(spec.schema, attrs);
      if (!checked.ok) {
        // why, for Oriel.doctor() (doctor.logic.ts words it); the loader's observer ignores this attribute: no loop
        host.setAttribute(INVALID, checked.reason);
        // said in every build, in the doctor's words: the element, each attribute and what it accepts
        reportMisuse(host, { kind: 'config', ...checked.problem });
        render(null, mountPoint);
        return;
      }
      if (host.hasAttribute(INVALID)) host.removeAttribute(INVALID);
      if (checked.problem) reportMisuse(host, { kind: 'config', ...checked.problem });
      else clearMisuse(host);
      const local: OrielRuntime = {
        ...runtime,
        links: { kind: 'embedded', templates: readHrefTemplates(attrs) },
        shown,
        // its own parameters in the page's query string: data-namespace, else the tag's (registry.ts); empty: bare names
        urlNamespace: attrs.namespace ?? URL_NAMESPACES[host.localName as OrielTag],
      };
      render(
        <RuntimeContext.Provider value={local}>
          <Boundary tag={spec.tag} runtime={runtime} host={host}>
            {spec.render(checked.output, host)}
          </Boundary>
        </RuntimeContext.Provider>,
        mountPoint,
      );
      // its own skeleton or content is on screen: the host's loading shape gives way (same frame)
      host.setAttribute(DRAWN, '');
    };
    // the reserved space stays empty until the shared runtime and the page's locale (both its parts if this widget
    // shows the second) are ready
    Promise.all([getRuntime(config), prepared, MORE_MESSAGES_TAGS.includes(spec.tag as OrielTag) && loadMoreMessages()]).then(
      ([r]) => {
        runtime = r;
        ensureToaster(r);
        if (spec.started) {
          const checked = checkAttributes(spec.schema, readDataAttributes(host));
          if (checked.ok) spec.started(checked.output, r);
        }
        // each widget's first render in a task of its own, apart from the runtime's start (its catalogue and Intl
        // formatters): on a page of three widgets that was one task of 215 ms on a phone (4x CPU profile)
        setTimeout(update);
      },
      (error: unknown) => console.error(`[oriel] ${spec.tag} failed to start`, error),
    );
    return {
      update,
      unmount() {
        unmounted = true;
        render(null, mountPoint);
        mountPoint.remove();
      },
    };
  };
}
