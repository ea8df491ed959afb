// Pixel-level work in plain JS: perspective warp with crumples and curl, fading, noise and low light.
import type { Rng } from './rng.ts';

export interface Raw {
  data: Buffer;
  w: number;
  h: number;
  ch: number;
}

type Pt = [number, number];

/** Homography mapping the four `from` points onto the four `to` points (3x3, row-major, h33 = 1). */
export function homography(from: Pt[], to: Pt[]): number[] {
  const A: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  // Gaussian elimination
  const n = 8;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      for (let k = c; k < n; k++) A[r]![k]! -= f * A[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const h = b.map((v, i) => v / A[i]![i]!);
  return [...h, 1];
}

export interface Crumple {
  grid: number[][]; // [gy][gx] -> [dx, dy] packed as 2 numbers per cell
  gx: number;
  gy: number;
  amp: number;
  creases: { nx: number; ny: number; c: number; a: number; w: number }[];
  curl: number;
}

export function makeCrumple(rng: Rng, pw: number, ph: number, strength: number, curl: number): Crumple {
  const gx = 7;
  const gy = 9;
  const grid: number[][] = [];
  for (let j = 0; j < gy; j++) {
    const row: number[] = [];
    for (let i = 0; i < gx; i++) row.push(rng.gauss(), rng.gauss());
    grid.push(row);
  }
  const creases = [];
  const n = Math.round(strength * 7);
  for (let k = 0; k < n; k++) {
    const ang = rng.float(0, Math.PI);
    const nx = Math.cos(ang);
    const ny = Math.sin(ang);
    const cx = rng.float(0.15, 0.85) * pw;
    const cy = rng.float(0.15, 0.85) * ph;
    creases.push({
      nx,
      ny,
      c: -(nx * cx + ny * cy),
      a: rng.float(0.05, 0.13) * strength,
      w: rng.float(6, 30),
    });
  }
  return { grid, gx, gy, amp: strength * Math.min(pw, ph) * 0.012, creases, curl };
}

function gridAt(cr: Crumple, fu: number, fv: number): [number, number] {
  const x = Math.min(cr.gx - 1.001, Math.max(0, fu * (cr.gx - 1)));
  const y = Math.min(cr.gy - 1.001, Math.max(0, fv * (cr.gy - 1)));
  const i = Math.floor(x);
  const j = Math.floor(y);
  const tx = x - i;
  const ty = y - j;
  const g = (jj: number, ii: number, k: number) => cr.grid[jj]![ii * 2 + k]!;
  const lerp = (k: number) =>
    (g(j, i, k) * (1 - tx) + g(j, i + 1, k) * tx) * (1 - ty) +
    (g(j + 1, i, k) * (1 - tx) + g(j + 1, i + 1, k) * tx) * ty;
  return [lerp(0), lerp(1)];
}

/** Warp `paper` (RGBA) onto `bg` (RGB, 3 channels) so its corners land on `quad`. */
export function warpOnto(bg: Raw, paper: Raw, quad: Pt[], cr: Crumple | null, light: number): void {
  const pw = paper.w;
  const ph = paper.h;
  const H = homography(quad, [
    [0, 0],
    [pw, 0],
    [pw, ph],
    [0, ph],
  ]);
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - 2);
  const x1 = Math.min(bg.w - 1, Math.ceil(Math.max(...xs)) + 2);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)) - 2);
  const y1 = Math.min(bg.h - 1, Math.ceil(Math.max(...ys)) + 2);
  const P = paper.data;
  const B = bg.data;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const den = H[6]! * x + H[7]! * y + 1;
      let u = (H[0]! * x + H[1]! * y + H[2]!) / den;
      let v = (H[3]! * x + H[4]! * y + H[5]!) / den;
      if (u < -2 || v < -2 || u > pw + 2 || v > ph + 2) continue;
      let shade = light;
      if (cr) {
        const [dx, dy] = gridAt(cr, u / pw, v / ph);
        u += dx * cr.amp;
        v += dy * cr.amp;
        for (const c of cr.creases) {
          const dd = c.nx * u + c.ny * v + c.c;
          shade *=
            1 +
            c.a * Math.sign(dd) * (1 - Math.exp(-Math.abs(dd) / c.w)) -
            c.a * 1.4 * Math.exp(-Math.abs(dd) / 2.5);
        }
        if (cr.curl) {
          const f = u / pw;
          shade *= 1 - cr.curl * (f < 0.5 ? 0.3 * (0.5 - f) ** 2 : 1.8 * (f - 0.5) ** 2);
        }
      }
      if (u < 0 || v < 0 || u > pw - 1 || v > ph - 1) continue;
      const iu = Math.floor(u);
      const iv = Math.floor(v);
      const fu = u - iu;
      const fv = v - iv;
      const i00 = (iv * pw + iu) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + pw * 4;
      const i11 = i01 + 4;
      const w00 = (1 - fu) * (1 - fv);
      const w10 = fu * (1 - fv);
      const w01 = (1 - fu) * fv;
      const w11 = fu * fv;
      const a = (P[i00 + 3]! * w00 + P[i10 + 3]! * w10 + P[i01 + 3]! * w01 + P[i11 + 3]! * w11) / 255;
      if (a <= 0.003) continue;
      const o = (y * bg.w + x) * 3;
      for (let k = 0; k < 3; k++) {
        const c =
          (P[i00 + k]! * w00 + P[i10 + k]! * w10 + P[i01 + k]! * w01 + P[i11 + k]! * w11) / Math.max(a, 1e-3);
        const val = Math.min(255, c * shade);
        B[o + k] = Math.round(B[o + k]! * (1 - a) + val * a);
      }
    }
  }
}

/** Thermal fading: ink drifts toward the paper colour, unevenly across the slip. */
export function fade(paper: Raw, rng: Rng, strength: number): void {
  const { data, w, h } = paper;
  const ang = rng.float(0, Math.PI * 2);
  const gx = Math.cos(ang);
  const gy = Math.sin(ang);
  const pr = 243;
  const pg = 241;
  const pb = 234;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const grad = 0.5 + 0.5 * ((x / w - 0.5) * gx + (y / h - 0.5) * gy) * 1.6;
      const k = Math.max(0.04, 1 - strength * (0.55 + 0.45 * grad));
      data[i] = Math.round(pr + (data[i]! - pr) * k);
      data[i + 1] = Math.round(pg + (data[i + 1]! - pg) * k);
      data[i + 2] = Math.round(pb + (data[i + 2]! - pb) * k * 0.9);
    }
  }
}

/** Sensor noise, exposure, colour cast and vignette in one pass over an RGB image. */
export function finish(
  img: Raw,
  rng: Rng,
  o: { noise: number; gain: number; warm: number; vignette: number },
): void {
  const { data, w, h } = img;
  const cx = w / 2;
  const cy = h / 2;
  const r2 = cx * cx + cy * cy;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const dx = x - cx;
      const dy = y - cy;
      const vig = 1 - o.vignette * ((dx * dx + dy * dy) / r2);
      const n = o.noise ? (rng.next() + rng.next() + rng.next() - 1.5) * o.noise * 2 : 0;
      const g = o.gain * vig;
      data[i] = clamp(data[i]! * g * (1 + o.warm) + n);
      data[i + 1] = clamp(data[i + 1]! * g + n);
      data[i + 2] = clamp(data[i + 2]! * g * (1 - o.warm) + n);
    }
  }
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
