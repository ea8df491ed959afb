import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import {
  TOWN_DATA_ELEMENT_ID,
  TOWN_NOT_FOUND_TITLE,
  TOWNS_TITLE,
  TownNotFoundView,
  type TownPageData,
  TownsIndexView,
  TownView,
  townDescription,
  townsDescription,
  townTitle,
} from '#client/ssr/index.ts';
import type { Town, TownSummary } from '#contracts/towns.ts';

/**
 * The town pages as HTML a search engine or a browser without JavaScript reads in full
 * (docs/decisions/034): the built index.html (its scripts, styles and prerendered templates) with the
 * page's title, description and canonical link in its head, the page itself in #root, drawn by the
 * very components the app uses (pages/public/towns/views.tsx, as prerender.tsx draws the landing page
 * at build time), and the data it was drawn from beside it for the app to start from.
 */

export type TownDocument = { html: string; status: 200 | 404 };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> element early (`</script>`, `<!--`) or break a line in old parsers. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The modules the app loads to draw a town page: the app and the page's code, with what they import. */
const TOWN_PAGE_MODULES = ['app.tsx', 'pages/public/towns/page.tsx'];

/**
 * `<link rel="modulepreload">` for the app and the town page's code (from Vite's manifest), so they
 * arrive while the server's copy is read, and the app's copy replaces it with no gap.
 */
export function modulePreloads(manifest: Record<string, ManifestChunk>): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is the page's own <script>; a chunk seen before is already listed.
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of TOWN_PAGE_MODULES) visit(key);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
    .join('');
}

/**
 * index.html as built, with the town page's module preloads, read again only when the build changes
 * (a deploy, a test's rebuild).
 */
export function indexShell(clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  let cached: { mtimeMs: number; text: string } | null = null;
  return async (): Promise<string> => {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifest = await readFile(manifestFile, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, ManifestChunk>,
        () => ({}),
      );
      const preloads = modulePreloads(manifest);
      const text = await readFile(indexFile, 'utf8');
      cached = { mtimeMs, text: preloads ? text.replace('</head>', () => `${preloads}\n  </head>`) : text };
    }
    return cached.text;
  };
}

type Page = {
  title: string;
  description: string;
  /** Absolute; null for a page that should not be indexed (a town not found). */
  canonicalUrl: string | null;
  /** The path and query the page is for (wouter renders links and reads the query from it). */
  path: string;
  search: string;
  body: ReactNode;
  data: TownPageData;
};

function fillShell(shell: string, page: Page): string {
  const head = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.canonicalUrl
      ? `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    ...(page.canonicalUrl ? [`<meta property="og:url" content="${escapeHtml(page.canonicalUrl)}" />`] : []),
    '<meta property="og:type" content="website" />',
  ].join('\n    ');
  const markup = renderToStaticMarkup(
    <Router ssrPath={page.path} ssrSearch={page.search}>
      {page.body}
    </Router>,
  );
  const data = `<script type="application/json" id="${TOWN_DATA_ELEMENT_ID}">${scriptJson(page.data)}</script>`;
  let filled = shell;
  const swap = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(filled)) throw new Error(`index.html has no ${pattern}`);
    // A function, so `$` in the page's words is never read as a replacement pattern.
    filled = filled.replace(pattern, () => replacement);
  };
  swap(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  filled = filled.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  swap(/<\/head>/, `  ${head}\n  </head>`);
  swap(/<div id="root"><\/div>/, `<div id="root">${markup}</div>`);
  // The page reads without JavaScript, so the shell's "needs JavaScript" notice would be wrong here.
  filled = filled.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  swap(/<\/body>/, `${data}\n  </body>`);
  return filled;
}

export function townDocument(
  shell: string,
  options: { publicUrl: string; slug: string; search: string; town: Town | null; offerId: string | null },
): TownDocument {
  const { town, slug, search } = options;
  const path = `/towns/${slug}`;
  if (!town) {
    return {
      status: 404,
      html: fillShell(shell, {
        title: TOWN_NOT_FOUND_TITLE,
        description: 'We couldn’t find shops taking part in that town.',
        canonicalUrl: null,
        path,
        search,
        body: <TownNotFoundView />,
        data: { path, data: null },
      }),
    };
  }
  return {
    status: 200,
    html: fillShell(shell, {
      title: townTitle(town.name),
      description: townDescription(town),
      canonicalUrl: `${options.publicUrl}/towns/${town.slug}`,
      path,
      search,
      body: <TownView town={town} offerId={options.offerId} />,
      data: { path, data: town },
    }),
  };
}

export function townsIndexDocument(shell: string, options: { publicUrl: string; towns: TownSummary[] }) {
  return fillShell(shell, {
    title: TOWNS_TITLE,
    description: townsDescription(options.towns),
    canonicalUrl: `${options.publicUrl}/towns`,
    path: '/towns',
    search: '',
    body: <TownsIndexView towns={options.towns} />,
    data: { path: '/towns', data: options.towns },
  });
}
