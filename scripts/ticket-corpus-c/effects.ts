// Print and photo effects on raw RGBA rasters: fading, low ink, crumples, curl, perspective, light, camera.
import sharp from 'sharp';
import type { Rng } from './rng.ts';

export interface Raster {
  data: Buffer;
  w: number;
  h: number;
}

export async function rasterize(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

/** Smooth random field in [0,1]. */
export function valueNoise(rng: Rng, gw: number, gh: number): (x: number, y: number) => number {
  const g = Array.from({ length: (gw + 1) * (gh + 1) }, () => rng.next());
  return (x, y) => {
    const fx = Math.min(Math.max(x, 0), 0.9999) * gw;
    const fy = Math.min(Math.max(y, 0), 0.9999) * gh;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    const a = g[iy * (gw + 1) + ix]!;
    const b = g[iy * (gw + 1) + ix + 1]!;
    const c = g[(iy + 1) * (gw + 1) + ix]!;
    const d = g[(iy + 1) * (gw + 1) + ix + 1]!;
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

/** Faded / greyed thermal paper: ink pulled toward a tinted paper colour, unevenly. */
export function fade(r: Raster, rng: Rng): void {
  const n = valueNoise(rng, 5, 7);
  const paper = [rng.int(228, 240), rng.int(224, 234), rng.int(205, 222)];
  const base = rng.range(0.3, 0.42);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = (y * r.w + x) * 4;
      const k = base + 0.22 * n(x / r.w, y / r.h);
      for (let ch = 0; ch < 3; ch++) r.data[i + ch] = paper[ch]! + (r.data[i + ch]! - 250) * k;
    }
}

/** Low ink: mottled ink with vertical print-head streaks. */
export function lowInk(r: Raster, rng: Rng): void {
  const n = valueNoise(rng, 12, 30);
  const streaks = new Set<number>();
  for (let s = 0; s < rng.int(3, 7); s++) {
    const x0 = rng.int(0, r.w - 4);
    for (let k = 0; k < rng.int(2, 4); k++) streaks.add(x0 + k);
  }
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = (y * r.w + x) * 4;
      const keep = streaks.has(x) ? 0.3 : 0.42 + 0.58 * n(x / r.w, y / r.h) * (0.75 + 0.25 * rng.next());
      for (let ch = 0; ch < 3; ch++) {
        const v = r.data[i + ch]!;
        r.data[i + ch] = 250 - (250 - v) * keep;
      }
    }
}

type Pt = [number, number];

/** 3x3 homography mapping src quad onto dst quad. */
export function homography(src: Pt[], dst: Pt[]): number[] {
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i]!;
    const [u, v] = dst[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      for (let k = c; k < 9; k++) A[r]![k]! -= f * A[c]![k]!;
    }
  }
  const h = A.map((row, i) => row[8]! / row[i]!);
  return [...h, 1];
}

export interface Placement {
  quad: Pt[];
  curl: number;
  creases: { a: number; b: number; c: number; s: number }[];
  bg: Buffer;
  grain: number;
  shadow: boolean;
}

/** Warps the document into the frame over the background (RGB out). */
export function composeFrame(doc: Raster, W: number, H: number, pl: Placement, seed: number): Buffer {
  const outBuf = Buffer.from(pl.bg);
  const out = new Uint8ClampedArray(outBuf.buffer, outBuf.byteOffset, outBuf.length);
  const Hm = homography(pl.quad, [
    [0, 0],
    [doc.w, 0],
    [doc.w, doc.h],
    [0, doc.h],
  ]);
  const [a, b, c, d, e, f, g, h] = Hm as [number, number, number, number, number, number, number, number];
  let s = seed >>> 0 || 1;
  const dw = doc.w;
  const dh = doc.h;
  const src = doc.data;
  const xs = pl.quad.map((q) => q[0]);
  const ys = pl.quad.map((q) => q[1]);
  const pad = 60;
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - pad);
  const x1 = Math.min(W - 1, Math.ceil(Math.max(...xs)) + pad);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)) - pad);
  const y1 = Math.min(H - 1, Math.ceil(Math.max(...ys)) + pad);
  const shade = 0.018 * Math.max(dw, dh);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      s = (s * 1664525 + 1013904223) >>> 0;
      const nz = ((s >>> 24) / 255 - 0.5) * pl.grain;
      let r = out[o]!;
      let gg = out[o + 1]!;
      let bb = out[o + 2]!;
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) {
        const z = g * x + h * y + 1;
        let u = (a * x + b * y + c) / z;
        let v = (d * x + e * y + f) / z;
        let light = 1;
        if (pl.curl) {
          const t = (2 * u) / dw - 1;
          v += pl.curl * dh * 0.04 * (t * t - 0.3);
          light *= 1 - 0.16 * Math.abs(pl.curl) * t * t;
        }
        for (const cr of pl.creases) {
          const dist = (cr.a * u + cr.b * v + cr.c) / shade;
          if (dist > -3 && dist < 3) {
            light *= 1 + cr.s * Math.sign(dist) * Math.exp(-Math.abs(dist) * 1.6);
            u += cr.a * 1.2 * Math.exp(-Math.abs(dist));
          }
        }
        if (u >= 0 && v >= 0 && u < dw - 1 && v < dh - 1) {
          const iu = u | 0;
          const iv = v | 0;
          const tu = u - iu;
          const tv = v - iv;
          const p = (iv * dw + iu) * 4;
          const q = p + dw * 4;
          const w00 = (1 - tu) * (1 - tv);
          const w10 = tu * (1 - tv);
          const w01 = (1 - tu) * tv;
          const w11 = tu * tv;
          const al = (src[p + 3]! * w00 + src[p + 7]! * w10 + src[q + 3]! * w01 + src[q + 7]! * w11) / 255;
          if (al > 0) {
            const sr = src[p]! * w00 + src[p + 4]! * w10 + src[q]! * w01 + src[q + 4]! * w11;
            const sg = src[p + 1]! * w00 + src[p + 5]! * w10 + src[q + 1]! * w01 + src[q + 5]! * w11;
            const sb = src[p + 2]! * w00 + src[p + 6]! * w10 + src[q + 2]! * w01 + src[q + 6]! * w11;
            r = r * (1 - al) + sr * light * al;
            gg = gg * (1 - al) + sg * light * al;
            bb = bb * (1 - al) + sb * light * al;
          }
        } else if (pl.shadow) {
          const du = u < 0 ? -u : u > dw ? u - dw : 0;
          const dv = v < 0 ? -v : v > dh ? v - dh : 0;
          const dist = Math.max(du, dv);
          const f2 = 1 - 0.32 * Math.max(0, 1 - dist / (shade * 1.5));
          r *= f2;
          gg *= f2;
          bb *= f2;
        }
      }
      out[o] = r + nz;
      out[o + 1] = gg + nz;
      out[o + 2] = bb + nz;
    }
  }
  return outBuf;
}

export type Surface = 'wood' | 'dash' | 'fabric' | 'desk' | 'counter' | 'seat';

/** A background surface at full size (RGB raw). */
export async function background(rng: Rng, kind: Surface, W: number, H: number): Promise<Buffer> {
  const gw = 96;
  const gh = Math.max(8, Math.round((96 * H) / W));
  const pal: Record<Surface, [number, number, number]> = {
    wood: [150, 104, 62],
    dash: [46, 47, 50],
    fabric: [78, 84, 98],
    desk: [214, 214, 210],
    counter: [196, 182, 160],
    seat: [38, 38, 40],
  };
  const [r0, g0, b0] = pal[kind];
  const n = valueNoise(rng, 6, 5);
  const small = Buffer.alloc(gw * gh * 3);
  const phase = rng.range(0, 6);
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      let k = 0.8 + 0.35 * n(x / gw, y / gh) + (rng.next() - 0.5) * 0.06;
      if (kind === 'wood') k *= 0.85 + 0.15 * Math.sin(y * 0.9 + phase + Math.sin(x * 0.05) * 2);
      if (kind === 'counter') k *= rng.chance(0.05) ? 0.88 : 1;
      const o = (y * gw + x) * 3;
      small[o] = Math.min(255, r0 * k);
      small[o + 1] = Math.min(255, g0 * k);
      small[o + 2] = Math.min(255, b0 * k);
    }
  return sharp(small, { raw: { width: gw, height: gh, channels: 3 } })
    .blur(1.2)
    .resize(W, H, { kernel: 'linear', fit: 'fill' })
    .raw()
    .toBuffer();
}
