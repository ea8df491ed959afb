// Photo and screenshot conditions (field guide §4) and how cases get them.
import type { Rng } from './rng.ts';
import type { Medium } from './types.ts';

/** Heavy degradations: a readable case carries at most two. */
export const HEAVY = new Set([
  'perspective-strong',
  'glare',
  'behind-windscreen',
  'crumpled',
  'faded-thermal',
  'low-ink',
  'defocus-blur',
  'motion-blur',
  'low-light',
  'far-away',
  'jpeg-recompressed',
]);

/** Only the unreadable cases get these. */
export const SEVERE = [
  'severe-blur',
  'near-dark',
  'tiny-in-frame',
  'severe-jpeg',
  'washed-out-glare',
  'severe-motion-blur',
];

export const ALL_CONDITIONS = [
  'flat',
  'perspective-mild',
  'perspective-strong',
  'tilted',
  'quarter-turn',
  'upside-down',
  'hand-shadow',
  'blind-shadows',
  'side-light',
  'glare',
  'behind-windscreen',
  'crumpled',
  'curled',
  'faded-thermal',
  'low-ink',
  'dot-matrix',
  'defocus-blur',
  'motion-blur',
  'low-light',
  'far-away',
  'cropped',
  'messaging-800',
  'original-12mp',
  'jpeg-recompressed',
  'screenshot',
  'dark-mode',
  'light-title-bar',
  'mail-app',
  'photo-of-screen',
  ...SEVERE,
];

export interface CondInput {
  medium: Medium;
  thermal: boolean;
  windscreen: boolean;
  dark: boolean;
  email: boolean;
  unreadable: boolean;
  /** Which unreadable case this is: rotates the severe conditions so all get used. */
  unreadableIndex?: number;
}

function weighted(rng: Rng, items: [string | null, number][]): string | null {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return null;
}

export function chooseConditions(rng: Rng, o: CondInput): string[] {
  const out: string[] = [];
  const add = (v: string | null) => {
    if (v && !out.includes(v)) out.push(v);
  };
  let paperLike = o.medium === 'paper';
  if (o.medium === 'screen') {
    if (o.dark) add('dark-mode');
    if (o.email) add('mail-app');
    if (o.dark && rng.chance(0.45)) add('light-title-bar');
    if (o.unreadable || rng.chance(0.16)) {
      add('photo-of-screen');
      paperLike = true;
    } else {
      add('screenshot');
      add(
        weighted(rng, [
          [null, 5],
          ['messaging-800', 2],
          ['jpeg-recompressed', 2],
          ['cropped', 2],
        ]),
      );
      if (rng.chance(0.12)) add('messaging-800');
      return out;
    }
  }
  if (o.unreadable) {
    add(rng.pick(['perspective-strong', 'tilted', 'quarter-turn']));
    const j = o.unreadableIndex ?? rng.int(0, 5);
    const severe = [SEVERE[(2 * j) % SEVERE.length]!, SEVERE[(2 * j + 1) % SEVERE.length]!, rng.pick(SEVERE)];
    for (const s of severe) add(s);
    if (o.thermal) add('faded-thermal');
    return out;
  }
  if (paperLike) {
    add(
      weighted(rng, [
        ['flat', 6],
        ['perspective-mild', 34],
        ['tilted', 22],
        ['perspective-strong', 16],
        ['quarter-turn', 9],
        ['upside-down', 6],
      ]),
    );
    const light: [string | null, number][] = [
      [null, 30],
      ['hand-shadow', 12],
      ['blind-shadows', 9],
      ['side-light', 10],
      ['glare', 12],
      ['low-light', 10],
    ];
    if (o.windscreen) light.push(['behind-windscreen', 18]);
    add(weighted(rng, light));
    if (o.medium === 'paper') {
      const paper: [string | null, number][] = [
        [null, 40],
        ['crumpled', 14],
        ['curled', 14],
      ];
      if (o.thermal) paper.push(['faded-thermal', 16], ['dot-matrix', 6]);
      else paper.push(['low-ink', 8], ['dot-matrix', 4]);
      add(weighted(rng, paper));
    }
    add(
      weighted(rng, [
        [null, 62],
        ['defocus-blur', 12],
        ['motion-blur', 9],
        ['far-away', 10],
      ]),
    );
    add(
      weighted(rng, [
        [null, 40],
        ['messaging-800', 20],
        ['original-12mp', 8],
        ['jpeg-recompressed', 18],
        ['cropped', 12],
      ]),
    );
  }
  // A slip far from the lens comes from the full-size original, never a messaging copy.
  if (out.includes('far-away')) {
    const i = out.indexOf('messaging-800');
    if (i >= 0) out.splice(i, 1, 'original-12mp');
  }
  // At most two heavy degradations on a readable case: drop the later ones.
  let heavy = 0;
  return out.filter((c) => {
    if (!HEAVY.has(c)) return true;
    heavy++;
    return heavy <= 2;
  });
}
