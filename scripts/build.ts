import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureClientBuild } from './client-build';

rmSync(join(import.meta.dirname, '../dist/client/.build-stamp'), { force: true });
await ensureClientBuild();
