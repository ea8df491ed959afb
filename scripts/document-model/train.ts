/**
 * Trains the reader's document model (docs/decisions/042): logistic regression, parking proof
 * against look-alikes, over the OCR text the reader really got from each family's photos.
 *
 *   npm run eval:tickets -- --family A,B,C --now 2026-11-27T12:00:00Z --out scratch/abc.json
 *   npm run train:document-model -- scratch/abc.json --train A,B,C [--test D] [--write]
 *
 * --test reports how the model sorts a family it was not trained on; --write commits the weights to
 * src/server/features/tickets/reader/document-model.json (--out writes them elsewhere). Unreadable photos are left out: their
 * text says nothing either way.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  type DocumentModel,
  documentFeatures,
  parkingProbabilityWith,
} from '#server/features/tickets/reader/document-model.ts';
import { cleanOcrText, ticketLines } from '#server/features/tickets/reader/ocr-text.ts';

interface Example {
  id: string;
  family: string;
  layout: string;
  genuine: boolean;
  features: string[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    train: { type: 'string', default: 'A,B,C' },
    test: { type: 'string' },
    l2: { type: 'string', default: '0.01' },
    epochs: { type: 'string', default: '400' },
    'min-count': { type: 'string', default: '2' },
    write: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const examples: Example[] = positionals.flatMap((file) => {
  const { images } = JSON.parse(readFileSync(file, 'utf8')) as {
    images: {
      id: string;
      family: string;
      layout: string;
      genuine: boolean;
      expected: string;
      rawText: string;
    }[];
  };
  return images
    .filter((image) => image.expected !== 'unreadable')
    .map((image) => ({
      id: image.id,
      family: image.family,
      layout: image.layout,
      genuine: image.genuine,
      features: documentFeatures(ticketLines(cleanOcrText(image.rawText))),
    }));
});

const trainOn = new Set(values.train.split(','));
const training = examples.filter((example) => trainOn.has(example.family));
const model = train(training, {
  l2: Number(values.l2),
  epochs: Number(values.epochs),
  minCount: Number(values['min-count']),
});
console.log(
  `Trained on ${[...trainOn].join(', ')}: ${training.length} documents (${training.filter((e) => e.genuine).length} parking), ${Object.keys(model.weights).length} features kept`,
);
report('training', training, model);
if (values.test) {
  const testOn = new Set(values.test.split(','));
  report(
    `held out ${values.test}`,
    examples.filter((example) => testOn.has(example.family)),
    model,
  );
}
if (values.write || values.out) {
  const path = values.out ?? 'src/server/features/tickets/reader/document-model.json';
  writeFileSync(path, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`Wrote ${path}`);
}

/** Full-batch gradient descent with L2, on the features seen in at least minCount documents. */
function train(
  documents: Example[],
  options: { l2: number; epochs: number; minCount: number },
): DocumentModel {
  const counts = new Map<string, number>();
  for (const document of documents)
    for (const feature of document.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const kept = [...counts].filter(([, count]) => count >= options.minCount).map(([feature]) => feature);
  const index = new Map(kept.map((feature, i) => [feature, i]));
  const rows = documents.map((document) => ({
    x: document.features.map((feature) => index.get(feature)).filter((i): i is number => i !== undefined),
    y: document.genuine ? 1 : 0,
  }));
  // Classes weighted equally: there are about three times as many tickets as look-alikes.
  const positives = rows.filter((row) => row.y === 1).length;
  const classWeight = [rows.length / (2 * (rows.length - positives)), rows.length / (2 * positives)];
  const w = new Float64Array(kept.length);
  let bias = 0;
  const rate = 0.5;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const gradient = new Float64Array(kept.length);
    let biasGradient = 0;
    for (const row of rows) {
      let sum = bias;
      for (const i of row.x) sum += w[i]!;
      const error = (1 / (1 + Math.exp(-sum)) - row.y) * classWeight[row.y]!;
      biasGradient += error;
      for (const i of row.x) gradient[i]! += error;
    }
    bias -= (rate * biasGradient) / rows.length;
    for (let i = 0; i < w.length; i++) w[i]! -= rate * (gradient[i]! / rows.length + options.l2 * w[i]!);
  }
  const weights: Record<string, number> = {};
  kept
    .map((feature, i) => [feature, Math.round(w[i]! * 1000) / 1000] as const)
    .filter(([, weight]) => Math.abs(weight) >= 0.005)
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([feature, weight]) => {
      weights[feature] = weight;
    });
  return { bias: Math.round(bias * 1000) / 1000, weights };
}

function report(label: string, documents: Example[], model: DocumentModel) {
  const scored = documents.map((document) => ({
    ...document,
    p: parkingProbabilityWith(model, document.features),
  }));
  const parking = scored.filter((s) => s.genuine);
  const others = scored.filter((s) => !s.genuine);
  // Area under the ROC curve: the chance a ticket scores above a look-alike.
  let above = 0;
  for (const ticket of parking)
    for (const other of others) above += ticket.p > other.p ? 1 : ticket.p === other.p ? 0.5 : 0;
  const auc = above / Math.max(1, parking.length * others.length);
  const line = (threshold: number) =>
    `p≥${threshold}: tickets ${parking.filter((s) => s.p >= threshold).length}/${parking.length}, look-alikes ${others.filter((s) => s.p >= threshold).length}/${others.length}`;
  console.log(`\n${label}: AUC ${auc.toFixed(3)}; ${[0.2, 0.5, 0.75].map(line).join('; ')}`);
  const worst = [
    ...others.sort((a, b) => b.p - a.p).slice(0, 5),
    ...parking.sort((a, b) => a.p - b.p).slice(0, 5),
  ];
  for (const s of worst)
    console.log(`  ${s.p.toFixed(2)} ${s.genuine ? 'ticket    ' : 'look-alike'} ${s.id}`);
}
