// Usage: npx tsx scripts/ticket-corpus-e/preview.ts [seed] [count] [iso-now]
// Writes images and manifest.json to scripts/ticket-corpus-e/out/ (rendered by two child processes).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFamily, renderCase } from './index.ts';

const seed = process.argv[2] ?? 'family-e';
const count = Number(process.argv[3] ?? 200);
const nowArg = process.argv[4] ?? '2026-11-27T12:00:00Z';
const now = new Date(nowArg);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const shard = process.env.CORPUS_E_SHARD;

const specs = planFamily({ seed, now, count });

if (shard) {
  const [k, n] = shard.split('/').map(Number) as [number, number];
  for (let i = k; i < specs.length; i += n) {
    const spec = specs[i]!;
    const { image, format } = await renderCase(spec, { seed, now });
    writeFileSync(join(outDir, `${spec.id}.${format === 'jpeg' ? 'jpg' : 'png'}`), image);
  }
} else {
  const t0 = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const script = fileURLToPath(import.meta.url);
  const shards = 2;
  await Promise.all(
    Array.from(
      { length: shards },
      (_, k) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [...process.execArgv, script, seed, String(count), nowArg], {
            env: { ...process.env, CORPUS_E_SHARD: `${k}/${shards}` },
            stdio: 'inherit',
          });
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`shard ${k} exited with ${code}`)),
          );
        }),
    ),
  );
  const files = new Map(readdirSync(outDir).map((f) => [f.replace(/\.(jpg|png)$/, ''), f]));
  const manifest = {
    seed,
    now: now.toISOString(),
    count: specs.length,
    cases: specs.map((s) => ({ ...s, file: files.get(s.id) ?? null })),
  };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tally = (key: (s: (typeof specs)[number]) => string): Record<string, number> => {
    const t: Record<string, number> = {};
    for (const s of specs) t[key(s)] = (t[key(s)] ?? 0) + 1;
    return t;
  };
  console.log(
    `rendered ${specs.length} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s -> ${outDir}`,
  );
  console.log(
    'expected:',
    tally((s) => s.expected),
  );
  console.log(
    'kind:',
    tally((s) => s.kind),
  );
  console.log('layouts used:', new Set(specs.map((s) => s.layout)).size);
}
