// Turns a rendered document into what a driver uploads: a screenshot, or a photo of paper or a screen.
import sharp from 'sharp';
import type { Rng } from './rng.ts';
import {
  background,
  blinds,
  glare,
  handShadow,
  type Overlay,
  type Surface,
  sideLight,
  windscreen,
} from './scene.ts';
import type { Doc } from './svg-kit.ts';
import type { Medium } from './types.ts';
import { exposeAndNoise, homography, makeCreases, type Pt, warpInto } from './warp.ts';

export interface Shot {
  image: Buffer;
  format: 'jpeg' | 'png';
}

async function jpegRounds(img: Buffer, rounds: number, qLo: number, qHi: number, r: Rng): Promise<Buffer> {
  let out = img;
  for (let i = 0; i < rounds; i++) {
    let p = sharp(out);
    if (i > 0 && r.chance(0.5)) {
      const m = await sharp(out).metadata();
      p = p.resize(Math.round((m.width ?? 800) * r.float(0.82, 0.95)));
    }
    out = await p.jpeg({ quality: r.int(qLo, qHi), chromaSubsampling: '4:2:0' }).toBuffer();
  }
  return out;
}

async function screenshot(doc: Doc, cond: Set<string>, r: Rng): Promise<Shot> {
  const scale = cond.has('messaging-800') ? 1 : 1.5;
  let p = sharp(Buffer.from(doc.svg), { density: 72 * scale });
  let buf: Buffer = await p.png().toBuffer();
  if (cond.has('cropped')) {
    const m = await sharp(buf).metadata();
    const w = m.width ?? doc.width;
    const h = m.height ?? doc.height;
    const top = r.chance(0.5) ? Math.round(r.float(40, 56) * scale) : 0;
    const bottomLimit = Math.min(h, Math.round((doc.contentBottom + 30) * scale));
    const bottom = Math.max(bottomLimit, Math.round(h * r.float(0.72, 0.92)));
    buf = await sharp(buf)
      .extract({ left: 0, top, width: w, height: Math.min(h, bottom) - top })
      .png()
      .toBuffer();
  }
  if (cond.has('messaging-800')) {
    p = sharp(buf).resize({ width: 800, height: 800, fit: 'inside' });
    buf = await p.jpeg({ quality: r.int(68, 80) }).toBuffer();
    if (cond.has('jpeg-recompressed')) buf = await jpegRounds(buf, 3, 45, 65, r);
    return { image: buf, format: 'jpeg' };
  }
  if (cond.has('jpeg-recompressed'))
    return { image: await jpegRounds(buf, r.int(3, 4), 40, 62, r), format: 'jpeg' };
  return { image: buf, format: 'png' };
}

/** Rasterises an SVG at its own size (sharp would otherwise redraw it at the resize target). */
async function rasterSmall(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 0 }).toBuffer();
}

async function docRaster(doc: Doc, medium: Medium, cond: Set<string>, scale: number) {
  let img = sharp(Buffer.from(doc.svg), { density: 72 * scale });
  if (medium === 'screen') {
    // A phone: the screen inside a black body with a little bezel.
    const b = Math.round(26 * scale);
    const screen = await img.png().toBuffer();
    img = sharp(screen).extend({ top: b * 2, bottom: b * 2, left: b, right: b, background: '#0b0b0c' });
    if (!cond.has('dark-mode')) img = img.modulate({ brightness: 1.05 });
  }
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

export async function photograph(doc: Doc, medium: Medium, conditions: string[], r: Rng): Promise<Shot> {
  const cond = new Set(conditions);
  if (medium === 'screen' && !cond.has('photo-of-screen')) return screenshot(doc, cond, r);

  const big = cond.has('original-12mp');
  const far = cond.has('far-away');
  const tiny = cond.has('tiny-in-frame');
  const portrait = doc.height >= doc.width * 0.9;
  let [FW, FH] = big ? [3024, 4032] : far ? [2250, 3000] : [1200, 1600];
  if (!portrait) [FW, FH] = [FH, FW];
  const fill = tiny ? r.float(0.14, 0.2) : far ? r.float(0.3, 0.38) : r.float(0.64, 0.86);
  const fit = Math.min(FW / doc.width, FH / doc.height);
  const shown = fit * fill; // frame pixels per document pixel
  const rasterScale = Math.min(3, Math.max(1, shown * 1.1));
  const d = await docRaster(doc, medium, cond, rasterScale);
  const s = (shown * doc.width) / d.w; // frame pixels per raster pixel
  const w = d.w * s;
  const h = d.h * s;

  // Where the corners land.
  const cx = FW / 2 + r.float(-0.06, 0.06) * FW;
  const cy = FH / 2 + r.float(-0.06, 0.06) * FH;
  const angle =
    ((cond.has('tilted')
      ? r.float(7, 16) * (r.chance(0.5) ? 1 : -1)
      : cond.has('flat')
        ? r.float(-1, 1)
        : r.float(-4, 4)) *
      Math.PI) /
    180;
  const rect: Pt[] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const jitter = cond.has('perspective-strong') ? 0.05 : cond.has('perspective-mild') ? 0.025 : 0.006;
  let quad: Pt[] = rect.map(([x, y]) => [x + r.float(-jitter, jitter) * w, y + r.float(-jitter, jitter) * h]);
  if (cond.has('perspective-strong') || cond.has('perspective-mild')) {
    const k = cond.has('perspective-strong') ? r.float(0.16, 0.28) : r.float(0.04, 0.09);
    const edge = r.int(0, 3); // shrink one edge: the far side of the paper
    const a = quad[edge]!;
    const b = quad[(edge + 1) % 4]!;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    quad[edge] = [a[0] + (mx - a[0]) * k * 2, a[1] + (my - a[1]) * k * 2];
    quad[(edge + 1) % 4] = [b[0] + (mx - b[0]) * k * 2, b[1] + (my - b[1]) * k * 2];
  }
  quad = quad.map(([x, y]) => [
    cx + x * Math.cos(angle) - y * Math.sin(angle),
    cy + x * Math.sin(angle) + y * Math.cos(angle),
  ]);

  const surface: Surface = cond.has('behind-windscreen')
    ? 'dashboard'
    : r.pick<Surface>(
        medium === 'screen'
          ? ['wood', 'desk', 'granite', 'seat']
          : ['wood', 'desk', 'granite', 'seat', 'denim', 'dashboard'],
      );
  // Backgrounds and light are drawn at about 1200 px wide and scaled up: cheap, and soft like real optics.
  const f = FW / Math.min(FW, 1200);
  const lw = Math.round(FW / f);
  const lh = Math.round(FH / f);
  const small = (q: Pt[]): Pt[] => q.map(([x, y]) => [x / f, y / f]);
  const bgSvg = background(r, lw, lh, surface, cond.has('behind-windscreen') ? null : small(quad));
  const bgRaw = await sharp(await rasterSmall(bgSvg))
    .resize(FW, FH)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bg = { data: bgRaw.data, w: bgRaw.info.width, h: bgRaw.info.height };

  const docCorners: Pt[] = [
    [0, 0],
    [d.w, 0],
    [d.w, d.h],
    [0, d.h],
  ];
  const inv = homography(quad, docCorners);
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const pad = 0.05 * Math.max(w, h);
  const bbox: [number, number, number, number] = [
    Math.floor(Math.min(...xs) - pad),
    Math.floor(Math.min(...ys) - pad),
    Math.ceil(Math.max(...xs) + pad),
    Math.ceil(Math.max(...ys) + pad),
  ];
  const creases = cond.has('crumpled')
    ? makeCreases(r, d.w, d.h, r.int(6, 10), r.float(0.7, 1.1) * (d.w / 400))
    : [];
  warpInto({
    doc: d,
    bg,
    inv,
    bbox,
    creases,
    curl: cond.has('curled') ? r.float(0.6, 1) * (r.chance(0.5) ? 1 : -1) : 0,
    paperGain: r.float(0.9, 1),
  });

  // Light.
  const overlays: Overlay[] = [];
  const onDoc = (): Pt => [
    r.float(Math.min(...xs), Math.max(...xs)) / f,
    r.float(Math.min(...ys), Math.max(...ys)) / f,
  ];
  if (cond.has('hand-shadow')) overlays.push(handShadow(r, lw, lh));
  if (cond.has('blind-shadows')) overlays.push(blinds(r, lw, lh));
  if (cond.has('side-light')) overlays.push(sideLight(r, lw, lh));
  if (cond.has('behind-windscreen')) overlays.push(...windscreen(r, lw, lh));
  if (cond.has('glare') || medium === 'screen')
    overlays.push(glare(r, lw, lh, onDoc(), (Math.min(w, h) / f) * r.float(0.18, 0.3), r.float(0.55, 0.8)));
  if (cond.has('washed-out-glare'))
    overlays.push(glare(r, lw, lh, [cx / f, cy / f], (Math.max(w, h) / f) * 0.7, 1));
  let img = sharp(bg.data, { raw: { width: bg.w, height: bg.h, channels: 4 } });
  if (overlays.length) {
    const layers = await Promise.all(
      overlays.map(async (o) => {
        const { data, info } = await sharp(await rasterSmall(o.svg))
          .resize(FW, FH)
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return {
          input: data,
          raw: { width: info.width, height: info.height, channels: 4 as const },
          blend: o.blend,
        };
      }),
    );
    img = img.composite(layers);
  }

  // Exposure and sensor noise.
  const raw = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const dark = cond.has('near-dark')
    ? 0.2
    : cond.has('low-light')
      ? r.float(0.42, 0.55)
      : r.float(0.92, 1.05);
  const noise = cond.has('near-dark') ? 30 : cond.has('low-light') ? r.float(9, 14) : r.float(2, 4.5);
  exposeAndNoise(raw.data, 3, dark, cond.has('low-light') || cond.has('near-dark') ? 4 : 0, noise, r);
  img = sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: 3 } });
  if (cond.has('low-light'))
    img = img.linear(
      r.pick([
        [1.08, 1, 0.86],
        [0.9, 0.97, 1.1],
      ]),
      [0, 0, 0],
    );

  // Optics.
  const k = FW / 1200;
  if (cond.has('severe-blur')) img = img.blur(r.float(7, 10) * k);
  else if (cond.has('defocus-blur')) img = img.blur(r.float(1.4, 2.1) * k);
  else img = img.blur(0.5 * k);
  if (cond.has('motion-blur') || cond.has('severe-motion-blur')) {
    const len =
      Math.round((cond.has('severe-motion-blur') ? r.int(28, 40) : r.int(7, 11)) * Math.min(k, 1.5)) | 1;
    const diag = r.chance(0.5);
    const kernel = new Array(len * len).fill(0);
    for (let i = 0; i < len; i++) kernel[diag ? i * len + i : Math.floor(len / 2) * len + i] = 1;
    img = img.convolve({ width: len, height: len, kernel });
  }

  // Framing and file.
  const opt = await img.raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () =>
    sharp(opt.data, { raw: { width: opt.info.width, height: opt.info.height, channels: opt.info.channels } });
  let out = fromRaw();
  let outW = FW;
  if (cond.has('cropped')) {
    const side = r.int(0, 3);
    const cut = 0.03 * (side % 2 === 0 ? h : w);
    let [l, t, rr, b] = [0, 0, FW, FH];
    if (side === 0) t = Math.max(0, Math.floor(Math.min(...ys) + cut));
    if (side === 1) rr = Math.min(FW, Math.ceil(Math.max(...xs) - cut));
    if (side === 2) b = Math.min(FH, Math.ceil(Math.max(...ys) - cut));
    if (side === 3) l = Math.max(0, Math.floor(Math.min(...xs) + cut));
    const { data, info } = await fromRaw()
      .extract({ left: l, top: t, width: rr - l, height: b - t })
      .raw()
      .toBuffer({ resolveWithObject: true });
    out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    outW = info.width;
  }
  if (cond.has('quarter-turn')) out = out.rotate(r.chance(0.5) ? 90 : 270);
  if (cond.has('upside-down')) out = out.rotate(180);
  if (cond.has('messaging-800')) out = out.resize({ width: 800, height: 800, fit: 'inside' });
  if (cond.has('severe-jpeg')) {
    out = out.resize({ width: Math.round(outW * 0.35) });
    const once = await out.jpeg({ quality: r.int(6, 12) }).toBuffer();
    return { image: await jpegRounds(once, 2, 8, 14, r), format: 'jpeg' };
  }
  let jpg: Buffer = await out
    .jpeg({ quality: cond.has('messaging-800') ? r.int(70, 80) : r.int(84, 93) })
    .toBuffer();
  if (cond.has('jpeg-recompressed')) jpg = await jpegRounds(jpg, r.int(3, 5), 38, 60, r);
  return { image: jpg, format: 'jpeg' };
}
