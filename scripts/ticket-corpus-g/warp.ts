// Pixel work sharp cannot do: perspective warp of a document into a scene, with crumples and curl.
import type { Rng } from './rng.ts';

export type Pt = [number, number];

/** Homography mapping each from[i] to to[i] (4 points), as 9 numbers (h33 = 1). */
export function homography(from: Pt[], to: Pt[]): number[] {
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    const row = A[c]!;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / row[c]!;
      for (let k = c; k < 9; k++) A[r]![k]! -= f * row[k]!;
    }
  }
  const h = A.map((row, i) => row[8]! / row[i]!);
  return [...h, 1];
}

export interface Crease {
  nx: number;
  ny: number;
  c: number;
  amp: number;
  shade: number;
  width: number;
}

export function makeCreases(r: Rng, w: number, h: number, n: number, strength: number): Crease[] {
  const out: Crease[] = [];
  for (let i = 0; i < n; i++) {
    const a = r.float(0, Math.PI);
    const nx = Math.cos(a);
    const ny = Math.sin(a);
    const px = r.float(0.1, 0.9) * w;
    const py = r.float(0.1, 0.9) * h;
    out.push({
      nx,
      ny,
      c: nx * px + ny * py,
      amp: r.float(-1, 1) * strength * 3,
      shade: r.float(-1, 1) * Math.min(strength, 1.2) * 0.08,
      width: r.float(20, 60),
    });
  }
  return out;
}

export interface WarpInput {
  doc: { data: Buffer; w: number; h: number };
  bg: { data: Buffer; w: number; h: number };
  /** Homography frame -> doc. */
  inv: number[];
  bbox: [number, number, number, number];
  creases: Crease[];
  curl: number;
  /** Multiply the document by this (paper under the light). */
  paperGain: number;
}

/** Draws the document into the background buffer in place (RGBA, 4 channels each). */
export function warpInto(o: WarpInput): void {
  const { doc, bg, inv, creases } = o;
  const [x0, y0, x1, y1] = o.bbox;
  const dd = doc.data;
  const bd = bg.data;
  const dw = doc.w;
  const dh = doc.h;
  for (let y = Math.max(0, y0); y < Math.min(bg.h, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(bg.w, x1); x++) {
      const zx = inv[0]! * x + inv[1]! * y + inv[2]!;
      const zy = inv[3]! * x + inv[4]! * y + inv[5]!;
      const zw = inv[6]! * x + inv[7]! * y + inv[8]!;
      let u = zx / zw;
      let v = zy / zw;
      if (u < -8 || v < -8 || u > dw + 8 || v > dh + 8) continue;
      let shade = o.paperGain;
      for (const k of creases) {
        const s = k.nx * u + k.ny * v - k.c;
        const e = Math.exp(-(s * s) / (k.width * k.width));
        u += k.nx * k.amp * e;
        v += k.ny * k.amp * e;
        shade *= 1 + k.shade * Math.tanh(s / 25) - Math.abs(k.shade) * 0.9 * Math.exp(-(s * s) / 6);
      }
      if (o.curl) {
        const t = v / dh - 0.5;
        u += o.curl * dw * 0.04 * t * t * 4;
        shade *= 1 - Math.abs(o.curl) * 0.22 * (t * 2) ** 4;
      }
      if (u < 0 || v < 0 || u >= dw - 1 || v >= dh - 1) continue;
      const ix = Math.floor(u);
      const iy = Math.floor(v);
      const fx = u - ix;
      const fy = v - iy;
      const i00 = (iy * dw + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + dw * 4;
      const i11 = i01 + 4;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      const a = (dd[i00 + 3]! * w00 + dd[i10 + 3]! * w10 + dd[i01 + 3]! * w01 + dd[i11 + 3]! * w11) / 255;
      if (a <= 0.001) continue;
      const bi = (y * bg.w + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const c = dd[i00 + ch]! * w00 + dd[i10 + ch]! * w10 + dd[i01 + ch]! * w01 + dd[i11 + ch]! * w11;
        const val = c * shade;
        bd[bi + ch] = Math.max(0, Math.min(255, bd[bi + ch]! * (1 - a) + val * a));
      }
    }
  }
}

/** Adds sensor noise and an exposure gain to an RGBA/RGB buffer in place. */
export function exposeAndNoise(
  data: Buffer,
  channels: number,
  gain: number,
  lift: number,
  noise: number,
  r: Rng,
): void {
  const n = data.length / channels;
  // Per-pixel noise from a cheap LCG seeded by the case rng: deterministic and fast.
  let s = Math.floor(r.next() * 2 ** 31) | 1;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    const g = ((s / 0x7fffffff) * 2 - 1) * noise;
    const base = i * channels;
    for (let ch = 0; ch < 3; ch++) {
      s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
      const cn = ((s / 0x7fffffff) * 2 - 1) * noise * 0.35;
      data[base + ch] = Math.max(0, Math.min(255, data[base + ch]! * gain + lift + g + cn));
    }
  }
}
