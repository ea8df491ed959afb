// `npm start`: build the web app if needed, then run the server (migrations and demo seed included).
import { ensureClientBuild } from './client-build';

await ensureClientBuild();
await import('#server/main.ts');
