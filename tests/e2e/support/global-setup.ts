import { ensureClientBuild } from '../../../scripts/client-build';

/** The browser suite drives the built web app, as `npm start` serves it. */
export default async function setup() {
  await ensureClientBuild((line) => console.log(`[browser suite] ${line}`));
}
