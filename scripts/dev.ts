// `npm run dev`: the API with hot reload (tsx watch) on PORT+1, and Vite's dev server on PORT with /api proxied.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port + 1),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
const vite = await createServer({ server: { port, proxy: { '/api': `http://127.0.0.1:${port + 1}` } } });
await vite.listen();
vite.printUrls();
const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
