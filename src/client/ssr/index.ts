/**
 * The one face of the web app the server draws through (docs/decisions/017): what it renders into
 * HTML itself (the town pages, docs/decisions/034; the privacy notice and terms, decisions.md
 * section 5) and what it reads of the route table (route-table.ts). biome.json holds the server to it
 * (server-imports.grit): src/server imports nothing else of src/client. The web app never imports it.
 */
export { isAppPath, SERVER_DRAWN_ROUTES, sitemapPaths } from '#client/route-table.ts';
export {
  posterOfferId,
  TOWN_DATA_ELEMENT_ID,
  TOWN_NOT_FOUND_TITLE,
  TOWNS_TITLE,
  type TownPageData,
  townDescription,
  townsDescription,
  townTitle,
} from '#client/pages/public/towns/copy.ts';
export { TownNotFoundView, TownsIndexView, TownView } from '#client/pages/public/towns/views.tsx';
export { PRIVACY_TITLE, PrivacyPage } from '#client/pages/public/privacy.tsx';
export { TERMS_TITLE, TermsPage } from '#client/pages/public/terms.tsx';
