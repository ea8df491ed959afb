/**
 * Ticket-reader evaluation over a generated corpus (issue 12 §3): renders tickets from 31 UK
 * layouts and 16 look-alikes through photo effects, dated relative to `now` (London), reads each
 * with the real reader and prints a confusion matrix, a per-layout table, overall accuracy, the
 * count of NON-TICKETS VERIFIED (the number that must be 0) and the time per image.
 *
 *   npm run eval:tickets -- [--count 320] [--seed parkperks] [--now 2026-03-14T18:00:00Z]
 *                           [--layout ringgo] [--family A|B] [--concurrency 2]
 *                           [--out scripts/ticket-corpus/out/results.json] [--save-failures]
 *
 * Same seed, same options: same images. --save-failures writes each misjudged image with a JSON
 * of expected/got/reasons/rawText to scripts/ticket-corpus/out/failures/.
 * Layout research notes: the header comments of layouts.ts and lookalikes.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TicketReading } from '#server/features/tickets/reader/index.ts';
import { createTicketReader } from '#server/features/tickets/reader/index.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import type { Family } from './context';
import type { Outcome, Plan, Rendered } from './corpus';
import { OUTCOMES, planCorpus, renderPlan } from './corpus';
import { LAYOUTS } from './layouts';
import { LOOKALIKES } from './lookalikes';
import { formatDate, formatTime, londonDay, londonMinutes } from './when';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '320' },
    seed: { type: 'string', default: 'parkperks' },
    now: { type: 'string', default: '2026-03-14T18:00:00Z' },
    layout: { type: 'string' },
    family: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    pool: { type: 'string', default: '2' },
    out: { type: 'string', default: 'scripts/ticket-corpus/out/results.json' },
    'save-failures': { type: 'boolean', default: false },
  },
});

const family = values.family?.toUpperCase();
if (family && family !== 'A' && family !== 'B') throw new Error('--family must be A or B');
const now = new Date(values.now);
if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date: ${values.now}`);
const options = {
  seed: values.seed,
  now,
  count: Math.max(1, Number(values.count)),
  layout: values.layout,
  family: family as Family | undefined,
};
const concurrency = Math.max(1, Number(values.concurrency));
const outFile = resolve(values.out);
const failuresDir = join(dirname(outFile), 'failures');

interface Result {
  id: string;
  layout: string;
  family: Family;
  kind: string;
  situation: string;
  expected: Outcome;
  got: Outcome;
  correct: boolean;
  reasons: string[];
  rawText: string;
  ocrConfidence: number;
  /** The truth the label came from (London wall clock). */
  period: { start: string; end: string; minutes: number } | null;
  printed: { date: string | null; town: string | null; postcode: string | null };
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

const gazetteer = getGazetteer();
const stamp = (s: { day: string; min: number }) => `${s.day} ${formatTime(s.min)}`;

function expectedPlace(rendered: Rendered): string | null {
  if (rendered.plan.kind === 'lookalike') return null;
  if (rendered.printedTown) return gazetteer.lookupTown(rendered.printedTown)?.name ?? rendered.printedTown;
  if (rendered.printedPostcode) return gazetteer.postcodeTown(rendered.printedPostcode)?.name ?? null;
  return null;
}

function toResult(rendered: Rendered, reading: TicketReading, readMs: number): Result {
  const { plan } = rendered;
  return {
    id: plan.id,
    layout: plan.layoutId,
    family: plan.family,
    kind: plan.kind,
    situation: plan.situation,
    expected: plan.expected,
    got: reading.outcome,
    correct: reading.outcome === plan.expected,
    reasons: reading.reasons,
    rawText: reading.rawText,
    ocrConfidence: Math.round(reading.ocrConfidence),
    period: plan.period && {
      start: stamp(plan.period.start),
      end: stamp(plan.period.end),
      minutes: plan.period.minutes,
    },
    printed: {
      date: plan.period
        ? formatDate(plan.period.start.day, plan.dateStyle)
        : plan.at
          ? formatDate(plan.at.day, plan.dateStyle)
          : null,
      town: rendered.printedTown,
      postcode: rendered.printedPostcode,
    },
    expectedPlace: expectedPlace(rendered),
    read: {
      detectedDate: reading.detectedDate,
      durationMinutes: reading.durationMinutes,
      place: reading.place?.name ?? null,
      postcode: reading.postcode,
      ticketNumber: reading.ticketNumber,
    },
    effects: rendered.effects,
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
const SHORT: Record<Outcome, string> = {
  verified: 'verified',
  wrong_date: 'wrong_date',
  too_short: 'too_short',
  not_parking_ticket: 'not_parking',
  unreadable: 'unreadable',
};

async function main() {
  const plans: Plan[] = planCorpus(options);
  const london = `${londonDay(now)} ${formatTime(londonMinutes(now))} Europe/London`;
  console.log(
    `Ticket corpus: ${plans.length} images, seed "${options.seed}", now ${now.toISOString()} (${london})` +
      `${options.family ? `, family ${options.family}` : ''}${options.layout ? `, layout ~ "${options.layout}"` : ''}`,
  );
  console.log(
    `${LAYOUTS.length} layouts, ${LOOKALIKES.length} look-alikes; reader poolSize ${values.pool}, ${concurrency} images in flight\n`,
  );
  if (values['save-failures']) {
    rmSync(failuresDir, { recursive: true, force: true });
    mkdirSync(failuresDir, { recursive: true });
  }

  const reader = createTicketReader({ poolSize: Math.max(1, Number(values.pool)) });
  const results: Result[] = [];
  const started = performance.now();
  let next = 0;
  let done = 0;
  const progress = () => {
    if (!process.stderr.isTTY) return;
    process.stderr.write(
      `\r  ${done}/${plans.length} read, ${Math.round((performance.now() - started) / 1000)} s`,
    );
  };
  try {
    await reader.warmUp();
    const warmed = performance.now();
    async function worker() {
      while (next < plans.length) {
        const plan = plans[next++]!;
        const rendered = await renderPlan(plan, options);
        const readStarted = performance.now();
        const reading = await reader.read(rendered.image, now);
        const result = toResult(rendered, reading, Math.round(performance.now() - readStarted));
        results.push(result);
        if (!result.correct && values['save-failures']) {
          const ext = rendered.format === 'jpeg' ? 'jpg' : 'png';
          writeFileSync(join(failuresDir, `${plan.id}.${ext}`), rendered.image);
          writeFileSync(join(failuresDir, `${plan.id}.json`), `${JSON.stringify(result, null, 2)}\n`);
        }
        done++;
        progress();
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (process.stderr.isTTY) process.stderr.write('\n');
    const wallMs = performance.now() - started;
    report(results, wallMs, warmed - started);
  } finally {
    await reader.close();
  }
}

function report(unsorted: Result[], wallMs: number, warmMs: number) {
  const results = [...unsorted].sort((a, b) => a.id.localeCompare(b.id));
  const total = results.length;
  const correct = results.filter((r) => r.correct).length;
  const nonTickets = results.filter((r) => r.expected === 'not_parking_ticket');
  const nonTicketsVerified = nonTickets.filter((r) => r.got === 'verified');
  const falseVerified = results.filter((r) => r.got === 'verified' && r.expected !== 'verified');

  // Confusion matrix: rows expected, columns got.
  const matrix = new Map<Outcome, Map<Outcome, number>>();
  for (const outcome of OUTCOMES) matrix.set(outcome, new Map(OUTCOMES.map((o) => [o, 0])));
  for (const r of results) matrix.get(r.expected)!.set(r.got, (matrix.get(r.expected)!.get(r.got) ?? 0) + 1);

  const bar = '='.repeat(78);
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
  console.log(bar);

  console.log('\nConfusion matrix (rows: expected, columns: got)');
  const colW = 12;
  console.log(
    `${pad('expected \\ got', 16)}${OUTCOMES.map((o) => lpad(SHORT[o], colW)).join('')}${lpad('n', 6)}${lpad('recall', 9)}`,
  );
  for (const expected of OUTCOMES) {
    const row = matrix.get(expected)!;
    const n = [...row.values()].reduce((a, b) => a + b, 0);
    if (n === 0) continue;
    console.log(
      `${pad(SHORT[expected], 16)}${OUTCOMES.map((o) => lpad(row.get(o) || '.', colW)).join('')}${lpad(n, 6)}${lpad(pct(row.get(expected) ?? 0, n), 9)}`,
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
    'By family',
    group((r) => r.family),
  );
  small(
    'By kind',
    group((r) => r.kind),
  );
  small(
    'By situation (how the date relates to today)',
    group((r) => `${r.situation}`),
  );
  const conditions: [string, (r: Result) => boolean][] = [
    ['clean', (r) => r.effects.includes('clean')],
    ['screenshot', (r) => r.effects.some((e) => e.startsWith('screenshot'))],
    ['dark-mode', (r) => r.effects.includes('dark-mode')],
    ['photo', (r) => r.effects.some((e) => e.startsWith('photo'))],
    ['tilt > 6 deg', (r) => r.effects.some((e) => e.startsWith('tilt:') && Math.abs(Number(e.slice(5))) > 6)],
    ['keystone', (r) => r.effects.some((e) => e.startsWith('keystone'))],
    ['rotated 90/180/270', (r) => r.effects.some((e) => e.startsWith('rotated'))],
    ['exif-orientation', (r) => r.effects.some((e) => e.startsWith('exif'))],
    ['faded thermal', (r) => r.effects.some((e) => e.startsWith('faded'))],
    ['blur (mild)', (r) => r.effects.some((e) => e.startsWith('blur:'))],
    ['noise', (r) => r.effects.some((e) => e.startsWith('noise'))],
    ['jpeg q40', (r) => r.effects.includes('jpeg:40')],
  ];
  console.log('\nBy photo condition (an image can have several; readable images only)');
  for (const [name, test] of conditions) {
    const subset = results.filter((r) => r.expected !== 'unreadable' && test(r));
    const ok = subset.filter((r) => r.correct).length;
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
    `\nTime: wall ${(wallMs / 1000).toFixed(1)} s for ${total} images (${(wallMs / total).toFixed(0)} ms per image, workers warmed in ${(warmMs / 1000).toFixed(1)} s); ` +
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

  mkdirSync(dirname(outFile), { recursive: true });
  const summary = {
    accuracy: correct / total,
    correct,
    total,
    nonTicketsVerified: nonTicketsVerified.length,
    nonTickets: nonTickets.length,
    wronglyVerified: falseVerified.length,
    confusion: Object.fromEntries([...matrix].map(([e, row]) => [e, Object.fromEntries(row)])),
    perLayout: layouts.map((row) => ({
      layout: row.key,
      family: row.family,
      kind: row.kind,
      n: row.n,
      correct: row.ok,
      accuracy: row.ok / row.n,
    })),
    timing: {
      wallMs: Math.round(wallMs),
      warmUpMs: Math.round(warmMs),
      readP50Ms: percentile(readMs, 0.5),
      readP95Ms: percentile(readMs, 0.95),
      renderP50Ms: percentile(renderMs, 0.5),
      renderP95Ms: percentile(renderMs, 0.95),
    },
  };
  writeFileSync(
    outFile,
    `${JSON.stringify({ options: { ...options, now: now.toISOString(), concurrency, poolSize: Number(values.pool) }, summary, images: results }, null, 1)}\n`,
  );
  console.log(
    `\nResults: ${outFile}${values['save-failures'] ? `; failures: ${failuresDir} (${failures.length})` : ''}`,
  );
}

await main();
