// Seeded pseudo-random numbers (no Math.random anywhere in this family).

export function hashString(s: string): number {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: string | number) {
    this.s = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** integer in [a, b] inclusive */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  range(a: number, b: number): number {
    return a + this.next() * (b - a);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty array');
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((a, [, w]) => a + w, 0);
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1]![0];
  }
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = tmp;
    }
    return arr;
  }
  fork(label: string): Rng {
    return new Rng(hashString(`${this.s}:${label}`));
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
  alnum(n: number): string {
    return this.letters(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  }
  /** a current-style UK registration mark, e.g. 'KX19 TRF' */
  reg(): string {
    const age = this.pick([
      '15',
      '65',
      '16',
      '66',
      '17',
      '67',
      '18',
      '68',
      '19',
      '69',
      '20',
      '70',
      '21',
      '71',
      '22',
      '72',
      '23',
      '73',
      '24',
      '74',
    ]);
    return `${this.letters(2, 'ABCDEFGHKLMNOPRSVWY')}${age} ${this.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}`;
  }
  money(a: number, b: number, step = 0.1): string {
    const v = Math.round(this.range(a, b) / step) * step;
    return v.toFixed(2);
  }
}
