/**
 * Renders the corpus without OCR and writes the images (and a labels.json) for a look:
 *   npx tsx scripts/ticket-corpus/preview.ts [--count 60] [--seed S] [--layout x] [--family A|B] [--now ISO] [--dir scripts/ticket-corpus/out/preview]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Family } from './context';
import sharp from 'sharp';
import type { Plan } from './corpus';
import { buildDoc, planCorpus, renderPlan } from './corpus';
import { docToSvg, drawDoc } from './render';
import { formatDate, formatTime } from './when';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '60' },
    seed: { type: 'string', default: 'parkperks' },
    layout: { type: 'string' },
    family: { type: 'string' },
    now: { type: 'string', default: '2026-03-14T18:00:00Z' },
    dir: { type: 'string', default: 'scripts/ticket-corpus/out/preview' },
    concurrency: { type: 'string', default: '2' },
    /** The documents alone, without photo effects (to proof-read layouts). */
    flat: { type: 'boolean', default: false },
  },
});
const options = {
  seed: values.seed,
  now: new Date(values.now),
  count: Number(values.count),
  layout: values.layout,
  family: values.family as Family | undefined,
};
const dir = resolve(values.dir);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const started = performance.now();
async function flat(plan: Plan) {
  const started = performance.now();
  const drawn = drawDoc(buildDoc(plan, options).doc);
  const image = await sharp(Buffer.from(docToSvg(drawn, 1.5)))
    .flatten({ background: '#999999' })
    .png()
    .toBuffer();
  return {
    image,
    format: 'png' as const,
    effects: ['flat'],
    renderMs: Math.round(performance.now() - started),
  };
}

const labels: unknown[] = [];
const plans = planCorpus(options);
let next = 0;
async function worker() {
  while (next < plans.length) {
    const plan = plans[next++]!;
    const shot = values.flat ? await flat(plan) : await renderPlan(plan, options);
    writeFileSync(join(dir, `${plan.id}.${shot.format === 'jpeg' ? 'jpg' : 'png'}`), shot.image);
    const p = plan.period;
    labels.push({
      id: plan.id,
      expected: plan.expected,
      situation: plan.situation,
      period:
        p &&
        `${formatDate(p.start.day, 'dd/mm/yyyy')} ${formatTime(p.start.min)} -> ${formatDate(p.end.day, 'dd/mm/yyyy')} ${formatTime(p.end.min)} (${p.minutes} min)`,
      effects: shot.effects.join(' '),
      ms: shot.renderMs,
    });
  }
}
await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
writeFileSync(join(dir, 'labels.json'), JSON.stringify(labels, null, 1));
console.log(`${labels.length} images in ${Math.round(performance.now() - started)} ms -> ${dir}`);
