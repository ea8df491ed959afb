// The benchmarks' server in a child process (scripts/bench-server.ts), as bench:api and bench:scale start it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export type BenchServer = { origin: string; child: ChildProcess };

/**
 * Starts the server on the benchmark's database and waits for it to say it is ready, at most
 * `waitSeconds`. `nodeArgs` are extra Node options for the server (a CPU profile, say).
 */
export async function startBenchServer(
  databaseUrl: string,
  { waitSeconds, nodeArgs = [] }: { waitSeconds: number; nodeArgs?: string[] },
): Promise<BenchServer> {
  const port = 3900 + (process.pid % 90);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let i = 0; i < waitSeconds * 10 && !output.includes('BENCH READY'); i++)
    await new Promise((r) => setTimeout(r, 100));
  if (!output.includes('BENCH READY')) throw new Error(`Server did not start:\n${output}`);
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** Stops the server and waits until it has gone. */
export async function stopBenchServer(server: BenchServer) {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}
