import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import {
  PRIVACY_TITLE,
  PrivacyPage,
  SERVER_DRAWN_ROUTES,
  TERMS_TITLE,
  TermsPage,
} from '#client/ssr/index.ts';
import { PRODUCT_NAME } from '#contracts/constants.ts';

type Document = { title: string; description: string; Page: ComponentType };

/**
 * The privacy notice and the terms as whole HTML documents (decisions.md section 5: readable without
 * JavaScript): the built index.html with the page drawn into #root by the very components the app
 * uses, as the town pages are (features/towns/html.tsx). With JavaScript the app draws over it. By
 * the route table's page name: client/route-table.ts says at which path.
 */
const DOCUMENT_PAGES: Record<string, Document> = {
  privacy: {
    title: PRIVACY_TITLE,
    description:
      'What ParkPerks stores about drivers and retailers, why, for how long, who sees it and how to delete your account.',
    Page: PrivacyPage,
  },
  terms: {
    title: TERMS_TITLE,
    description:
      'The rules of ParkPerks for drivers and retailers: genuine parking proof, up to 3 offers a day, and the retailer trial and price.',
    Page: TermsPage,
  },
};

/** The route table's server-drawn routes with a document here, by path (the town pages are features/towns'). */
const DOCUMENTS: Record<string, Document> = Object.fromEntries(
  SERVER_DRAWN_ROUTES.flatMap((route) => {
    const document = DOCUMENT_PAGES[route.page];
    return document ? [[route.path, document]] : [];
  }),
);

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
