// Turns a rendered document into a screenshot or a phone photo under the case's conditions.
import sharp, { type Kernel, type OverlayOptions, type Sharp } from 'sharp';
import { type Rendered, toSvg } from './doc.ts';
import type { Rng } from './rng.ts';
import type { Stock } from './types.ts';
import { type Crumple, fade, finish, makeCrumple, type Raw, warpOnto } from './warp.ts';

export interface Photo {
  image: Buffer;
  format: 'jpeg' | 'png';
}

async function raster(r: Rendered, scale: number): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(toSvg(r, scale)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height, ch: 4 };
}

function surfaceSvg(rng: Rng, w: number, h: number, kind: string): string {
  const seed = rng.int(1, 999);
  const tex: Record<string, [string, string, string]> = {
    wood: ['0.004 0.06', '#8a5a33', '0.55 0.35 0.2'],
    desk: ['0.02 0.02', '#d9d6cf', '0.85 0.84 0.8'],
    dash: ['0.3 0.3', '#2a2b2e', '0.17 0.17 0.18'],
    fabric: ['0.5 0.5', '#4a4f5a', '0.3 0.32 0.36'],
    granite: ['0.15 0.15', '#77736d', '0.45 0.44 0.42'],
    counter: ['0.01 0.03', '#e9e4da', '0.9 0.88 0.84'],
  };
  const [freq, base, mul] = tex[kind] ?? tex.desk!;
  const [r, g, b] = mul.split(' ').map(Number) as [number, number, number];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><filter id="t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="${r * 0.7} 0 0 0 ${r * 0.5}  ${g * 0.7} 0 0 0 ${g * 0.5}  ${b * 0.7} 0 0 0 ${b * 0.5}  0 0 0 0 1"/></filter><rect width="${w}" height="${h}" fill="${base}"/><rect width="${w}" height="${h}" filter="url(#t)" opacity="0.9"/></svg>`;
}

async function background(rng: Rng, W: number, H: number, kind: string): Promise<Raw> {
  const small = surfaceSvg(rng, Math.round(W / 4), Math.round(H / 4), kind);
  const { data, info } = await sharp(Buffer.from(small))
    .resize(W, H)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height, ch: 3 };
}

type Pt = [number, number];

function makeQuad(rng: Rng, W: number, H: number, pw: number, ph: number, conds: Set<string>): Pt[] {
  const tilt = conds.has('tilted') ? rng.float(12, 28) * (rng.chance(0.5) ? 1 : -1) : rng.float(-6, 6);
  const th = (tilt * Math.PI) / 180;
  const cx = W / 2 + rng.float(-0.06, 0.06) * W;
  const cy = H / 2 + rng.float(-0.06, 0.06) * H;
  let persp = 0;
  if (conds.has('perspective_mild')) persp = rng.float(0.07, 0.15);
  if (conds.has('perspective_strong')) persp = rng.float(0.25, 0.4);
  const side = rng.int(0, 3);
  const corners: Pt[] = [
    [-pw / 2, -ph / 2],
    [pw / 2, -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ];
  // shrink one edge for perspective
  const shrink = (i: number, j: number) => {
    const a = corners[i]!;
    const b = corners[j]!;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    corners[i] = [mx + (a[0] - mx) * (1 - persp), my + (a[1] - my) * (1 - persp)];
    corners[j] = [mx + (b[0] - mx) * (1 - persp), my + (b[1] - my) * (1 - persp)];
  };
  if (persp) {
    if (side === 0) shrink(0, 1);
    else if (side === 1) shrink(1, 2);
    else if (side === 2) shrink(2, 3);
    else shrink(3, 0);
  }
  const jit = Math.min(pw, ph) * 0.012;
  return corners.map(([x, y]) => {
    const rx = x * Math.cos(th) - y * Math.sin(th);
    const ry = x * Math.sin(th) + y * Math.cos(th);
    return [cx + rx + rng.float(-jit, jit), cy + ry + rng.float(-jit, jit)] as Pt;
  });
}

function overlaySvg(W: number, H: number, inner: string, bg = 'none'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${inner}</svg>`,
  );
}

function shadowShapes(W: number, H: number, quad: Pt[]): OverlayOptions[] {
  const out: OverlayOptions[] = [];
  const poly = quad.map((p) => `${(p[0] + 14).toFixed(0)},${(p[1] + 20).toFixed(0)}`).join(' ');
  out.push({
    input: overlaySvg(
      W,
      H,
      `<filter id="b"><feGaussianBlur stdDeviation="14"/></filter><polygon points="${poly}" fill="#000" opacity="0.45" filter="url(#b)"/>`,
      '#fff',
    ),
    blend: 'multiply',
  });
  return out;
}

function lightShapes(rng: Rng, W: number, H: number, conds: Set<string>, severe: boolean): OverlayOptions[] {
  const out: OverlayOptions[] = [];
  if (conds.has('hand_shadow')) {
    const x = rng.float(0.1, 0.7) * W;
    const y = rng.float(0.1, 0.6) * H;
    const s = rng.float(0.8, 1.5) * (W / 1500);
    const fingers = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${40 + i * 95}" y="${-330 + Math.abs(i - 1.5) * 40}" width="80" height="380" rx="40"/>`,
      )
      .join('');
    out.push({
      input: overlaySvg(
        W,
        H,
        `<filter id="b"><feGaussianBlur stdDeviation="${30 * s}"/></filter><g transform="translate(${x},${y}) rotate(${rng.float(-40, 40)}) scale(${s})" fill="#000" opacity="${rng.float(0.35, 0.55)}" filter="url(#b)"><ellipse cx="200" cy="150" rx="240" ry="210"/>${fingers}<rect x="-260" y="80" width="200" height="120" rx="60" transform="rotate(-30)"/><rect x="100" y="250" width="240" height="900"/></g>`,
        '#fff',
      ),
      blend: 'multiply',
    });
  }
  if (conds.has('blind_shadow')) {
    const gap = rng.float(50, 110) * (W / 1500);
    let stripes = '';
    for (let y = -H; y < 2 * H; y += gap)
      stripes += `<rect x="${-W}" y="${y}" width="${3 * W}" height="${gap * 0.5}"/>`;
    out.push({
      input: overlaySvg(
        W,
        H,
        `<filter id="b"><feGaussianBlur stdDeviation="${gap * 0.12}"/></filter><g fill="#000" opacity="${rng.float(0.3, 0.45)}" filter="url(#b)" transform="rotate(${rng.float(-35, 35)} ${W / 2} ${H / 2})">${stripes}</g>`,
        '#fff',
      ),
      blend: 'multiply',
    });
  }
  if (conds.has('side_light')) {
    const a = rng.float(0, 360);
    out.push({
      input: overlaySvg(
        W,
        H,
        `<linearGradient id="g" gradientTransform="rotate(${a} .5 .5)"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#555"/></linearGradient><rect width="${W}" height="${H}" fill="url(#g)"/>`,
      ),
      blend: 'multiply',
    });
    out.push({
      input: overlaySvg(
        W,
        H,
        `<radialGradient id="r"><stop offset="0" stop-color="#fff5e0" stop-opacity="0.5"/><stop offset="1" stop-color="#fff5e0" stop-opacity="0"/></radialGradient><ellipse cx="${rng.float(0, W)}" cy="${rng.float(0, H)}" rx="${W * 0.6}" ry="${H * 0.4}" fill="url(#r)"/>`,
        '#000',
      ),
      blend: 'screen',
    });
  }
  if (conds.has('windscreen')) {
    out.push({ input: overlaySvg(W, H, '', rng.pick(['#c8dde2', '#d3e1d6', '#cbd5e6'])), blend: 'multiply' });
    let refl = '';
    for (let i = 0; i < 5; i++) {
      refl += `<path d="M${rng.float(0, W)},${-50} q${rng.float(-300, 300)},${H / 2} ${rng.float(-200, 200)},${H + 100}" stroke="#fff" stroke-width="${rng.float(40, 200)}" opacity="${rng.float(0.08, 0.25)}" fill="none"/>`;
    }
    refl += `<g opacity="${rng.float(0.15, 0.3)}" fill="#fff">${Array.from({ length: 14 }, () => `<circle cx="${rng.float(0, W)}" cy="${rng.float(0, H * 0.5)}" r="${rng.float(40, 160)}"/>`).join('')}</g>`;
    out.push({
      input: overlaySvg(
        W,
        H,
        `<filter id="b"><feGaussianBlur stdDeviation="30"/></filter><g filter="url(#b)">${refl}</g>`,
        '#000',
      ),
      blend: 'screen',
    });
    const band = rng.float(0.06, 0.12) * H;
    let dots = `<rect x="0" y="0" width="${W}" height="${band * 0.55}" fill="#050505"/>`;
    for (let y = band * 0.55; y < band * 1.3; y += 22) {
      const r = Math.max(0.5, 9 * (1 - (y - band * 0.55) / (band * 0.75)));
      for (let x = 11; x < W; x += 22) dots += `<circle cx="${x}" cy="${y}" r="${r}" fill="#050505"/>`;
    }
    out.push({
      input: overlaySvg(
        W,
        H,
        `<g transform="${rng.chance(0.5) ? '' : `rotate(180 ${W / 2} ${H / 2})`}">${dots}</g>`,
      ),
    });
  }
  if (conds.has('glare') || conds.has('severe_glare')) {
    const gx = rng.float(0.2, 0.8) * W;
    const gy = rng.float(0.2, 0.8) * H;
    const rr = (severe ? rng.float(0.45, 0.6) : rng.float(0.12, 0.22)) * W;
    const peak = severe ? 1 : rng.float(0.55, 0.8);
    out.push({
      input: overlaySvg(
        W,
        H,
        `<radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.35" stop-color="#fff" stop-opacity="${peak * 0.75}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><ellipse cx="${gx}" cy="${gy}" rx="${rr * 1.4}" ry="${rr}" fill="url(#r)" transform="rotate(${rng.float(-40, 40)} ${gx} ${gy})"/>`,
        '#000',
      ),
      blend: 'screen',
    });
  }
  return out;
}

function motionKernel(rng: Rng, len: number): Kernel {
  const n = len % 2 === 0 ? len + 1 : len;
  const k = new Array(n * n).fill(0);
  const a = rng.float(0, Math.PI);
  const c = (n - 1) / 2;
  for (let i = -c; i <= c; i++) {
    const x = Math.round(c + i * Math.cos(a));
    const y = Math.round(c + i * Math.sin(a));
    k[y * n + x] = 1;
  }
  return { width: n, height: n, kernel: k, scale: k.reduce((s, v) => s + v, 0) };
}

async function encode(img: Sharp, rng: Rng, conds: Set<string>, severe: boolean): Promise<Photo> {
  let buf: Buffer;
  const q0 = severe || conds.has('severe_jpeg') ? rng.int(8, 18) : rng.int(72, 92);
  buf = await img.jpeg({ quality: q0, chromaSubsampling: '4:2:0' }).toBuffer();
  if (conds.has('jpeg_recompressed') || conds.has('severe_jpeg')) {
    const rounds = rng.int(2, 4);
    for (let i = 0; i < rounds; i++) {
      const meta = await sharp(buf).metadata();
      const f = rng.float(0.85, 0.97);
      buf = await sharp(buf)
        .resize(Math.round((meta.width ?? 1000) * f))
        .jpeg({ quality: conds.has('severe_jpeg') ? rng.int(6, 14) : rng.int(45, 70) })
        .toBuffer();
    }
  }
  return { image: buf, format: 'jpeg' };
}

/** A screenshot: exact pixels, optionally cropped, forwarded through a messaging app or recompressed. */
async function screenshot(r: Rendered, rng: Rng, conds: Set<string>): Promise<Photo> {
  const full = await raster(r, 1);
  let img = sharp(full.data, { raw: { width: full.w, height: full.h, channels: 4 } }).removeAlpha();
  if (conds.has('cropped')) {
    const top = rng.int(96, 260);
    const bottom = rng.int(0, Math.max(0, Math.min(400, full.h - top - 1500)));
    img = sharp(
      await img
        .extract({ left: 0, top, width: full.w, height: full.h - top - bottom })
        .png()
        .toBuffer(),
    );
  }
  const severe = conds.has('severe_blur') || conds.has('severe_tiny');
  if (severe) {
    const tiny = rng.int(110, 170);
    const small = await img.resize(tiny).png().toBuffer();
    img = sharp(small).resize(800).blur(rng.float(2.5, 4));
    return encode(img, rng, new Set([...conds, 'severe_jpeg']), true);
  }
  if (conds.has('messaging_800')) {
    img = sharp(await img.resize(800).png().toBuffer());
    return encode(img, rng, conds, false);
  }
  if (conds.has('jpeg_recompressed')) return encode(img, rng, conds, false);
  return { image: await img.png({ compressionLevel: 6 }).toBuffer(), format: 'png' };
}

function stockSurface(rng: Rng, stock: Stock, conds: Set<string>): string {
  if (conds.has('windscreen')) return 'dash';
  if (stock === 'screen') return rng.pick(['desk', 'fabric', 'wood']);
  return rng.pick(['wood', 'desk', 'fabric', 'granite', 'counter', 'dash']);
}

/** Put a phone's screen inside a dark bezel so it can be photographed like paper. */
function inPhoneBody(r: Rendered): Rendered {
  const b = 50;
  const w = r.w + 2 * b;
  const h = r.h + 2 * b;
  const moire = Array.from(
    { length: Math.ceil(h / 7) },
    (_, i) =>
      `<line x1="0" y1="${b + i * 7}" x2="${w}" y2="${b + i * 7 + 40}" stroke="#000" stroke-width="1.5" opacity="0.07"/>`,
  ).join('');
  return {
    w,
    h,
    defs: r.defs,
    body: `<rect width="${w}" height="${h}" rx="110" fill="#0b0b0c"/><g transform="translate(${b},${b})">${r.body}</g>${moire}<rect x="${w / 2 - 120}" y="${b + 20}" width="240" height="56" rx="28" fill="#000"/>`,
  };
}

export async function photograph(doc: Rendered, stock: Stock, conds: Set<string>, rng: Rng): Promise<Photo> {
  if (stock === 'screen' && !conds.has('photo_of_screen')) return screenshot(doc, rng, conds);
  const src = stock === 'screen' ? inPhoneBody(doc) : doc;
  const severe = [...conds].some((c) => c.startsWith('severe_'));
  const landscape = src.w > src.h * 1.15;
  const W = landscape ? 2000 : 1500;
  const H = landscape ? 1500 : 2000;
  let fill = rng.float(0.62, 0.86);
  if (conds.has('tiny_far')) fill = rng.float(0.2, 0.3);
  if (conds.has('severe_tiny')) fill = rng.float(0.06, 0.1);
  const scale = Math.min((W * fill) / src.w, (H * fill) / src.h) * (conds.has('tilted') ? 0.85 : 1);
  const paper = await raster(src, scale);
  if (conds.has('thermal_faded')) fade(paper, rng, severe ? 0.95 : rng.float(0.45, 0.68));
  const bg = await background(rng, W, H, stockSurface(rng, stock, conds));
  const quad = makeQuad(rng, W, H, paper.w, paper.h, conds);
  // drop shadow first, then the paper
  const shadowed = await sharp(bg.data, { raw: { width: W, height: H, channels: 3 } })
    .composite(shadowShapes(W, H, quad))
    .removeAlpha()
    .raw()
    .toBuffer();
  const scene: Raw = { data: shadowed, w: W, h: H, ch: 3 };
  let cr: Crumple | null = null;
  if (conds.has('crumpled') || conds.has('curled')) {
    cr = makeCrumple(
      rng,
      paper.w,
      paper.h,
      conds.has('crumpled') ? rng.float(0.6, 1) : 0.15,
      conds.has('curled') ? rng.float(0.3, 0.6) : 0,
    );
  }
  warpOnto(scene, paper, quad, cr, stock === 'screen' ? 1 : rng.float(0.93, 1.02));
  let img = sharp(scene.data, { raw: { width: W, height: H, channels: 3 } });
  const lights = lightShapes(rng, W, H, conds, conds.has('severe_glare'));
  if (lights.length)
    img = sharp(await img.composite(lights).removeAlpha().raw().toBuffer(), {
      raw: { width: W, height: H, channels: 3 },
    });
  let sigma = rng.float(0.4, 0.8);
  if (conds.has('blur')) sigma = rng.float(1.6, 2.6);
  if (conds.has('severe_blur')) sigma = rng.float(7, 11);
  img = img.blur(sigma);
  if (conds.has('motion_blur') || conds.has('severe_blur'))
    img = img.convolve(motionKernel(rng, conds.has('severe_blur') ? 31 : rng.int(7, 13)));
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out: Raw = { data, w: info.width, h: info.height, ch: 3 };
  const dark = conds.has('low_light') || conds.has('severe_dark');
  finish(out, rng, {
    noise: conds.has('severe_dark') ? 38 : dark ? rng.float(12, 20) : rng.float(2, 5),
    gain: conds.has('severe_dark')
      ? rng.float(0.14, 0.2)
      : dark
        ? rng.float(0.45, 0.6)
        : rng.float(0.95, 1.05),
    warm: dark ? rng.float(0.05, 0.12) : rng.float(-0.03, 0.04),
    vignette: dark ? 0.45 : rng.float(0.05, 0.25),
  });
  let fin = sharp(out.data, { raw: { width: out.w, height: out.h, channels: 3 } });
  if (conds.has('cropped')) {
    const xs = quad.map((p) => p[0]);
    const ys = quad.map((p) => p[1]);
    const m = rng.float(-0.02, 0.008);
    const left = Math.max(0, Math.round(Math.min(...xs) + m * W));
    const top = Math.max(0, Math.round(Math.min(...ys) + m * H));
    const right = Math.min(W, Math.round(Math.max(...xs) - m * W));
    const bottom = Math.min(H, Math.round(Math.max(...ys) - m * H));
    fin = sharp(
      await fin
        .extract({ left, top, width: right - left, height: bottom - top })
        .png()
        .toBuffer(),
    );
  }
  const rot = conds.has('rotated_90')
    ? 90
    : conds.has('rotated_180')
      ? 180
      : conds.has('rotated_270')
        ? 270
        : 0;
  if (rot) fin = sharp(await fin.rotate(rot).png().toBuffer());
  if (conds.has('messaging_800') || severe) fin = fin.resize({ width: 800, height: 800, fit: 'inside' });
  else if (conds.has('original_12mp'))
    fin = fin.resize({ width: 4032, height: 4032, fit: 'inside' }).sharpen();
  return encode(fin, rng, conds, severe);
}
