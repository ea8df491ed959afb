/**
 * Pages prerendered into index.html at build time (prerender.tsx, vite.config.ts staticPages). The
 * sign-in and sign-up forms are shown to a visitor at once while the app loads (main.ts): the first
 * paint does not wait for React. The titles are the pages' own.
 */
export const STATIC_FORMS = [
  { path: '/login', id: 'static-login', title: 'Sign In' },
  { path: '/register', id: 'static-register', title: 'Create Account' },
  { path: '/retailer-signup', id: 'static-retailer-signup', title: 'Retailer Sign Up' },
] as const;

/** Copies a prerendered page (<template id=…> in index.html) into `root`; false when there is none (dev). */
export function showStaticPage(root: HTMLElement, id: string): boolean {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  root.replaceChildren(template.content.cloneNode(true));
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}
