// Photo conditions: place a rendered document in a photographed scene, light it, encode it.
import sharp from 'sharp';
import type { Rng } from './rng.ts';

export interface Raster {
  data: Buffer; // RGBA
  w: number;
  h: number;
}

type Mat = number[]; // 3x3 row-major homography

function solveHomography(src: [number, number][], dst: [number, number][]): Mat {
  // maps src -> dst; 8 unknowns, h33 = 1
  const A: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i]!;
    const [u, v] = dst[i]!;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
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
const apply = (H: Mat, x: number, y: number): [number, number] => {
  const w = H[6]! * x + H[7]! * y + H[8]!;
  return [(H[0]! * x + H[1]! * y + H[2]!) / w, (H[3]! * x + H[4]! * y + H[5]!) / w];
};

export interface SceneOpts {
  cw: number; // working canvas
  ch: number;
  fill: number; // fraction of the canvas's limiting side the document spans
  tilt: number; // degrees
  keystone: number; // 0 = none, 0.35 = strong
  surface: 'dashboard' | 'wood' | 'table' | 'seat' | 'hand';
  faded: number; // 0..0.6
  crumple: boolean;
  curl: boolean;
  glare: boolean;
  windscreen: boolean;
  blinds: boolean;
  handShadow: boolean;
  sideLight: boolean;
  dark: number; // exposure multiplier (1 normal)
  keyRows: { y0: number; y1: number }[]; // in raster pixels
}

const SURF: Record<SceneOpts['surface'], [number, number, number]> = {
  dashboard: [42, 43, 46],
  wood: [122, 84, 52],
  table: [206, 204, 198],
  seat: [58, 60, 70],
  hand: [196, 150, 120],
};

/** Compose the document into a photographed scene; returns RGB raw of cw x ch. */
export async function photograph(doc: Raster, o: SceneOpts, rng: Rng): Promise<Raster> {
  const { cw, ch } = o;
  const sw = doc.w;
  const sh = doc.h;
  const k = Math.min((cw * o.fill) / sw, (ch * o.fill) / sh) * (1 + o.keystone * 0.25);
  const cx = cw / 2 + rng.float(-0.06, 0.06) * cw * (1 - o.fill);
  const cy = ch / 2 + rng.float(-0.06, 0.06) * ch * (1 - o.fill);
  const th = (o.tilt * Math.PI) / 180;
  const ks = 1 - o.keystone;
  const side = rng.int(0, 3); // which edge is far from the camera
  const half = [sw * k * 0.5, sh * k * 0.5];
  let local: [number, number][] = [
    [-half[0]!, -half[1]!],
    [half[0]!, -half[1]!],
    [half[0]!, half[1]!],
    [-half[0]!, half[1]!],
  ];
  local = local.map(([x, y], i) => {
    if (side === 0 && i < 2) return [x * ks, y * (1 - o.keystone * 0.3)];
    if (side === 1 && i >= 2) return [x * ks, y * (1 - o.keystone * 0.3)];
    if (side === 2 && (i === 0 || i === 3)) return [x * (1 - o.keystone * 0.3), y * ks];
    if (side === 3 && (i === 1 || i === 2)) return [x * (1 - o.keystone * 0.3), y * ks];
    return [x, y];
  });
  const quad = local.map(
    ([x, y]) =>
      [cx + x * Math.cos(th) - y * Math.sin(th), cy + x * Math.sin(th) + y * Math.cos(th)] as [
        number,
        number,
      ],
  );
  const srcC: [number, number][] = [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ];
  const Hinv = solveHomography(quad, srcC);
  const Hfwd = solveHomography(srcC, quad);

  // crease lines in document space
  const creases = o.crumple
    ? Array.from({ length: rng.int(3, 6) }, () => {
        const a = rng.float(0, Math.PI);
        return {
          px: rng.float(0.1, 0.9) * sw,
          py: rng.float(0.1, 0.9) * sh,
          nx: Math.cos(a),
          ny: Math.sin(a),
          s: rng.float(0.07, 0.16) * (rng.chance(0.5) ? 1 : -1),
          w: rng.float(6, 22),
        };
      })
    : [];
  // glare centre: away from the period rows
  let glare: [number, number] = [0, 0];
  if (o.glare) {
    let gy = rng.float(0.05, 0.95) * sh;
    for (let t = 0; t < 20 && o.keyRows.some((r) => gy > r.y0 - sh * 0.06 && gy < r.y1 + sh * 0.06); t++)
      gy = rng.float(0, 1) * sh;
    glare = apply(Hfwd, rng.float(0.2, 0.8) * sw, gy);
  }
  const gr = Math.min(cw, ch) * rng.float(0.12, 0.2);
  const blindA = rng.float(-0.5, 0.5);
  const blindP = rng.float(38, 70) * (cw / 1600);
  const sideDir = rng.float(0, Math.PI * 2);
  const sdx = Math.cos(sideDir);
  const sdy = Math.sin(sideDir);
  const fadeTint = [rng.float(0, 10), rng.float(0, 8), rng.float(-6, 4)];
  const base = SURF[o.surface];

  // hand shadow mask (low-res, blurred)
  let hand: Buffer | null = null;
  const hs = 8;
  const hw = Math.ceil(cw / hs);
  const hh = Math.ceil(ch / hs);
  if (o.handShadow) {
    const hx = rng.float(0.1, 0.9) * hw;
    const hy = rng.float(0.55, 1.1) * hh;
    const a = rng.float(-40, 40);
    const fingers = [0, 1, 2, 3]
      .map(
        (i) => `<ellipse cx="${-45 + i * 30}" cy="${-150 - (i === 1 || i === 2 ? 30 : 0)}" rx="13" ry="70"/>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${hw}" height="${hh}"><rect width="100%" height="100%" fill="#000"/><g fill="#fff" transform="translate(${hx} ${hy}) rotate(${a}) scale(${hw / 520})"><ellipse cx="0" cy="0" rx="95" ry="120"/>${fingers}<ellipse cx="95" cy="-40" rx="18" ry="60" transform="rotate(40 95 -40)"/><rect x="-70" y="40" width="140" height="400"/></g></svg>`;
    hand = await sharp(Buffer.from(svg)).blur(6).greyscale().raw().toBuffer();
  }

  const out = Buffer.alloc(cw * ch * 3);
  const pad = 4 + 30 * (cw / 1600);
  const bx0 = Math.max(0, Math.floor(Math.min(...quad.map((q) => q[0])) - pad));
  const bx1 = Math.min(cw, Math.ceil(Math.max(...quad.map((q) => q[0])) + pad));
  const by0 = Math.max(0, Math.floor(Math.min(...quad.map((q) => q[1])) - pad));
  const by1 = Math.min(ch, Math.ceil(Math.max(...quad.map((q) => q[1])) + pad));
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = Hinv as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const d = doc.data;
  const shOff = [rng.float(4, 10) * (cw / 1600), rng.float(6, 14) * (cw / 1600)];
  let seed = rng.int(1, 1e9);
  const rowW = Float64Array.from({ length: ch }, (_, y) => y * 0.035 + Math.sin(y * 0.31) * 0.6);
  const colW = Float64Array.from({ length: cw }, (_, x) => 4 * Math.sin(x * 0.004));
  const gr2 = gr * gr;
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) | 0;
      const noise = ((seed >>> 8) & 255) / 255 - 0.5;
      // background
      let r = base[0]!;
      let g = base[1]!;
      let b = base[2]!;
      if (o.surface === 'wood') {
        const grain = 18 * Math.sin(rowW[y]! + colW[x]!);
        r += grain;
        g += grain * 0.7;
        b += grain * 0.4;
      } else if (o.surface === 'seat') {
        const wv = ((x >> 2) + (y >> 2)) & 1 ? 6 : -6;
        r += wv;
        g += wv;
        b += wv;
      }
      r += noise * 14;
      g += noise * 14;
      b += noise * 14;
      const inBox = x >= bx0 && x < bx1 && y >= by0 && y < by1;
      // drop shadow
      if (inBox) {
        const qx = x - shOff[0]!;
        const qy = y - shOff[1]!;
        const qw = h6 * qx + h7 * qy + h8;
        const su = (h0 * qx + h1 * qy + h2) / qw;
        const sv = (h3 * qx + h4 * qy + h5) / qw;
        if (su >= 0 && sv >= 0 && su < sw && sv < sh) {
          r *= 0.62;
          g *= 0.62;
          b *= 0.62;
        }
      }
      // document
      const ww = h6 * x + h7 * y + h8;
      let u = inBox ? (h0 * x + h1 * y + h2) / ww : -1;
      let v = inBox ? (h3 * x + h4 * y + h5) / ww : -1;
      let shade = 1;
      if (o.curl) {
        const t = u / sw - 0.5;
        v += t * t * sh * 0.05;
        shade *= 1 - 0.28 * (2 * t) * (2 * t);
      }
      if (inBox)
        for (const cr of creases) {
          const dd = (u - cr.px) * cr.nx + (v - cr.py) * cr.ny;
          if (dd > cr.w * 6 || dd < -cr.w * 6) continue;
          const e = Math.exp(-Math.abs(dd) / cr.w);
          shade *= 1 + cr.s * e * (dd > 0 ? 1 : -1);
          u += cr.nx * 2.5 * e;
          v += cr.ny * 2.5 * e;
        }
      if (u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1) {
        const x0 = u | 0;
        const y0 = v | 0;
        const fx = u - x0;
        const fy = v - y0;
        const i00 = (y0 * sw + x0) * 4;
        const i10 = i00 + 4;
        const i01 = i00 + sw * 4;
        const i11 = i01 + 4;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        const al = (d[i00 + 3]! * w00 + d[i10 + 3]! * w10 + d[i01 + 3]! * w01 + d[i11 + 3]! * w11) / 255;
        if (al > 0) {
          let tr = d[i00]! * w00 + d[i10]! * w10 + d[i01]! * w01 + d[i11]! * w11;
          let tg = d[i00 + 1]! * w00 + d[i10 + 1]! * w10 + d[i01 + 1]! * w01 + d[i11 + 1]! * w11;
          let tb = d[i00 + 2]! * w00 + d[i10 + 2]! * w10 + d[i01 + 2]! * w01 + d[i11 + 2]! * w11;
          if (o.faded > 0) {
            const f = o.faded * (0.75 + 0.35 * Math.sin((u / sw) * 3 + (v / sh) * 2));
            tr = tr + (236 - tr) * f + fadeTint[0]!;
            tg = tg + (233 - tg) * f + fadeTint[1]!;
            tb = tb + (222 - tb) * f + fadeTint[2]!;
          }
          tr *= shade;
          tg *= shade;
          tb *= shade;
          r = r * (1 - al) + tr * al;
          g = g * (1 - al) + tg * al;
          b = b * (1 - al) + tb * al;
        }
      }
      // lighting
      let L = o.dark;
      if (o.sideLight) L *= 0.62 + 0.5 * (0.5 + 0.5 * ((x / cw - 0.5) * sdx + (y / ch - 0.5) * sdy) * 1.6);
      if (o.blinds) {
        const p = (x * Math.sin(blindA) + y * Math.cos(blindA)) / blindP;
        const s = 0.5 + 0.5 * Math.sin(p * Math.PI * 2);
        L *= 0.6 + 0.4 * Math.min(1, Math.max(0, (s - 0.3) * 2.5));
      }
      if (hand) L *= 1 - 0.5 * (hand[((y / hs) | 0) * hw + ((x / hs) | 0)]! / 255);
      r *= L;
      g *= L;
      b *= L;
      if (o.windscreen) {
        r = r * 0.85 + 12;
        g = g * 0.88 + 18;
        b = b * 0.9 + 26;
      }
      if (o.glare) {
        const dx = x - glare[0];
        const dy = (y - glare[1]) * 1.6;
        const q1 = (dx * dx + dy * dy) / gr2;
        const sl = dx * 0.3 + (y - glare[1]);
        const q2 = (sl * sl) / (gr2 * 0.05);
        const gl = (q1 < 9 ? 0.78 * Math.exp(-q1) : 0) + (q2 < 9 ? 0.12 * Math.exp(-q2) : 0);
        if (gl > 0) {
          r += (255 - r) * gl;
          g += (255 - g) * gl;
          b += (255 - b) * gl;
        }
      }
      r += noise * 8;
      g += noise * 8;
      b += noise * 8;
      const oi = (y * cw + x) * 3;
      out[oi] = r < 0 ? 0 : r > 255 ? 255 : r;
      out[oi + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      out[oi + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return { data: out, w: cw, h: ch };
}

export interface EncodeOpts {
  outW: number;
  outH: number;
  blur: number; // sigma at working size, 0 = none
  rotate: 0 | 90 | 180 | 270; // pixel rotation
  exif: 0 | 3 | 6 | 8; // EXIF orientation (pixels pre-rotated to need it)
  jpegPasses: number;
  quality: number;
  png?: boolean;
}

export async function encode(
  img: Raster,
  channels: 3 | 4,
  o: EncodeOpts,
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  let p = sharp(img.data, { raw: { width: img.w, height: img.h, channels } });
  if (o.blur > 0.3) p = p.blur(o.blur);
  if (o.outW !== img.w || o.outH !== img.h) p = p.resize(o.outW, o.outH, { fit: 'fill' });
  const r1 = await p.raw().toBuffer({ resolveWithObject: true });
  const rot = o.exif === 6 ? 270 : o.exif === 8 ? 90 : o.exif === 3 ? 180 : o.rotate;
  const src = () => {
    const q = sharp(r1.data, {
      raw: { width: r1.info.width, height: r1.info.height, channels: r1.info.channels },
    });
    return rot ? q.rotate(rot) : q;
  };
  if (o.png) return { image: await src().png({ compressionLevel: 6 }).toBuffer(), format: 'png' };
  let final = src().jpeg({ quality: o.quality });
  if (o.jpegPasses > 1) {
    let buf = await src()
      .jpeg({ quality: Math.max(30, o.quality - 6) })
      .toBuffer();
    for (let i = 1; i < o.jpegPasses - 1; i++)
      buf = await sharp(buf)
        .jpeg({ quality: Math.max(30, o.quality - 6 + i * 4) })
        .toBuffer();
    final = sharp(buf).jpeg({ quality: o.quality });
  }
  if (o.exif) final = final.withMetadata({ orientation: o.exif });
  return { image: await final.toBuffer(), format: 'jpeg' };
}
