/**
 * Calls `onIntent(path)` when a link to a page of this site is about to be followed: the pointer
 * rests on it, a finger touches it, or it takes the keyboard focus. Pages use it to start loading
 * that page's code early (route-pages.ts). Answers a function that stops listening.
 */
export function onLinkIntent(target: HTMLElement | Document, onIntent: (path: string) => void): () => void {
  const handler = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    const link = element?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.target && link.target !== '_self') return;
    onIntent(link.pathname);
  };
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) target.addEventListener(type, handler, { passive: true });
  return () => {
    for (const type of types) target.removeEventListener(type, handler);
  };
}
