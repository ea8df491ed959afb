// Worker-thread entry in plain JavaScript: it teaches this thread TypeScript (tsx), then runs the
// preparation worker. Loader flags cannot be handed to worker threads on Node 20.
import { register } from 'tsx/esm/api';

register();
await import('./prepare-worker.ts');
