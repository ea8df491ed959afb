import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

it('has committed migrations that match the Drizzle schema (db:generate would add nothing)', () => {
  const scratch = join(ROOT, 'node_modules/.cache', `pp-drift-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(join(ROOT, 'migrations'), scratch, { recursive: true });
  try {
    const output = execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/server/db/schema.ts',
        '--out',
        `./${relative(ROOT, scratch)}`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(readdirSync(scratch).filter((f) => f.endsWith('.sql'))).toEqual(
      readdirSync(join(ROOT, 'migrations')).filter((f) => f.endsWith('.sql')),
    );
    expect(output).toContain('No schema changes');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
