/**
 * Pages prerendered into index.html at build time (prerender.tsx, vite.config.ts staticPages). The
 * sign-in and sign-up forms (route-table.ts STATIC_FORMS) are shown to a visitor at once while the app
 * loads (main.ts): the first paint does not wait for React.
 */

/**
 * The id of the <template> holding the form prerendered for `path`. The path itself is in it, so the
 * first script finds a form by the address alone, without carrying the list of forms (main.ts).
 */
export const staticFormId = (path: string) => `static-form:${path}`;

/** Copies a prerendered page (<template id=…> in index.html) into `root`; false when there is none (dev). */
export function showStaticPage(root: HTMLElement, id: string): boolean {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  root.replaceChildren(template.content.cloneNode(true));
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}
