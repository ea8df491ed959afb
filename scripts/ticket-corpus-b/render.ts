// renderCase: build the document for a spec, rasterise it and apply its photo conditions.
import sharp from 'sharp';
import { at, diffMin, londonNow, makeFmt, parseW } from './dates.ts';
import { renderDoc } from './doc.ts';
import { encode, photograph, type SceneOpts } from './effects.ts';
import { genPeriod } from './period.ts';
import { layoutByName, place } from './plan.ts';
import { reg } from './places.ts';
import { rngFor } from './rng.ts';
import type { CaseSpec, Ctx } from './types.ts';

export async function renderCase(
  spec: CaseSpec,
  options: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const l = layoutByName(spec.layout);
  const has = (c: string) => spec.conditions.includes(c);
  const r = rngFor('render', options.seed, spec.id);
  const now = londonNow(options.now);
  const pl = place(rngFor('case', options.seed, spec.id), l);
  let start;
  let end;
  if (spec.truth.start && spec.truth.end) {
    start = parseW(spec.truth.start);
    end = parseW(spec.truth.end);
  } else ({ start, end } = genPeriod(r, 'session', 'verified', now));
  const big = has('screenshot-1170x2532');
  const c: Ctx = {
    rng: r,
    spec,
    start,
    end,
    minutes: diffMin(start, end),
    now,
    today: at(now, 0, 0),
    town: pl.town,
    townName: spec.truth.town,
    postcode: spec.truth.postcode,
    vrm: reg(r),
    f: makeFmt(r),
    dark: has('dark-mode'),
    dot: has('dot-matrix'),
    lowInk: has('low-ink'),
    inverse: l.medium === 'paper' ? has('inverse-banner') : has('dark-mode') && !has('light-title-bar'),
    screen: big ? { w: 1170, h: 2532, scale: 3 } : { w: 828, h: 1792, scale: 2 },
  };
  const built = l.build(c);
  if (l.medium === 'paper' && has('inverse-banner') && !built.blocks.some((b) => b.t === 'banner')) {
    const i = built.blocks.findIndex((b) => b.t === 'text' && b.bold);
    const b0 = built.blocks[i];
    if (b0 && b0.t === 'text')
      built.blocks[i] = { t: 'banner', s: b0.s, bg: r.pick(['#000000', '#111111', '#8b0000', '#003366']) };
  }
  const dotOn = built.style.dot || has('dot-matrix');
  const lowOn = has('low-ink');
  const doc = renderDoc(built.blocks, { ...built.style, dot: false, lowInk: false });

  if (l.medium === 'screen' && spec.expected !== 'unreadable') {
    const raw = await sharp(Buffer.from(doc.svg)).flatten({ background: '#000' }).raw().toBuffer();
    const msg = has('messaging-800');
    const k = msg ? 800 / doc.h : 1;
    return encode({ data: raw, w: doc.w, h: doc.h }, 3, {
      outW: Math.round(doc.w * k),
      outH: Math.round(doc.h * k),
      blur: 0,
      rotate: 0,
      exif: 0,
      jpegPasses: has('jpeg-x3') ? 3 : 1,
      quality: has('jpeg-x3') ? r.int(38, 50) : r.int(72, 85),
      png: !msg && !has('jpeg-x3'),
    });
  }

  // paper: choose frame, then photograph
  const portrait = doc.h / doc.w > 1.15;
  let out: [number, number];
  let work: [number, number];
  if (has('12mp') || has('tiny-far')) {
    out = [4000, 3000];
    work = has('tiny-far') ? [4000, 3000] : [2000, 1500];
  } else if (has('messaging-800')) {
    out = [800, 600];
    work = [1600, 1200];
  } else {
    out = r.pick([
      [1600, 1200],
      [2016, 1512],
      [1440, 1080],
    ] as [number, number][]);
    work = out;
  }
  if (portrait) {
    out = [out[1], out[0]];
    work = [work[1], work[0]];
  }
  const unread = spec.expected === 'unreadable';
  let fill = has('tiny-far')
    ? r.float(0.26, 0.32)
    : has('flat-scan')
      ? r.float(0.85, 0.93)
      : r.float(0.72, 0.9);
  if (has('perspective')) fill *= 0.92;
  if (unread && has('tiny-in-frame')) fill = 0.045;
  const k = Math.min((work[0] * fill) / doc.w, (work[1] * fill) / doc.h);
  const scale = Math.max(0.5, Math.min(3, k * 1.15));
  const T0 = Date.now();
  const rast = await sharp(Buffer.from(doc.svg), { density: 72 * scale })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sx = rast.info.width / doc.w;
  if (dotOn) dotMatrix(rast.data, rast.info.width, rast.info.height, sx, built.style.bg);
  if (lowOn) lowInk(rast.data, rast.info.width, rast.info.height, sx, built.style.bg, r.int(1, 1e9));
  const T1 = Date.now();
  const flat = has('flat-scan');
  const so: SceneOpts = {
    cw: work[0],
    ch: work[1],
    fill,
    tilt: flat ? r.float(-1, 1) : has('tilt') ? r.pick([-1, 1]) * r.float(4, 9) : r.float(-2.5, 2.5),
    keystone: has('perspective') ? r.float(0.24, 0.38) : flat ? 0 : r.float(0, 0.06),
    surface: has('windscreen-glare')
      ? 'dashboard'
      : flat
        ? 'table'
        : r.pick(['dashboard', 'wood', 'table', 'seat', 'hand'] as const),
    faded: has('faded-thermal') ? r.float(0.32, 0.5) : 0,
    crumple: has('crumpled'),
    curl: has('curled'),
    glare: has('windscreen-glare'),
    windscreen: has('windscreen-glare'),
    blinds: has('blind-shadow'),
    handShadow: has('hand-shadow'),
    sideLight: has('side-light'),
    dark: unread && has('near-black') ? 0.007 : flat ? 1.02 : r.float(0.88, 1.05),
    keyRows: doc.keyRows.map((k2) => ({ y0: k2.y0 * sx, y1: k2.y1 * sx })),
  };
  const T2 = Date.now();
  const scene = await photograph({ data: rast.data, w: rast.info.width, h: rast.info.height }, so, r);
  if (process.env.B_TIMING) console.log('raster', T1 - T0, 'dot', T2 - T1, 'scene', Date.now() - T2);
  const exif = has('exif-6') ? 6 : has('exif-8') ? 8 : has('exif-3') ? 3 : 0;
  const rotate = has('rot90') ? 90 : has('rot270') ? 270 : has('half-turn') ? 180 : 0;
  let blur = flat ? 0 : r.float(0.3, 0.9) * (work[0] / 1600);
  if (unread && has('heavy-blur')) blur = r.float(24, 30) * (work[0] / 1600);
  if (unread && has('near-black')) blur = 6;
  if (unread && has('tiny-in-frame')) blur = 1.6;
  const msg = has('messaging-800');
  return encode(scene, 3, {
    outW: out[0],
    outH: out[1],
    blur,
    rotate,
    exif,
    jpegPasses: has('jpeg-x3') ? 3 : msg ? 2 : 1,
    quality: has('jpeg-x3') ? r.int(34, 48) : msg ? r.int(55, 70) : r.int(82, 92),
  });
}

/** Dot-matrix print: keep ink only inside a grid of round dots (pitch 2.6 document units). */
function dotMatrix(d: Buffer, w: number, h: number, sx: number, bg: string): void {
  const P = 2.6 * sx;
  const R = 1.12 * sx;
  const br = Number.parseInt(bg.slice(1, 3), 16);
  const bgG = Number.parseInt(bg.slice(3, 5), 16);
  const bb = Number.parseInt(bg.slice(5, 7), 16);
  for (let y = 0; y < h; y++) {
    const dy = ((y + 0.5) % P) - P / 2;
    for (let x = 0; x < w; x++) {
      const dx = ((x + 0.5) % P) - P / 2;
      const m = R - Math.sqrt(dx * dx + dy * dy) + 0.5;
      if (m >= 1) continue;
      const k = m <= 0 ? 0 : m;
      const i = (y * w + x) * 4;
      d[i] = br + (d[i]! - br) * k;
      d[i + 1] = bgG + (d[i + 1]! - bgG) * k;
      d[i + 2] = bb + (d[i + 2]! - bb) * k;
    }
  }
}

/** Low-ink / worn print head: patchy ink strength plus a few dropped columns. */
function lowInk(d: Buffer, w: number, h: number, sx: number, bg: string, seed: number): void {
  const cw = 14 * sx;
  const chh = 30 * sx;
  const gw = Math.ceil(w / cw) + 2;
  const gh = Math.ceil(h / chh) + 2;
  let s = seed;
  const grid = Float64Array.from({ length: gw * gh }, () => {
    s = (Math.imul(s, 1664525) + 1013904223) | 0;
    return 0.25 + 0.75 * (((s >>> 8) & 1023) / 1023);
  });
  const drops = Array.from({ length: 4 }, (_, i) =>
    Math.round(w * (0.15 + 0.22 * i + ((seed >> (i * 3)) & 7) / 80)),
  );
  const br = Number.parseInt(bg.slice(1, 3), 16);
  const bgG = Number.parseInt(bg.slice(3, 5), 16);
  const bb = Number.parseInt(bg.slice(5, 7), 16);
  for (let y = 0; y < h; y++) {
    const gy = y / chh;
    const y0 = gy | 0;
    const fy = gy - y0;
    for (let x = 0; x < w; x++) {
      const gx = x / cw;
      const x0 = gx | 0;
      const fx = gx - x0;
      let k =
        (grid[y0 * gw + x0]! * (1 - fx) + grid[y0 * gw + x0 + 1]! * fx) * (1 - fy) +
        (grid[(y0 + 1) * gw + x0]! * (1 - fx) + grid[(y0 + 1) * gw + x0 + 1]! * fx) * fy;
      k = Math.min(1, k * 1.15);
      for (const dx of drops) if (x >= dx && x < dx + Math.max(1, sx * 1.2)) k *= 0.15;
      const i = (y * w + x) * 4;
      d[i] = br + (d[i]! - br) * k;
      d[i + 1] = bgG + (d[i + 1]! - bgG) * k;
      d[i + 2] = bb + (d[i + 2]! - bb) * k;
    }
  }
}
