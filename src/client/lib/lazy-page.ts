import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './chunk-reload';

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's code (on hover or focus of a link to it); never throws. */
  preload: () => void;
};

/**
 * A page loaded on demand: `load` imports its module and picks the component. Loading starts at
 * most once at a time, whether from preload() or from rendering; a failed load may be tried again.
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const loadPage = loadChunk(load);
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= loadPage().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      loadOnce().catch(() => {});
    },
  });
}
