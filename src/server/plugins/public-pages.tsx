import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { PRIVACY_TITLE, PrivacyPage } from '#client/pages/public/privacy.tsx';
import { TERMS_TITLE, TermsPage } from '#client/pages/public/terms.tsx';
import { PRODUCT_NAME } from '#contracts/constants.ts';

/**
 * The privacy notice and the terms as whole HTML documents (decisions.md section 5: readable without
 * JavaScript): the built index.html with the page drawn into #root by the very components the app
 * uses, as the town pages are (features/towns/html.tsx). With JavaScript the app draws over it.
 */
const DOCUMENTS: Record<string, { title: string; description: string; Page: ComponentType }> = {
  '/privacy': {
    title: PRIVACY_TITLE,
    description:
      'What ParkPerks stores about drivers and retailers, why, for how long, who sees it and how to delete your account.',
    Page: PrivacyPage,
  },
  '/terms': {
    title: TERMS_TITLE,
    description:
      'The rules of ParkPerks for drivers and retailers: genuine parking proof, up to 3 offers a day, and the retailer trial and price.',
    Page: TermsPage,
  },
};

export const PUBLIC_DOCUMENT_PATHS = Object.keys(DOCUMENTS);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(shell: string, path: string): string {
  const { title, description, Page } = DOCUMENTS[path]!;
  const markup = renderToStaticMarkup(
    <Router ssrPath={path}>
      <Page />
    </Router>,
  );
  // Functions as replacements, so a `$` in the page's words is never read as a pattern.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(`${title} · ${PRODUCT_NAME}`)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/**
 * The documents for `clientDir`'s index.html, drawn again only when the build changes (their words
 * change only with a deploy). Answers null for a path that is not one of them.
 */
export function publicDocuments(clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  let cached: { mtimeMs: number; pages: Map<string, string> } | null = null;
  return async (path: string): Promise<string | null> => {
    if (!(path in DOCUMENTS)) return null;
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, pages: new Map() };
    let page = cached.pages.get(path);
    if (page === undefined) {
      page = fill(await readFile(indexFile, 'utf8'), path);
      cached.pages.set(path, page);
    }
    return page;
  };
}
