import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config';

/**
 * README's configuration tables cannot drift from the code: every variable the config schema reads is
 * listed, nothing else is, and each documented default is the one the code applies. The list comes
 * from the schema itself, so a new variable fails here until it is documented.
 */

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const NAME = /^[A-Z][A-Z0-9_]*$/;
const schemaNames = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

type Row = { names: string[]; default: string; line: string };

/** The rows of every table whose header starts `| Variable | Default |`. */
function configurationRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    if (cells[0] === 'Variable' && cells[1] === 'Default') {
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0] ?? '')) continue;
    const names = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)]
      .map((match) => match[1]!)
      .filter((name) => NAME.test(name));
    // A row with no variable of its own ('S3, queue, pool …') points elsewhere.
    if (names.length) rows.push({ names, default: cells[1] ?? '', line });
  }
  return rows;
}

const rows = configurationRows(README);
const documented = new Set(rows.flatMap((row) => row.names));

/** The value the schema gives a variable that is not set, or undefined when it leaves it unset. */
function schemaDefault(name: (typeof schemaNames)[number]): unknown {
  const parsed = envSchema.shape[name].safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A documented default naming another variable (`http://localhost:PORT`) means that one's default. */
function resolveNames(value: string): string {
  return value.replace(/[A-Z][A-Z0-9_]{2,}/g, (word) =>
    schemaNames.includes(word as never) && schemaDefault(word as never) !== undefined
      ? String(schemaDefault(word as never))
      : word,
  );
}

describe("README's configuration tables", () => {
  it('finds the tables', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('list every variable the config reads', () => {
    expect(schemaNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('list no variable the config does not read', () => {
    expect([...documented].filter((name) => !schemaNames.includes(name as never))).toEqual([]);
  });

  it("give each variable the code's default", () => {
    const wrong: string[] = [];
    // With and without DATABASE_URL: some defaults only show with a PostgreSQL server (WORKERS_IN_WEB).
    const bases = [{}, { DATABASE_URL: 'postgres://parkperks@127.0.0.1:5432/parkperks' }];
    for (const row of rows) {
      // An empty cell repeats a variable already described in the other table.
      if (!row.default) continue;
      for (const name of row.names) {
        if (!schemaNames.includes(name as never)) continue;
        const fixed = schemaDefault(name as never);
        const literal = /^`([^`]+)`$/.exec(row.default)?.[1];
        if (fixed !== undefined) {
          if (literal !== String(fixed))
            wrong.push(`${name}: README says ${row.default}, the code \`${fixed}\``);
        } else if (literal !== undefined) {
          // Applied where the config is built (WORKERS_IN_WEB …): setting the documented value changes nothing.
          const value = resolveNames(literal);
          for (const base of bases) {
            const unset = loadConfig(base);
            let set: unknown;
            try {
              set = loadConfig({ ...base, [name]: value });
            } catch (error) {
              set = error;
            }
            if (JSON.stringify(set) !== JSON.stringify(unset))
              wrong.push(
                `${name}: README says ${row.default}, but setting ${name}=${value} changes the config`,
              );
          }
        }
        // Otherwise the default is in words ('unset', 'on when …'), computed from other settings.
      }
    }
    expect(wrong).toEqual([]);
  });
});
