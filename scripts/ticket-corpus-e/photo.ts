// Turns a rendered document into a screenshot or a phone photo with the requested conditions.
import sharp from 'sharp';
import type { Rendered } from './doc.ts';
import type { Rng } from './rng.ts';

interface Img {
  data: Buffer;
  w: number;
  h: number;
}
type Pt = [number, number];

const clamp = (v: number, a: number, b: number): number => (v < a ? a : v > b ? b : v);

async function rasterize(r: Rendered, scale: number): Promise<Img> {
  const { data, info } = await sharp(Buffer.from(r.svg(scale)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

/** smooth value noise on a coarse grid; returns f(fx, fy) in [-1, 1] for fx, fy in [0, 1] */
function noise2(rng: Rng, gw: number, gh: number): (fx: number, fy: number) => number {
  const g = new Float32Array((gw + 1) * (gh + 1));
  for (let i = 0; i < g.length; i++) g[i] = rng.range(-1, 1);
  return (fx, fy) => {
    const x = clamp(fx, 0, 1) * gw;
    const y = clamp(fy, 0, 1) * gh;
    const x0 = Math.min(gw - 1, Math.floor(x));
    const y0 = Math.min(gh - 1, Math.floor(y));
    let tx = x - x0;
    let ty = y - y0;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const i = y0 * (gw + 1) + x0;
    const a = g[i]!;
    const b = g[i + 1]!;
    const c = g[i + gw + 1]!;
    const d = g[i + gw + 2]!;
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

// ---------- document-level effects (before the photo) ----------

function paperLum(bg: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(bg);
  if (!m) return [255, 255, 255];
  return [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16), Number.parseInt(m[3]!, 16)];
}

function fadeInk(img: Img, bg: [number, number, number], factor: (x: number, y: number) => number): void {
  const { data, w, h } = img;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const f = factor(x, y);
      data[i] = bg[0] + (data[i]! - bg[0]) * f;
      data[i + 1] = bg[1] + (data[i + 1]! - bg[1]) * f;
      data[i + 2] = bg[2] + (data[i + 2]! - bg[2]) * f;
    }
}

function thermalFade(img: Img, rng: Rng, bg: [number, number, number]): void {
  const n = noise2(rng, 5, 7);
  const base = rng.range(0.42, 0.55);
  fadeInk(img, bg, (x, y) => clamp(base + 0.16 * n(x / img.w, y / img.h), 0.3, 0.75));
  // grey cast of aged thermal paper
  const { data } = img;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = data[i]! * 0.93;
    data[i + 1] = data[i + 1]! * 0.93;
    data[i + 2] = data[i + 2]! * 0.9;
  }
}

function lowInk(img: Img, rng: Rng, bg: [number, number, number]): void {
  const rows = new Float32Array(img.h);
  let y = 0;
  while (y < img.h) {
    const band = rng.int(Math.max(2, img.h / 60), Math.max(4, img.h / 12));
    const f = rng.chance(0.5) ? rng.range(0.45, 0.7) : rng.range(0.75, 1);
    for (let k = 0; k < band && y < img.h; k++, y++) rows[y] = f;
  }
  const streakX = rng.range(0.2, 0.8) * img.w;
  const streakW = rng.range(0.03, 0.08) * img.w;
  fadeInk(img, bg, (x, yy) => {
    const s = Math.abs(x - streakX) < streakW ? 0.55 : 1;
    return clamp(rows[yy]! * s, 0.4, 1);
  });
}

function dotMatrix(img: Img, cell: number, bg: [number, number, number]): void {
  const { data, w, h } = img;
  const r2 = (cell * 0.42) ** 2;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const cx = (Math.floor(x / cell) + 0.5) * cell;
      const cy = (Math.floor(y / cell) + 0.5) * cell;
      if ((x - cx) ** 2 + (y - cy) ** 2 > r2) {
        const i = (y * w + x) * 4;
        data[i] = bg[0] - (bg[0] - data[i]!) * 0.15;
        data[i + 1] = bg[1] - (bg[1] - data[i + 1]!) * 0.15;
        data[i + 2] = bg[2] - (bg[2] - data[i + 2]!) * 0.15;
      }
    }
}

// ---------- geometry ----------

function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(A[r]![i]!) > Math.abs(A[p]![i]!)) p = r;
    [A[i], A[p]] = [A[p]!, A[i]!];
    [b[i], b[p]] = [b[p]!, b[i]!];
    for (let r = i + 1; r < n; r++) {
      const f = A[r]![i]! / A[i]![i]!;
      for (let c = i; c < n; c++) A[r]![c]! -= f * A[i]![c]!;
      b[r]! -= f * b[i]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i]!;
    for (let c = i + 1; c < n; c++) s -= A[i]![c]! * x[c]!;
    x[i] = s / A[i]![i]!;
  }
  return x;
}

/** homography mapping points p -> q */
function homography(p: Pt[], q: Pt[]): number[] {
  const A: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = p[i]!;
    const [u, v] = q[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return solve(A, b);
}

// ---------- backgrounds ----------

type Bg = 'wood' | 'desk' | 'dashboard' | 'fabric' | 'granite' | 'counter';

function background(kind: Bg, FW: number, FH: number, rng: Rng): Buffer {
  // drawn at a reduced size and enlarged: the camera noise adds the fine grain later
  const k = kind === 'fabric' || kind === 'granite' ? 2 : 4;
  const W = Math.ceil(FW / k);
  const H = Math.ceil(FH / k);
  const out = Buffer.alloc(W * H * 3);
  const low = noise2(rng, 6, 5);
  const fine = noise2(rng, 60, 40);
  const rnd = xorshift(rng.int(1, 2 ** 31));
  const base: Record<Bg, [number, number, number]> = {
    wood: [rng.int(120, 160), rng.int(80, 105), rng.int(50, 65)],
    desk: [rng.int(205, 230), rng.int(205, 228), rng.int(200, 225)],
    dashboard: [rng.int(30, 45), rng.int(30, 45), rng.int(32, 48)],
    fabric: [rng.int(40, 70), rng.int(45, 70), rng.int(60, 95)],
    granite: [rng.int(90, 130), rng.int(90, 125), rng.int(85, 120)],
    counter: [rng.int(220, 235), rng.int(215, 228), rng.int(200, 215)],
  };
  const [r0, g0, b0] = base[kind];
  const ang = rng.range(-0.3, 0.3);
  const ca = Math.cos(ang);
  const sa = Math.sin(ang);
  const freq = rng.range(0.015, 0.035) * k;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const fx = x / W;
      const fy = y / H;
      let m = 1 + 0.08 * low(fx, fy);
      const g = rnd();
      switch (kind) {
        case 'wood': {
          const t = (y * ca - x * sa) * freq + 2.2 * low(fy, fx) + 0.6 * fine(fx * 0.15, fy);
          m *= 0.9 + 0.06 * Math.sin(t) + 0.035 * Math.sin(t * 2.7 + 1.3) + 0.05 * (g - 0.5);
          break;
        }
        case 'fabric':
          m *= 0.9 + 0.12 * ((x + y) % 2) + 0.1 * (g - 0.5);
          break;
        case 'granite':
          m *= g < 0.04 ? 0.55 : g > 0.97 ? 1.35 : 0.95 + 0.1 * (g - 0.5);
          break;
        case 'dashboard':
          m *= 0.92 + 0.16 * (g - 0.5) + 0.08 * fine(fx, fy);
          break;
        default:
          m *= 0.97 + 0.05 * (g - 0.5);
      }
      const i = (y * W + x) * 3;
      out[i] = clamp(r0 * m, 0, 255);
      out[i + 1] = clamp(g0 * m, 0, 255);
      out[i + 2] = clamp(b0 * m, 0, 255);
    }
  const big = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y++) {
    const sy = Math.min(H - 1.001, Math.max(0, (y + 0.5) / k - 0.5));
    const y0 = Math.floor(sy);
    const ty = sy - y0;
    for (let x = 0; x < FW; x++) {
      const sx = Math.min(W - 1.001, Math.max(0, (x + 0.5) / k - 0.5));
      const x0 = Math.floor(sx);
      const tx = sx - x0;
      const i00 = (y0 * W + x0) * 3;
      const i01 = i00 + W * 3;
      const di = (y * FW + x) * 3;
      for (let c = 0; c < 3; c++)
        big[di + c] =
          out[i00 + c]! * (1 - tx) * (1 - ty) +
          out[i00 + 3 + c]! * tx * (1 - ty) +
          out[i01 + c]! * (1 - tx) * ty +
          out[i01 + 3 + c]! * tx * ty;
    }
  }
  return big;
}

// ---------- warp the document into the scene ----------

interface WarpOpts {
  crumple?: boolean;
  curl?: boolean;
  moire?: boolean;
  rng: Rng;
}

function warp(scene: Buffer, W: number, H: number, doc: Img, quad: Pt[], o: WarpOpts): void {
  const dw = doc.w;
  const dh = doc.h;
  const Hm = homography(quad, [
    [0, 0],
    [dw, 0],
    [dw, dh],
    [0, dh],
  ]);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = Hm as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const bx0 = Math.max(0, Math.floor(Math.min(...xs)) - 2);
  const bx1 = Math.min(W - 1, Math.ceil(Math.max(...xs)) + 2);
  const by0 = Math.max(0, Math.floor(Math.min(...ys)) - 2);
  const by1 = Math.min(H - 1, Math.ceil(Math.max(...ys)) + 2);
  const edgeLen = Math.hypot(quad[1]![0] - quad[0]![0], quad[1]![1] - quad[0]![1]);
  const pxScale = dw / Math.max(1, edgeLen);
  const rng = o.rng;
  const nA = noise2(rng, 5, 7);
  const nB = noise2(rng, 5, 7);
  const creases: Array<[number, number, number, number, number]> = [];
  if (o.crumple) {
    for (let i = 0; i < rng.int(3, 6); i++) {
      const a = rng.range(0, Math.PI);
      creases.push([rng.range(0.1, 0.9), rng.range(0.1, 0.9), Math.cos(a), Math.sin(a), rng.range(-1, 1)]);
    }
  }
  const curlSide = rng.int(0, 3);
  const curlAmt = rng.range(0.18, 0.3);
  const data = doc.data;
  const mo = o.moire ? rng.range(2.6, 3.4) : 0;
  for (let y = by0; y <= by1; y++) {
    for (let x = bx0; x <= bx1; x++) {
      const X = x + 0.5;
      const Y = y + 0.5;
      const den = h6 * X + h7 * Y + 1;
      let u = (h0 * X + h1 * Y + h2) / den;
      let v = (h3 * X + h4 * Y + h5) / den;
      let fu = u / dw;
      let fv = v / dh;
      if (fu < -0.05 || fu > 1.05 || fv < -0.05 || fv > 1.05) continue;
      let shade = 1;
      if (o.crumple) {
        u += dw * 0.006 * nA(fu, fv);
        v += dh * 0.004 * nB(fu, fv);
        shade += 0.07 * nA(fv, fu);
        for (const [cx, cy, nx, ny, s] of creases) {
          const dist = (fu - cx) * nx * dw + (fv - cy) * ny * dh;
          const wdt = dw * 0.05;
          const ad = Math.abs(dist);
          if (ad < wdt * 4) shade += (dist > 0 ? 0.09 : -0.11) * s * Math.exp(-ad / wdt);
        }
      }
      if (o.curl) {
        const e = curlSide === 0 ? fu : curlSide === 1 ? 1 - fu : curlSide === 2 ? fv : 1 - fv;
        if (e < curlAmt) {
          const t = 1 - e / curlAmt;
          shade -= 0.28 * t * t;
          if (curlSide < 2) v += dh * 0.02 * t * t * (fv - 0.5);
          else u += dw * 0.02 * t * t * (fu - 0.5);
        }
      }
      fu = u / dw;
      fv = v / dh;
      const ea = clamp(Math.min(u, dw - u, v, dh - v) / pxScale + 0.5, 0, 1);
      if (ea <= 0) continue;
      const sx = clamp(u - 0.5, 0, dw - 1.001);
      const sy = clamp(v - 0.5, 0, dh - 1.001);
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const tx = sx - ix;
      const ty = sy - iy;
      const i00 = (iy * dw + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + dw * 4;
      const i11 = i01 + 4;
      const w00 = (1 - tx) * (1 - ty);
      const w10 = tx * (1 - ty);
      const w01 = (1 - tx) * ty;
      const w11 = tx * ty;
      const a =
        ((data[i00 + 3]! * w00 + data[i10 + 3]! * w10 + data[i01 + 3]! * w01 + data[i11 + 3]! * w11) / 255) *
        ea;
      let m = shade;
      if (mo) m *= 0.86 + 0.14 * Math.sin(u * mo) * Math.sin(v * mo * 0.97);
      const si = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const col =
          (data[i00 + c]! * w00 + data[i10 + c]! * w10 + data[i01 + c]! * w01 + data[i11 + c]! * w11) * m;
        scene[si + c] = clamp(scene[si + c]! * (1 - a) + col * a, 0, 255);
      }
    }
  }
}

// ---------- overlays ----------

function quadPoints(q: Pt[], grow = 1, dx = 0, dy = 0): string {
  const cx = q.reduce((s, p) => s + p[0], 0) / 4;
  const cy = q.reduce((s, p) => s + p[1], 0) / 4;
  return q
    .map(([x, y]) => `${(cx + (x - cx) * grow + dx).toFixed(1)},${(cy + (y - cy) * grow + dy).toFixed(1)}`)
    .join(' ');
}

async function overlay(
  scene: Buffer,
  W: number,
  H: number,
  svgBody: string,
  blur: number,
  f = 4,
): Promise<Buffer> {
  // smooth light and shadow layers are drawn small, blurred small and enlarged
  const w = Math.ceil(W / f);
  const h = Math.ceil(H / f);
  let ov = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}">${svgBody}</svg>`,
    ),
  );
  if (blur / f >= 0.3) ov = ov.blur(blur / f);
  const small = await ov.ensureAlpha().raw().toBuffer();
  // bilinear enlargement with premultiplied alpha, blended straight into the scene
  const pre = new Float32Array(w * h * 4);
  for (let j = 0; j < w * h; j++) {
    const a = small[j * 4 + 3]! / 255;
    pre[j * 4] = small[j * 4]! * a;
    pre[j * 4 + 1] = small[j * 4 + 1]! * a;
    pre[j * 4 + 2] = small[j * 4 + 2]! * a;
    pre[j * 4 + 3] = a;
  }
  for (let y = 0; y < H; y++) {
    const sy = Math.min(h - 1.001, Math.max(0, (y + 0.5) / f - 0.5));
    const y0 = Math.floor(sy);
    const ty = sy - y0;
    for (let x = 0; x < W; x++) {
      const sx = Math.min(w - 1.001, Math.max(0, (x + 0.5) / f - 0.5));
      const x0 = Math.floor(sx);
      const tx = sx - x0;
      const i00 = (y0 * w + x0) * 4;
      const i01 = i00 + w * 4;
      const w00 = (1 - tx) * (1 - ty);
      const w10 = tx * (1 - ty);
      const w01 = (1 - tx) * ty;
      const w11 = tx * ty;
      const a = pre[i00 + 3]! * w00 + pre[i00 + 7]! * w10 + pre[i01 + 3]! * w01 + pre[i01 + 7]! * w11;
      if (a < 0.002) continue;
      const si = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v =
          pre[i00 + c]! * w00 + pre[i00 + 4 + c]! * w10 + pre[i01 + c]! * w01 + pre[i01 + 4 + c]! * w11;
        scene[si + c] = scene[si + c]! * (1 - a) + v;
      }
    }
  }
  return scene;
}

// ---------- main entry ----------

export interface PhotoResult {
  image: Buffer;
  format: 'jpeg' | 'png';
}

async function encodeChain(
  raw: Buffer,
  W: number,
  H: number,
  conds: string[],
  rng: Rng,
  o: { png?: boolean; quality?: number; rotate?: number },
): Promise<PhotoResult> {
  let img = sharp(raw, { raw: { width: W, height: H, channels: 3 } });
  if (o.rotate) img = img.rotate(o.rotate);
  let w = o.rotate === 90 || o.rotate === 270 ? H : W;
  let h = o.rotate === 90 || o.rotate === 270 ? W : H;
  if (conds.includes('messaging_800')) {
    const s = 800 / Math.max(w, h);
    w = Math.round(w * s);
    h = Math.round(h * s);
    img = img.resize(w, h);
  }
  if (o.png && !conds.includes('jpeg_recompressed') && !conds.includes('messaging_800'))
    return { image: await img.png({ compressionLevel: 6 }).toBuffer(), format: 'png' };
  let buf = await img.jpeg({ quality: o.quality ?? rng.int(80, 92), chromaSubsampling: '4:2:0' }).toBuffer();
  if (conds.includes('messaging_800') && !conds.includes('jpeg_recompressed'))
    buf = await sharp(buf)
      .jpeg({ quality: rng.int(62, 75) })
      .toBuffer();
  if (conds.includes('jpeg_recompressed')) {
    const rounds = rng.int(3, 5);
    for (let i = 0; i < rounds; i++) {
      let s = sharp(buf);
      if (i === 1) {
        w = Math.round(w * 0.9);
        h = Math.round(h * 0.9);
        s = s.resize(w, h);
      }
      buf = await s.jpeg({ quality: rng.int(50, 70) }).toBuffer();
    }
  }
  return { image: buf, format: 'jpeg' };
}

export async function photograph(r: Rendered, conds: string[], rng: Rng): Promise<PhotoResult> {
  const has = (c: string): boolean => conds.includes(c);
  const bgCol = paperLum(r.bg);

  // ----- direct screenshots -----
  if (r.medium === 'screen' && !has('photo_of_screen')) {
    const width = rng.pick([1170, 1080, 1179, 828, 750, 1290]);
    const img = await rasterize(r, width / r.w);
    const rgb = await sharp(img.data, { raw: { width: img.w, height: img.h, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
    return encodeChain(rgb, img.w, img.h, conds, rng, { png: rng.chance(0.6), quality: rng.int(85, 95) });
  }

  // ----- photos -----
  const unreadTiny = has('tiny_and_far');
  const tall = r.h / r.w > 1.2;
  let long = rng.pick([1600, 2000, 2048, 2400, 2592, 3000]);
  if (has('tiny_far')) long = rng.pick([2800, 3000, 3264]);
  if (has('full_res_12mp')) long = 4032;
  if (unreadTiny) long = rng.pick([960, 1024, 1080]);
  const small = has('messaging_800') || has('jpeg_recompressed');
  const portrait =
    r.medium === 'screen' || (tall && small)
      ? true
      : tall
        ? rng.chance(0.85)
        : small
          ? false
          : rng.chance(0.2);
  const W = portrait ? Math.round((long * 3) / 4) : long;
  const H = portrait ? long : Math.round((long * 3) / 4);

  let frac = rng.range(0.66, 0.88);
  if (has('tiny_far')) frac = rng.range(0.3, 0.4);
  if (unreadTiny) frac = rng.range(0.06, 0.09);
  if (small && !has('tiny_far')) frac = rng.range(0.82, 0.9);
  if (r.medium === 'screen') frac = Math.min(frac, 0.82);
  // doc size in the scene (before perspective)
  const aspect = r.h / r.w;
  let dh = H * frac;
  let dw = dh / aspect;
  if (dw > W * frac) {
    dw = W * frac;
    dh = dw * aspect;
  }
  let angle = rng.range(-3, 3);
  if (has('tilted')) angle = rng.pick([-1, 1]) * rng.range(8, 18);
  const rad = (angle * Math.PI) / 180;
  const corners: Pt[] = [
    [-dw / 2, -dh / 2],
    [dw / 2, -dh / 2],
    [dw / 2, dh / 2],
    [-dw / 2, dh / 2],
  ];
  for (const c of corners) {
    c[0] += rng.range(-0.02, 0.02) * dw;
    c[1] += rng.range(-0.015, 0.015) * dh;
  }
  if (has('strong_perspective')) {
    const side = rng.int(0, 3);
    const k = rng.range(0.62, 0.76);
    const fs = rng.range(0.82, 0.92);
    for (const c of corners) {
      if (side === 0 && c[1] < 0) c[0] *= k;
      if (side === 1 && c[1] > 0) c[0] *= k;
      if (side === 2 && c[0] < 0) c[1] *= k;
      if (side === 3 && c[0] > 0) c[1] *= k;
      if (side < 2) c[1] *= fs;
      else c[0] *= fs;
    }
  }
  const rot = corners.map(
    ([x, y]): Pt => [x * Math.cos(rad) - y * Math.sin(rad), x * Math.sin(rad) + y * Math.cos(rad)],
  );
  const bw = Math.max(...rot.map((p) => p[0])) - Math.min(...rot.map((p) => p[0]));
  const bh = Math.max(...rot.map((p) => p[1])) - Math.min(...rot.map((p) => p[1]));
  const fit = Math.min(1, (W * 0.96) / bw, (H * 0.96) / bh);
  const cx = W / 2 + rng.range(-0.5, 0.5) * Math.max(0, W - bw * fit) * 0.8;
  const cy = H / 2 + rng.range(-0.5, 0.5) * Math.max(0, H - bh * fit) * 0.8;
  const quad: Pt[] = rot.map(([x, y]): Pt => [cx + x * fit, cy + y * fit]);

  // raster at roughly the scene resolution of the document
  const topLen = Math.max(
    Math.hypot(quad[1]![0] - quad[0]![0], quad[1]![1] - quad[0]![1]),
    Math.hypot(quad[2]![0] - quad[3]![0], quad[2]![1] - quad[3]![1]),
  );
  const scale = clamp((topLen / r.w) * 1.15, 0.4, 3600 / Math.max(r.w, r.h));
  const doc = await rasterize(r, scale);
  if (has('faded_thermal')) thermalFade(doc, rng, bgCol);
  if (has('low_ink')) lowInk(doc, rng, bgCol);
  if (has('dot_matrix')) dotMatrix(doc, Math.max(2, Math.round(scale * 1.5)), bgCol);

  const bgKind: Bg = has('windscreen_glare')
    ? 'dashboard'
    : rng.pick<Bg>(['wood', 'desk', 'dashboard', 'fabric', 'granite', 'counter', 'wood', 'desk']);
  let scene = background(bgKind, W, H, rng);

  // drop shadow (and the phone body for a photographed screen)
  const sh = Math.max(W, H) * 0.006;
  const under =
    r.medium === 'screen'
      ? `<polygon points="${quadPoints(quad, 1.1, sh, sh)}" fill="#000" fill-opacity="0.45"/><polygon points="${quadPoints(quad, 1.07)}" fill="#0d0d0f" stroke="#555" stroke-width="${sh / 2}" stroke-linejoin="round"/>`
      : `<polygon points="${quadPoints(quad, 1.0, sh * 1.5, sh * 2)}" fill="#000" fill-opacity="0.4"/>`;
  scene = await overlay(scene, W, H, under, r.medium === 'screen' ? 1 : sh, r.medium === 'screen' ? 2 : 4);

  warp(scene, W, H, doc, quad, {
    crumple: has('crumpled'),
    curl: has('curled'),
    moire: has('photo_of_screen'),
    rng,
  });

  // lighting
  const ov: string[] = [];
  const blurs: number[] = [];
  const qx = quad.map((p) => p[0]);
  const qy = quad.map((p) => p[1]);
  const qcx = (Math.min(...qx) + Math.max(...qx)) / 2;
  const qcy = (Math.min(...qy) + Math.max(...qy)) / 2;
  const qw = Math.max(...qx) - Math.min(...qx);
  const qh = Math.max(...qy) - Math.min(...qy);
  if (has('hand_shadow')) {
    const hx = qcx + rng.range(-0.6, 0.6) * qw;
    const hy = rng.chance(0.5)
      ? Math.max(...qy) - qh * rng.range(0.05, 0.2)
      : Math.min(...qy) + qh * rng.range(0.05, 0.2);
    const s = Math.max(qw, qh) * rng.range(0.25, 0.35);
    const a = rng.range(-60, 60);
    let fingers = '';
    for (let i = 0; i < 4; i++)
      fingers += `<rect x="${-s * 0.45 + i * s * 0.24}" y="${-s * 1.3}" width="${s * 0.18}" height="${s * 0.9}" rx="${s * 0.09}"/>`;
    ov.push(
      `<g transform="translate(${hx} ${hy}) rotate(${a})" fill="#000" fill-opacity="${rng.range(0.35, 0.48)}"><ellipse cx="0" cy="0" rx="${s * 0.55}" ry="${s * 0.65}"/>${fingers}</g>`,
    );
    blurs.push(Math.max(W, H) * 0.012);
  }
  if (has('blind_shadows')) {
    const period = Math.max(W, H) * rng.range(0.05, 0.09);
    const a = rng.range(-35, 35);
    let s = `<g transform="rotate(${a} ${W / 2} ${H / 2})" fill="#000" fill-opacity="${rng.range(0.28, 0.38)}">`;
    for (let y = -H; y < 2 * H; y += period)
      s += `<rect x="${-W}" y="${y}" width="${3 * W}" height="${period * 0.42}"/>`;
    ov.push(`${s}</g>`);
    blurs.push(Math.max(W, H) * 0.004);
  }
  if (has('side_light')) {
    const a = rng.int(0, 3);
    const [x1, y1, x2, y2] = [
      ['0', '0', '1', '0'],
      ['1', '0', '0', '0'],
      ['0', '0', '0', '1'],
      ['0', '1', '0', '0'],
    ][a]!;
    ov.push(
      `<defs><linearGradient id="sl" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.28"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sl)"/>`,
    );
    blurs.push(0);
  }
  if (has('windscreen_glare')) {
    const a = rng.range(-40, 40);
    ov.push(
      `<rect width="${W}" height="${H}" fill="#9fb7c9" fill-opacity="0.13"/><defs><linearGradient id="wg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="${rng.range(0.3, 0.42)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><g transform="rotate(${a} ${W / 2} ${H / 2})"><rect x="${qcx - W * 0.175 + rng.range(-0.3, 0.3) * qw}" y="${-H}" width="${W * 0.35}" height="${3 * H}" fill="url(#wg)"/></g>`,
    );
    let dots = '';
    const ds = Math.max(W, H) * 0.008;
    for (let y = 0; y < ds * 6; y += ds * 1.6)
      for (let x = 0; x < W; x += ds * 1.6)
        dots += `<circle cx="${x}" cy="${y}" r="${ds * (0.6 - y / (ds * 16))}"/>`;
    ov.push(`<g fill="#111">${dots}</g>`);
    blurs.push(1);
  }
  if (has('glare_spot') || has('photo_of_screen')) {
    const gx = qcx + rng.range(-0.35, 0.35) * qw;
    const gy = qcy + rng.range(-0.35, 0.35) * qh;
    const gr = Math.max(qw, qh) * (has('photo_of_screen') ? rng.range(0.3, 0.5) : rng.range(0.1, 0.16));
    const op = has('photo_of_screen') && !has('glare_spot') ? 0.3 : rng.range(0.7, 0.85);
    ov.push(
      `<defs><radialGradient id="gl"><stop offset="0" stop-color="#fff" stop-opacity="${op}"/><stop offset="0.5" stop-color="#fff" stop-opacity="${op * 0.5}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${gx}" cy="${gy}" rx="${gr}" ry="${gr * rng.range(0.5, 0.9)}" fill="url(#gl)"/>`,
    );
    blurs.push(0);
  }
  // vignette, always a little
  ov.push(
    `<defs><radialGradient id="vg" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${rng.range(0.12, 0.3)}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vg)"/>`,
  );
  const byBlur = new Map<number, string>();
  ov.forEach((o, i) => {
    const b = Math.round(blurs[i] ?? 0);
    byBlur.set(b, (byBlur.get(b) ?? '') + o);
  });
  for (const [b, body] of byBlur)
    scene = await overlay(scene, W, H, body, b, has('windscreen_glare') || has('blind_shadows') ? 2 : 4);

  // camera: white balance, noise, focus
  const gain = [rng.range(0.95, 1.05), rng.range(0.96, 1.03), rng.range(0.92, 1.06)];
  const noiseAmp = rng.range(3, 8) + (has('tiny_and_far') ? 6 : 0);
  const rnd = xorshift(rng.int(1, 2 ** 31));
  const washed = has('washed_out');
  for (let i = 0; i < scene.length; i += 3) {
    const n = (rnd() + rnd() - 1) * noiseAmp;
    for (let c = 0; c < 3; c++) {
      let v = scene[i + c]! * gain[c]! + n;
      if (washed) v = 240 + (v - 128) * 0.05 + n * 0.8;
      scene[i + c] = clamp(v, 0, 255);
    }
  }
  let focus = rng.range(0.3, 0.9) * (long / 2000);
  if (has('heavy_blur')) focus = long * rng.range(0.013, 0.018);
  if (washed) focus = Math.max(focus, long * 0.004);
  if (unreadTiny) focus = 1.6;
  if (focus >= 0.3) {
    scene = await sharp(scene, { raw: { width: W, height: H, channels: 3 } })
      .blur(focus)
      .raw()
      .toBuffer();
  }
  const rotate = has('quarter_turn') ? rng.pick([90, 270]) : has('half_turn') ? 180 : 0;
  return encodeChain(scene, W, H, conds, rng, {
    quality: unreadTiny ? 38 : rng.int(78, 92),
    rotate,
  });
}
