import { showStaticPage, staticFormId } from './static-page';

/**
 * Shows the form's prerendered copy in `root` until the app draws the real one over it: nothing can
 * be typed or sent in the copy (typing would be lost when React draws, and a native submit would put
 * a password in the address). False when index.html has no copy (dev).
 */
export function showStaticForm(root: HTMLElement, path: string): boolean {
  if (!showStaticPage(root, staticFormId(path))) return false;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    field.readOnly = true;
  }
  for (const control of root.querySelectorAll<HTMLButtonElement | HTMLSelectElement>('button, select')) {
    control.disabled = true;
  }
  for (const element of root.querySelectorAll('form')) {
    element.setAttribute('aria-busy', 'true');
    element.addEventListener('submit', (event) => event.preventDefault());
  }
  return true;
}
