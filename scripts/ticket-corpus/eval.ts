/**
 * Ticket-reader evaluation (issues 12 and 23): reads every image of families A (the tuning corpus),
 * B, C and D (held out: written from the field guide alone, scripts/ticket-corpus/families.ts) with
 * the real reader and prints, per family, a confusion matrix (with the reader's "unsure" as its own
 * column: those go to a person), a per-layout table, accuracy, the count of NON-TICKETS VERIFIED
 * (the number that must be 0), the share of genuine proof that ends unsure, and the time per image.
 *
 *   npm run eval:tickets -- [--family A,B,C,D] [--count N] [--seed parkperks] [--now ISO]
 *                           [--layout ringgo] [--condition perspective] [--concurrency 2] [--pool 2]
 *                           [--out scripts/ticket-corpus/out/results.json] [--save-failures]
 *
 * Same seed, same options: same images. --save-failures writes each misjudged image with a JSON
 * of expected/got/reasons/rawText to scripts/ticket-corpus/out/failures/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TicketReading } from '#server/features/tickets/reader/index.ts';
import { createTicketReader } from '#server/features/tickets/reader/index.ts';
import type { Outcome } from './corpus';
import { OUTCOMES } from './corpus';
import { casesOf, type EvalCase, FAMILIES, type FamilyName, type RenderedCase } from './families';
import { formatTime, londonDay, londonMinutes } from './when';

const { values } = parseArgs({
  options: {
    family: { type: 'string', default: FAMILIES.join(',') },
    count: { type: 'string' },
    seed: { type: 'string', default: 'parkperks' },
    now: { type: 'string', default: new Date().toISOString() },
    layout: { type: 'string' },
    /** Only images rendered with this photo condition (perspective, crumpled, ...). */
    condition: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    pool: { type: 'string', default: '2' },
    out: { type: 'string', default: 'scripts/ticket-corpus/out/results.json' },
    'save-failures': { type: 'boolean', default: false },
  },
});

const families = values.family
  .toUpperCase()
  .split(',')
  .map((name) => name.trim()) as FamilyName[];
for (const name of families)
  if (!FAMILIES.includes(name)) throw new Error(`--family: one of ${FAMILIES.join(', ')}, not ${name}`);
const now = new Date(values.now);
if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date: ${values.now}`);
const options = {
  seed: values.seed,
  now,
  count: values.count ? Math.max(1, Number(values.count)) : undefined,
  layout: values.layout,
};
const concurrency = Math.max(1, Number(values.concurrency));
const outFile = resolve(values.out);
const failuresDir = join(dirname(outFile), 'failures');

/** What the reader answered: one of the outcomes, or unsure (queued for a person). */
type Got = Outcome | 'unsure';
const GOT: Got[] = [...OUTCOMES, 'unsure'];

interface Result {
  id: string;
  layout: string;
  family: FamilyName;
  kind: string;
  genuine: boolean;
  situation: string;
  expected: Outcome;
  got: Got;
  /** The outcome the reader would give if nobody looked (differs from got only when unsure). */
  outcome: Outcome;
  correct: boolean;
  reasons: string[];
  rawText: string;
  ocrConfidence: number;
  period: EvalCase['period'];
  printedDate: string | null;
  expectedPlace: string | null;
  read: {
    detectedDate: string | null;
    durationMinutes: number | null;
    place: string | null;
    postcode: string | null;
    ticketNumber: string | null;
  };
  effects: string[];
  image: { format: string; width: number; height: number; bytes: number };
  renderMs: number;
  readMs: number;
}

function toResult(item: EvalCase, rendered: RenderedCase, reading: TicketReading, readMs: number): Result {
  const got: Got = reading.unsure ? 'unsure' : reading.outcome;
  return {
    id: item.id,
    layout: item.layout,
    family: item.family,
    kind: item.kind,
    genuine: item.genuine,
    situation: item.situation,
    expected: item.expected,
    got,
    outcome: reading.outcome,
    correct: got === item.expected,
    reasons: reading.reasons,
    rawText: reading.rawText,
    ocrConfidence: Math.round(reading.ocrConfidence),
    period: item.period,
    printedDate: rendered.printedDate,
    expectedPlace: rendered.expectedPlace,
    read: {
      detectedDate: reading.detectedDate,
      durationMinutes: reading.durationMinutes,
      place: reading.place?.name ?? null,
      postcode: reading.postcode,
      ticketNumber: reading.ticketNumber,
    },
    effects: rendered.conditions,
    image: {
      format: rendered.format,
      width: rendered.width,
      height: rendered.height,
      bytes: rendered.image.length,
    },
    renderMs: rendered.renderMs,
    readMs,
  };
}

const percentile = (list: number[], fraction: number) => {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};
const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const lpad = (text: string | number, width: number) => String(text).padStart(width);
const SHORT: Record<Got, string> = {
  verified: 'verified',
  wrong_date: 'wrong_date',
  too_short: 'too_short',
  not_parking_ticket: 'not_parking',
  unreadable: 'unreadable',
  unsure: 'unsure',
};

async function main() {
  const london = `${londonDay(now)} ${formatTime(londonMinutes(now))} Europe/London`;
  console.log(
    `Ticket families ${families.join(', ')}, seed "${options.seed}", now ${now.toISOString()} (${london})` +
      `${options.layout ? `, layout ~ "${options.layout}"` : ''}${values.condition ? `, condition ${values.condition}` : ''}; reader poolSize ${values.pool}, ${concurrency} images in flight`,
  );
  if (values['save-failures']) {
    rmSync(failuresDir, { recursive: true, force: true });
    mkdirSync(failuresDir, { recursive: true });
  }
  const reader = createTicketReader({ poolSize: Math.max(1, Number(values.pool)) });
  const summaries: Record<string, unknown> = {};
  const all: Result[] = [];
  try {
    await reader.warmUp();
    for (const family of families) {
      const cases = casesOf(family, options);
      const results: Result[] = [];
      const started = performance.now();
      let next = 0;
      async function worker() {
        while (next < cases.length) {
          const item = cases[next++]!;
          const rendered = await item.render();
          if (values.condition && !rendered.conditions.includes(values.condition)) continue;
          const readStarted = performance.now();
          const reading = await reader.read(rendered.image, now);
          const result = toResult(item, rendered, reading, Math.round(performance.now() - readStarted));
          results.push(result);
          if (!result.correct && values['save-failures']) {
            const ext = rendered.format === 'jpeg' ? 'jpg' : 'png';
            writeFileSync(join(failuresDir, `${family}-${item.id}.${ext}`), rendered.image);
            writeFileSync(
              join(failuresDir, `${family}-${item.id}.json`),
              `${JSON.stringify(result, null, 2)}\n`,
            );
          }
          if (process.stderr.isTTY)
            process.stderr.write(`\r  ${family}: ${results.length}/${cases.length} read`);
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (process.stderr.isTTY) process.stderr.write('\n');
      summaries[family] = report(family, results, performance.now() - started);
      all.push(...results);
    }
  } finally {
    await reader.close();
  }
  console.log('\nSummary');
  for (const [family, summary] of Object.entries(summaries) as [string, Summary][]) {
    console.log(
      `  family ${family}${family === 'A' ? ' (tuning)' : ' (held out)'}: ${summary.correct}/${summary.total} = ${pct(summary.correct, summary.total).trim()} correct; non-tickets verified ${summary.nonTicketsVerified}/${summary.nonTickets}; genuine proof unsure ${summary.genuineUnsure}/${summary.genuine} (${pct(summary.genuineUnsure, summary.genuine).trim()}); read p50 ${summary.timing.readP50Ms} ms, p95 ${summary.timing.readP95Ms} ms`,
    );
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ options: { ...options, families, now: now.toISOString(), concurrency, poolSize: Number(values.pool) }, summaries, images: all }, null, 1)}\n`,
  );
  console.log(`\nResults: ${outFile}${values['save-failures'] ? `; failures: ${failuresDir}` : ''}`);
}

type Summary = ReturnType<typeof report>;

function report(family: FamilyName, unsorted: Result[], wallMs: number) {
  const results = [...unsorted].sort((a, b) => a.id.localeCompare(b.id));
  const genuine = results.filter((r) => r.genuine && r.expected !== 'unreadable');
  const genuineUnsure = genuine.filter((r) => r.got === 'unsure');
  const total = results.length;
  const correct = results.filter((r) => r.correct).length;
  const nonTickets = results.filter((r) => r.expected === 'not_parking_ticket');
  const nonTicketsVerified = nonTickets.filter((r) => r.got === 'verified');
  const falseVerified = results.filter((r) => r.got === 'verified' && r.expected !== 'verified');

  // Confusion matrix: rows expected, columns got.
  const matrix = new Map<Got, Map<Got, number>>();
  for (const outcome of GOT) matrix.set(outcome, new Map(GOT.map((o) => [o, 0])));
  for (const r of results) matrix.get(r.expected)!.set(r.got, (matrix.get(r.expected)!.get(r.got) ?? 0) + 1);

  const bar = '='.repeat(78);
  console.log(`\n${bar}\n  FAMILY ${family}${family === 'A' ? ' (tuning)' : ' (held out)'}`);
  console.log(bar);
  console.log(
    `  NON-TICKETS VERIFIED: ${nonTicketsVerified.length} of ${nonTickets.length} look-alikes   (goal: 0)` +
      (nonTicketsVerified.length
        ? `   <-- ${[...new Set(nonTicketsVerified.map((r) => r.layout))].join(', ')}`
        : ''),
  );
  console.log(
    `  Anything wrongly verified (look-alikes, wrong date, too short, unreadable): ${falseVerified.length}`,
  );
  console.log(`  OVERALL ACCURACY: ${correct}/${total} = ${pct(correct, total).trim()}`);
  console.log(
    `  Genuine proof that went to a person (unsure): ${genuineUnsure.length}/${genuine.length} = ${pct(genuineUnsure.length, genuine.length).trim()}   (goal: at most 3%)`,
  );
  console.log(bar);

  console.log('\nConfusion matrix (rows: expected, columns: got)');
  const colW = 12;
  console.log(
    `${pad('expected \\ got', 16)}${GOT.map((o) => lpad(SHORT[o], colW)).join('')}${lpad('n', 6)}${lpad('recall', 9)}`,
  );
  for (const expected of OUTCOMES) {
    const row = matrix.get(expected)!;
    const n = [...row.values()].reduce((a, b) => a + b, 0);
    if (n === 0) continue;
    console.log(
      `${pad(SHORT[expected], 16)}${GOT.map((o) => lpad(row.get(o) || '.', colW)).join('')}${lpad(n, 6)}${lpad(pct(row.get(expected) ?? 0, n), 9)}`,
    );
  }
  const precision = OUTCOMES.map((got) => {
    const column = OUTCOMES.reduce((sum, e) => sum + (matrix.get(e)!.get(got) ?? 0), 0);
    return lpad(pct(matrix.get(got)!.get(got) ?? 0, column), colW);
  });
  console.log(`${pad('precision', 16)}${precision.join('')}`);

  type Row = {
    key: string;
    family: string;
    kind: string;
    n: number;
    ok: number;
    misses: Map<string, number>;
  };
  const group = (keyOf: (r: Result) => string, meta?: (r: Result) => { family: string; kind: string }) => {
    const rows = new Map<string, Row>();
    for (const r of results) {
      const key = keyOf(r);
      const row = rows.get(key) ?? {
        key,
        family: meta?.(r).family ?? '',
        kind: meta?.(r).kind ?? '',
        n: 0,
        ok: 0,
        misses: new Map(),
      };
      row.n++;
      if (r.correct) row.ok++;
      else {
        const miss = `${SHORT[r.expected]}->${SHORT[r.got]}`;
        row.misses.set(miss, (row.misses.get(miss) ?? 0) + 1);
      }
      rows.set(key, row);
    }
    return [...rows.values()];
  };
  const topMisses = (row: Row) =>
    [...row.misses]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([m, c]) => `${m} ${c}`)
      .join(', ');

  console.log('\nPer layout (sorted by accuracy)');
  console.log(
    `${pad('layout', 24)}${pad('fam', 4)}${pad('kind', 16)}${lpad('n', 4)}${lpad('correct', 9)}${lpad('%', 8)}  most common misses`,
  );
  const layouts = group(
    (r) => r.layout,
    (r) => ({ family: r.family, kind: r.kind }),
  ).sort((a, b) => a.ok / a.n - b.ok / b.n || a.key.localeCompare(b.key));
  for (const row of layouts) {
    console.log(
      `${pad(row.key, 24)}${pad(row.family, 4)}${pad(row.kind, 16)}${lpad(row.n, 4)}${lpad(row.ok, 9)}${lpad(pct(row.ok, row.n), 8)}  ${topMisses(row)}`,
    );
  }

  const small = (title: string, rows: Row[]) => {
    console.log(`\n${title}`);
    for (const row of rows.sort((a, b) => a.key.localeCompare(b.key))) {
      console.log(
        `  ${pad(row.key, 26)}${lpad(row.n, 4)}${lpad(row.ok, 6)}${lpad(pct(row.ok, row.n), 8)}  ${topMisses(row)}`,
      );
    }
  };
  small(
    'By kind',
    group((r) => r.kind),
  );
  small(
    'By situation (how the date relates to today)',
    group((r) => `${r.situation}`),
  );
  console.log('\nBy photo condition (an image can have several; readable images only)');
  const conditionNames = [
    ...new Set(results.flatMap((r) => r.effects.map((e) => e.replace(/[:=].*$/, '')))),
  ].sort();
  for (const name of conditionNames) {
    const subset = results.filter(
      (r) => r.expected !== 'unreadable' && r.effects.some((e) => e.replace(/[:=].*$/, '') === name),
    );
    const ok = subset.filter((r) => r.correct).length;
    if (subset.length)
      console.log(
        `  ${pad(name, 26)}${lpad(subset.length, 4)}${lpad(ok, 6)}${lpad(pct(ok, subset.length), 8)}`,
      );
  }

  const verifiedRight = results.filter((r) => r.expected === 'verified' && r.got === 'verified');
  const withPlace = verifiedRight.filter((r) => r.expectedPlace);
  const placeRight = withPlace.filter((r) => r.read.place === r.expectedPlace).length;
  const noPlace = verifiedRight.filter((r) => !r.expectedPlace);
  const inventedPlace = noPlace.filter((r) => r.read.place).length;
  console.log(
    `\nPlace (not part of the outcome): on correctly verified tickets that print one, the expected town was found ${placeRight}/${withPlace.length} (${pct(placeRight, withPlace.length).trim()}); ` +
      `on those printing none, a town was reported anyway ${inventedPlace}/${noPlace.length}.`,
  );

  const readMs = results.map((r) => r.readMs);
  const renderMs = results.map((r) => r.renderMs);
  console.log(
    `\nTime: wall ${(wallMs / 1000).toFixed(1)} s for ${total} images (${(wallMs / total).toFixed(0)} ms per image); ` +
      `read p50 ${percentile(readMs, 0.5)} ms, p95 ${percentile(readMs, 0.95)} ms (prepare + OCR, with ${concurrency} in flight on ${values.pool} OCR workers); ` +
      `render p50 ${percentile(renderMs, 0.5)} ms, p95 ${percentile(renderMs, 0.95)} ms.`,
  );

  const failures = results.filter((r) => !r.correct);
  const kinds = new Map<string, Result[]>();
  for (const r of failures) {
    const key = `${SHORT[r.expected]} -> ${SHORT[r.got]}: ${(r.reasons.at(-1) ?? '').replace(/[0-9]+/g, 'N').slice(0, 70)}`;
    kinds.set(key, [...(kinds.get(key) ?? []), r]);
  }
  console.log('\nCommonest failures (expected -> got: last reason, numbers as N)');
  for (const [key, list] of [...kinds].sort((a, b) => b[1].length - a[1].length).slice(0, 12)) {
    console.log(`  ${lpad(list.length, 4)}  ${key}   e.g. ${list[0]!.id}`);
  }

  return {
    accuracy: correct / total,
    correct,
    total,
    nonTicketsVerified: nonTicketsVerified.length,
    nonTickets: nonTickets.length,
    wronglyVerified: falseVerified.length,
    genuine: genuine.length,
    genuineUnsure: genuineUnsure.length,
    confusion: Object.fromEntries([...matrix].map(([e, row]) => [e, Object.fromEntries(row)])),
    perLayout: layouts.map((row) => ({
      layout: row.key,
      kind: row.kind,
      n: row.n,
      correct: row.ok,
      accuracy: row.ok / row.n,
    })),
    timing: {
      wallMs: Math.round(wallMs),
      readP50Ms: percentile(readMs, 0.5),
      readP95Ms: percentile(readMs, 0.95),
      renderP50Ms: percentile(renderMs, 0.5),
      renderP95Ms: percentile(renderMs, 0.95),
    },
  };
}

await main();
