/**
 * Compares OCR engines on ticket photos with known content (docs/decisions/038): tesseract.js
 * through the reader's own pipeline (prepare-image, then the OCR pool, as the reader's first read
 * does), PaddleOCR (PP-OCRv4, onnxruntime) on the original photo, and PaddleOCR on the prepared
 * image. For each image: the raw text, the time (warm, one image at a time) and whether the text
 * holds the ticket's key fields: its printed date (spaces and case ignored), its start and end
 * times ('10:37', '10.37', '1037', '10:37 am' …) and its town.
 *
 *   npx tsx scripts/ocr-engines/compare.ts [--corpus fixtures|A] [--count N] [--engines tess,paddle,paddle-prep]
 *                                  [--repeat 1] [--max-side 1280] [--threads 2] [--seed parkperks]
 *                                  [--now 2026-03-14T18:00:00Z] [--out scripts/ticket-corpus/out/compare-ocr.json]
 *
 * Sources: tests/fixtures/tickets/manifest.json (35 images; --count takes the first N), or the
 * generated family A corpus (scripts/ticket-corpus; --count, default 120, images planned). For generated images a field counts only when the document prints it
 * (a layout showing a duration and no end time is not scored on the end time). Images expected to
 * be unreadable are skipped. --repeat R reads each image R times per engine and keeps the median.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createOcrPool } from '#server/features/tickets/reader/ocr-pool.ts';
import { createPaddleOcr } from './paddle-ocr';
import { prepareImage } from '#server/features/tickets/reader/prepare-image.ts';
import { buildDoc, planCorpus, renderPlan } from '../ticket-corpus/corpus';
import { formatDate } from '../ticket-corpus/when';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: 'fixtures' },
    count: { type: 'string' },
    engines: { type: 'string', default: 'tess,paddle,paddle-prep' },
    repeat: { type: 'string', default: '1' },
    'max-side': { type: 'string', default: '1280' },
    threads: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'parkperks' },
    now: { type: 'string', default: '2026-03-14T18:00:00Z' },
    out: { type: 'string', default: 'scripts/ticket-corpus/out/compare-ocr.json' },
  },
});

const ENGINES = ['tess', 'paddle', 'paddle-prep'] as const;
type Engine = (typeof ENGINES)[number];
const FIELDS = ['date', 'start', 'end', 'town'] as const;
type Field = (typeof FIELDS)[number];

const engines = values.engines.split(',').map((e) => e.trim()) as Engine[];
for (const engine of engines) if (!ENGINES.includes(engine)) throw new Error(`--engines: unknown ${engine}`);
const repeat = Math.max(1, Number(values.repeat));
const corpus = values.corpus.toUpperCase() === 'A' ? 'A' : 'fixtures';

interface Sample {
  id: string;
  image: Buffer;
  expected: string;
  /** Printed form of each key field; null when the image does not print it. */
  truth: Record<Field, string | null>;
  notes: string[];
}

interface Read {
  text: string;
  confidence: number;
  ms: number;
  /** For tess and paddle-prep: the part of ms spent preparing the image. */
  prepareMs?: number;
  found: Partial<Record<Field, boolean>>;
}

// --- matching -------------------------------------------------------------------------------

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Does `text` show the time HH:MM (24 h truth) in any of the ways tickets print it? */
function hasTime(text: string, hhmm: string): boolean {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const mm = String(m).padStart(2, '0');
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const hours = [
    ...new Set([String(h).padStart(2, '0'), String(h), String(h12), String(h12).padStart(2, '0')]),
  ];
  const tidy = text.toLowerCase().replace(/\s*([:.])\s*/g, '$1');
  return new RegExp(`(?<!\\d)(${hours.join('|')})[:.]?${mm}(?!\\d)`).test(tidy);
}

function found(text: string, truth: Sample['truth']): Read['found'] {
  const result: Read['found'] = {};
  const squashed = squash(text);
  if (truth.date) result.date = squashed.includes(squash(truth.date));
  if (truth.start) result.start = hasTime(text, truth.start);
  if (truth.end) result.end = hasTime(text, truth.end);
  if (truth.town) result.town = squashed.includes(squash(truth.town));
  return result;
}

// --- sources --------------------------------------------------------------------------------

interface ManifestEntry {
  file: string;
  expected: string;
  dateText: string | null;
  start: string | null;
  end: string | null;
  city: string | null;
  notes?: string;
}

function* fixtureSamples(): Generator<Promise<Sample>> {
  const dir = resolve('tests/fixtures/tickets');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  for (const entry of manifest.slice(0, values.count ? Number(values.count) : undefined)) {
    yield Promise.resolve({
      id: entry.file,
      image: readFileSync(join(dir, entry.file)),
      expected: entry.expected,
      truth: {
        date: entry.dateText,
        start: entry.start,
        end: entry.end,
        // A postcode-only ticket prints no town: the city comes from the postcode.
        town: entry.file.includes('postcode-only') ? null : entry.city,
      },
      notes: entry.notes ? [entry.notes] : [],
    });
  }
}

/** Every string a generated document prints, joined by newlines. */
function printedText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(printedText).join('\n');
  if (node && typeof node === 'object') {
    return Object.entries(node)
      .filter(([key]) => !['k', 'font', 'fill', 'bg', 'align', 'shape', 'stroke', 'divider'].includes(key))
      .map(([, value]) => printedText(value))
      .join('\n');
  }
  return '';
}

function* corpusSamples(): Generator<Promise<Sample>> {
  const options = {
    seed: values.seed,
    now: new Date(values.now),
    count: Number(values.count ?? 120),
    family: 'A' as const,
  };
  for (const plan of planCorpus(options)) {
    if (plan.expected === 'unreadable') continue;
    yield (async () => {
      const rendered = await renderPlan(plan, options);
      const printed = printedText(buildDoc(plan, options).doc);
      const date = plan.period
        ? formatDate(plan.period.start.day, plan.dateStyle)
        : plan.at
          ? formatDate(plan.at.day, plan.dateStyle)
          : null;
      const time = (min: number) =>
        `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
      const truth: Sample['truth'] = {
        date,
        start: plan.period ? time(plan.period.start.min) : null,
        end: plan.period ? time(plan.period.end.min) : null,
        town: rendered.printedTown,
      };
      // Score a field only where the document prints it.
      const printedFields = found(printed, truth);
      for (const field of FIELDS) if (!printedFields[field]) truth[field] = null;
      return {
        id: plan.id,
        image: rendered.image,
        expected: plan.expected,
        truth,
        notes: rendered.effects,
      };
    })();
  }
}

// --- running --------------------------------------------------------------------------------

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const percentile = (list: number[], fraction: number) => {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

async function main() {
  const started = performance.now();
  const pool = engines.includes('tess') ? createOcrPool({ size: 1 }) : null;
  const paddle =
    engines.includes('paddle') || engines.includes('paddle-prep')
      ? createPaddleOcr({ maxSide: Number(values['max-side']), threads: Number(values.threads) })
      : null;
  const loadStarted = performance.now();
  await pool?.warmUp();
  const tessLoadMs = performance.now() - loadStarted;
  const paddleStarted = performance.now();
  await paddle?.warmUp();
  const paddleLoadMs = performance.now() - paddleStarted;

  /** The reader's own preparation, then an engine on the prepared image; the preparation is also timed alone. */
  const onPrepared = async (
    image: Buffer,
    recognize: (pgm: Buffer) => Promise<{ text: string; confidence: number }>,
  ) => {
    const t0 = performance.now();
    const prepared = await prepareImage(image);
    const t1 = performance.now();
    const result = await recognize(prepared.pgm);
    return {
      text: result.text,
      confidence: result.confidence,
      ms: performance.now() - t0,
      prepareMs: t1 - t0,
    };
  };

  const runners: Record<Engine, (image: Buffer) => Promise<Omit<Read, 'found'>>> = {
    tess: (image) => onPrepared(image, (pgm) => pool!.recognize(pgm)),
    async paddle(image) {
      const t0 = performance.now();
      const result = await paddle!.recognize(image);
      return { text: result.text, confidence: result.confidence, ms: performance.now() - t0 };
    },
    'paddle-prep': (image) => onPrepared(image, (pgm) => paddle!.recognize(pgm)),
  };

  // One throwaway read per engine, so the first timed image pays no start-up cost.
  const sources = corpus === 'A' ? corpusSamples() : fixtureSamples();
  const results: (Sample & { reads: Partial<Record<Engine, Read>> })[] = [];
  let warmed = false;
  for (const next of sources) {
    const sample = await next;
    if (sample.expected === 'unreadable') continue;
    if (!warmed) {
      for (const engine of engines) await runners[engine](sample.image);
      warmed = true;
    }
    const reads: Partial<Record<Engine, Read>> = {};
    for (const engine of engines) {
      const runs: Omit<Read, 'found'>[] = [];
      for (let i = 0; i < repeat; i++) runs.push(await runners[engine](sample.image));
      const first = runs[0]!;
      reads[engine] = {
        ...first,
        ms: Math.round(median(runs.map((r) => r.ms))),
        prepareMs:
          first.prepareMs === undefined ? undefined : Math.round(median(runs.map((r) => r.prepareMs!))),
        confidence: Math.round(first.confidence),
        found: found(first.text, sample.truth),
      };
    }
    results.push({ ...sample, reads });
    if (process.stderr.isTTY) process.stderr.write(`\r  ${results.length} images`);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  await pool?.terminate();
  await paddle?.close();

  const { readFileSync: read } = await import('node:fs');
  const load = read('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `Corpus ${corpus}: ${results.length} readable images, ${repeat} read(s) each per engine (median kept); ` +
      `PaddleOCR max side ${values['max-side']}, ${values.threads} onnxruntime threads; load average now ${load}`,
  );
  console.log(
    `Start-up: tesseract worker ${Math.round(tessLoadMs)} ms, PaddleOCR models ${Math.round(paddleLoadMs)} ms; ` +
      `peak RSS of this process ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`,
  );
  const header = `${'engine'.padEnd(12)}${'all fields'.padStart(16)}${FIELDS.map((f) => f.padStart(16)).join('')}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'min'.padStart(7)}${'max'.padStart(7)}`;
  console.log(header);
  for (const engine of engines) {
    const reads = results.map((r) => r.reads[engine]!);
    const all = reads.filter((r) => Object.values(r.found).every(Boolean)).length;
    const cells = FIELDS.map((field) => {
      const scored = reads.filter((r) => r.found[field] !== undefined);
      const hit = scored.filter((r) => r.found[field]).length;
      return `${hit}/${scored.length} ${pct(hit, scored.length)}`.padStart(16);
    });
    const ms = reads.map((r) => r.ms);
    console.log(
      `${engine.padEnd(12)}${`${all}/${reads.length} ${pct(all, reads.length)}`.padStart(16)}${cells.join('')}` +
        `${String(percentile(ms, 0.5)).padStart(9)}${String(percentile(ms, 0.95)).padStart(9)}` +
        `${String(Math.min(...ms)).padStart(7)}${String(Math.max(...ms)).padStart(7)}`,
    );
  }
  const prepareMs = results.flatMap(
    (r) => r.reads.tess?.prepareMs ?? r.reads['paddle-prep']?.prepareMs ?? [],
  );
  if (prepareMs.length) {
    console.log(
      `(tess and paddle-prep include prepare-image: p50 ${percentile(prepareMs, 0.5)} ms, p95 ${percentile(prepareMs, 0.95)} ms)`,
    );
  }

  if (engines.length > 1) {
    console.log('\nAll key fields found, engine against engine (images):');
    for (let i = 0; i < engines.length; i++) {
      for (let j = i + 1; j < engines.length; j++) {
        const a = engines[i]!;
        const b = engines[j]!;
        const ok = (r: (typeof results)[number], e: Engine) =>
          Object.values(r.reads[e]!.found).every(Boolean);
        const onlyA = results.filter((r) => ok(r, a) && !ok(r, b));
        const onlyB = results.filter((r) => !ok(r, a) && ok(r, b));
        const either = results.filter((r) => ok(r, a) || ok(r, b)).length;
        console.log(
          `  ${a} vs ${b}: only ${a} ${onlyA.length}, only ${b} ${onlyB.length}, either ${either}/${results.length} ${pct(either, results.length)}`,
        );
        for (const r of onlyA.slice(0, 6)) console.log(`    only ${a}: ${r.id}`);
        for (const r of onlyB.slice(0, 6)) console.log(`    only ${b}: ${r.id}`);
      }
    }
  }

  const outFile = resolve(values.out);
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(
    outFile,
    `${JSON.stringify(
      {
        corpus,
        engines,
        repeat,
        maxSide: Number(values['max-side']),
        threads: Number(values.threads),
        load,
        wallMs: Math.round(performance.now() - started),
        images: results.map(({ image: _image, ...rest }) => rest),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nPer-image texts: ${values.out}`);
}

await main();
