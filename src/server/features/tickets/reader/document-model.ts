import weights from './document-model.json' with { type: 'json' };

/**
 * A learned second opinion on what a document is about (docs/decisions/042): a logistic
 * regression over the words a document prints, trained by `scripts/document-model/train.ts` on
 * families the held-out one was not drawn from. It does not decide alone; the judge asks it only
 * where the hand-written evidence is thin or narrow.
 */
export interface DocumentModel {
  bias: number;
  weights: Record<string, number>;
}

const WORD = /[a-z]{3,}/g;

/** OCR's usual confusions inside words, so "Parkinq" and "PARK1NG" meet "parking". */
function normaliseWord(word: string): string {
  return word.replace(/q$/, 'g');
}

/**
 * What a document says, as features: its words, word pairs, the words of its title (the first
 * lines with words), and a few shapes of what it prints (money, clock times, durations).
 */
export function documentFeatures(lines: string[]): string[] {
  const features = new Set<string>();
  let titleLines = 0;
  for (const line of lines) {
    const lower = line
      .toLowerCase()
      .replace(/0(?=[a-z])|(?<=[a-z])0/g, 'o')
      .replace(/1(?=[a-z]{2})/g, 'i');
    const words = (lower.match(WORD) ?? []).map(normaliseWord);
    const inTitle = words.length > 0 && titleLines < 3;
    if (words.length > 0) titleLines++;
    words.forEach((word, index) => {
      features.add(`w:${word}`);
      if (inTitle) features.add(`t:${word}`);
      const next = words[index + 1];
      if (next) features.add(`b:${word} ${next}`);
    });
  }
  const flat = lines.join('\n');
  if (/£\s?[0-9]/.test(flat)) features.add('s:money');
  const clockTimes = flat.match(/(?<![0-9])[0-2]?[0-9][:.][0-5][0-9](?![0-9])/g)?.length ?? 0;
  if (clockTimes >= 1) features.add('s:time');
  if (clockTimes >= 2) features.add('s:times');
  if (/\b[0-9]+\s*(?:hrs?|hours?|mins?|minutes?)\b/i.test(flat)) features.add('s:duration');
  const priced = lines.filter((line) => /£\s?[0-9]+[.,][0-9]{2}/.test(line)).length;
  if (priced >= 4) features.add('s:many-prices');
  return [...features];
}

export function parkingProbabilityWith(model: DocumentModel, features: string[]): number {
  let sum = model.bias;
  for (const feature of features) sum += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

/** How likely the document is parking proof, 0–1, by the committed model. */
export function parkingProbability(lines: string[]): number {
  return parkingProbabilityWith(weights as DocumentModel, documentFeatures(lines));
}
