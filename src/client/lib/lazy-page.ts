import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';
import { loadChunk } from './chunk-reload';

export type LazyPage<P> = ComponentType<P> & {
  /** Starts loading the page's code (on hover or focus of a link to it); never throws. */
  preload: () => void;
  /** Loads the page's code; resolves once it is here (rejects when it cannot be loaded). */
  load: () => Promise<void>;
};

/**
 * A page loaded on demand: `load` imports its module and picks the component. Loading starts at
 * most once at a time, whether from preload() or from rendering; a failed load may be tried again.
 * Once the code is here the page renders at once, without suspending: a page loaded ahead (a link
 * hovered, or the first page while its prerendered copy shows, main.ts) never flashes the loader.
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const loadPage = loadChunk(load);
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    pending ??= loadPage().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(loadOnce);
  function Page(props: P & object) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P & object>);
    return createElement(Component, props);
  }
  return Object.assign(Page as ComponentType<P>, {
    preload: () => {
      loadOnce().catch(() => {});
    },
    load: () => loadOnce().then(() => {}),
  });
}
