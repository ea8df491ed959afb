/**
 * Turns a drawn document into what a driver uploads: a phone photo of a paper ticket (surface,
 * tilt, keystone, shadow and lighting, faded thermal print, blur, noise, JPEG), a screenshot
 * (PNG or a re-compressed JPEG, sometimes photographed off another phone), or, for the
 * 'unreadable' share, a photo too blurred, tiny, dark or shaken to read. Deterministic per Rng.
 *
 * Geometry and lighting are done in one SVG (the document's own vectors placed with a
 * transform), rasterised once by librsvg; pixel effects follow in sharp.
 */
import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { Doc } from './doc';
import type { DrawnDoc } from './render';
import { drawDoc } from './render';
import type { Rng } from './rng';

sharp.cache(false);

export type Unreadable = 'blur' | 'tiny' | 'dark' | 'shake';

export interface Shot {
  image: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** What was done, in order, e.g. ['surface:wood', 'tilt:-6.2', 'jpeg:40']. */
  effects: string[];
}

/**
 * Surfaces photos are taken on, drawn as a few long vector strokes in the photo's own SVG
 * (tiling a texture with sharp costs more than the whole ticket).
 */
const SURFACES: { name: string; draw: (w: number, h: number, rng: Rng) => string }[] = [
  {
    name: 'car-seat',
    draw: (w, h) => {
      let d = '';
      for (let x = -h; x < w; x += 14) d += `M${x} ${h} L${x + h} 0 `;
      return `<rect width="${w}" height="${h}" fill="#3b3f46"/><path d="${d}" stroke="#464b53" stroke-width="5"/>`;
    },
  },
  {
    name: 'dashboard',
    draw: (w, h, rng) =>
      `<rect width="${w}" height="${h}" fill="#1e1f22"/><ellipse cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" rx="${w / 2}" ry="${h / 3}" fill="#2a2c30" opacity="0.6"/>`,
  },
  {
    name: 'wood',
    draw: (w, h, rng) => {
      let d = '';
      for (let y = 0; y < h; y += rng.int(18, 40))
        d += `M0 ${y} Q${w / 3} ${y + rng.int(-8, 8)} ${w / 2} ${y + rng.int(-6, 6)} T${w} ${y} `;
      return `<rect width="${w}" height="${h}" fill="#8a5a33"/><path d="${d}" stroke="#74482a" stroke-width="3" fill="none"/>`;
    },
  },
  {
    name: 'table',
    draw: (w, h) => `<rect width="${w}" height="${h}" fill="#dcd8cf"/>`,
  },
  {
    name: 'denim',
    draw: (w, h) => {
      let d = '';
      for (let x = 0; x < w + h; x += 8) d += `M${x} 0 L${x - h} ${h} `;
      return `<rect width="${w}" height="${h}" fill="#3d5a80"/><path d="${d}" stroke="#486895" stroke-width="3"/>`;
    },
  },
  {
    name: 'carpet',
    draw: (w, h) => `<rect width="${w}" height="${h}" fill="#5d5f63"/>`,
  },
];

/** Materialises a pipeline as raw pixels (no PNG round trip between steps). */
async function settle(image: Sharp): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

const PHOTO_SIZES: [number, number][] = [
  [1080, 1440],
  [1200, 1600],
  [1512, 2016],
  [1536, 2048],
];

function noiseTile(rng: Rng, amount: number, mode: 'overlay' | 'add'): Buffer {
  const size = 192;
  const data = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    // Roughly Gaussian: the sum of three uniforms.
    const g = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * amount;
    const value = mode === 'overlay' ? 128 + g : Math.abs(g);
    const v = Math.max(0, Math.min(255, Math.round(value)));
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  return data;
}

function tiltAngle(rng: Rng): number {
  const magnitude = rng.weighted([
    [rng.range(2, 6), 55],
    [rng.range(6, 9), 30],
    [rng.range(9, 12), 15],
  ] as const);
  return (rng.chance(0.5) ? -1 : 1) * magnitude;
}

interface Placement {
  width: number;
  height: number;
  tilt: number;
  skewX: number;
  skewY: number;
  squashY: number;
  fill: number;
}

/**
 * The scale that keeps the whole document inside the frame after tilt and keystone (a corner
 * cut off could hide the date and change the right answer), aiming for `fill` of the width.
 */
function fitScale(drawn: DrawnDoc, place: Placement): { scale: number; spareX: number; spareY: number } {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const w = drawn.width + drawn.height * Math.abs(Math.tan(rad(place.skewX)));
  const h = drawn.height * place.squashY + drawn.width * Math.abs(Math.tan(rad(place.skewY)));
  const c = Math.abs(Math.cos(rad(place.tilt)));
  const s = Math.abs(Math.sin(rad(place.tilt)));
  const boxW = w * c + h * s;
  const boxH = w * s + h * c;
  const scale = Math.min(
    (place.width * place.fill) / drawn.width,
    (place.width * 0.94) / boxW,
    (place.height * 0.94) / boxH,
  );
  return {
    scale,
    spareX: Math.max(0, place.width - boxW * scale) / 2,
    spareY: Math.max(0, place.height - boxH * scale) / 2,
  };
}

/** The photo as one SVG: surface, shadow, the document (transformed), lighting. */
function photoSvg(
  drawn: DrawnDoc,
  place: Placement,
  rng: Rng,
  extras: { surface: (typeof SURFACES)[number]; light: number; glare: number; bezel: boolean },
): string {
  const { width: W, height: H } = place;
  const { scale, spareX, spareY } = fitScale(drawn, place);
  const cx = W / 2 + rng.range(-0.8, 0.8) * spareX;
  const cy = H / 2 + rng.range(-0.8, 0.8) * spareY;
  const transform = `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${place.tilt.toFixed(2)}) skewX(${place.skewX.toFixed(2)}) skewY(${place.skewY.toFixed(2)}) scale(${scale.toFixed(4)} ${(scale * place.squashY).toFixed(4)}) translate(${(-drawn.width / 2).toFixed(1)} ${(-drawn.height / 2).toFixed(1)})`;
  const angle = rng.range(0, 360);
  const bezel = extras.bezel
    ? `<rect x="-18" y="-18" width="${drawn.width + 36}" height="${drawn.height + 36}" rx="40" fill="#0b0b0c"/>`
    : '';
  const lighting =
    extras.light > 0
      ? `<defs><linearGradient id="light" gradientTransform="rotate(${angle.toFixed(0)} 0.5 0.5)"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${extras.light.toFixed(2)}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#light)"/>`
      : '';
  const glare =
    extras.glare > 0
      ? `<defs><radialGradient id="glare" cx="${rng.range(0.3, 0.7).toFixed(2)}" cy="${rng.range(0.2, 0.6).toFixed(2)}" r="0.35"><stop offset="0" stop-color="#fff" stop-opacity="${extras.glare.toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#glare)"/>`
      : '';
  // A soft-edged shadow from a few offset copies (an SVG blur filter is slow at photo size).
  const shadow = [4, 8, 12]
    .map(
      (o) =>
        `<g transform="translate(${(o / scale).toFixed(1)} ${((o * 1.5) / scale).toFixed(1)})" opacity="0.16">${drawn.outline}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
${extras.surface.draw(W, H, rng)}
<g transform="${transform}">
${shadow}
${bezel}${drawn.svg}
</g>
${lighting}${glare}
</svg>`;
}

function screenSvg(drawn: DrawnDoc, width: number): { svg: string; height: number } {
  const scale = width / drawn.width;
  const height = Math.round(drawn.height * scale);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${drawn.width} ${drawn.height}">${drawn.svg}</svg>`,
    height,
  };
}

/** Heavy degradation: the text (dates included) cannot be read by anyone. */
async function ruin(
  image: Sharp,
  kind: Unreadable,
  textPx: number,
  rng: Rng,
  effects: string[],
  width: number,
) {
  switch (kind) {
    case 'blur': {
      const sigma = Math.max(6, textPx * rng.range(0.75, 1.0));
      effects.push(`unreadable-blur:${sigma.toFixed(1)}`);
      return settle(image.blur(sigma));
    }
    case 'tiny': {
      // Body text about 3 px high: no one can read a date (the fixture's tiny photo is 180 px wide).
      const target = Math.max(72, Math.min(180, Math.round((width * rng.range(2.8, 3.4)) / textPx)));
      effects.push(`unreadable-tiny:${target}px`);
      return settle(image.resize({ width: target }));
    }
    case 'dark': {
      const gain = rng.range(0.035, 0.06);
      effects.push(`unreadable-dark:${gain.toFixed(3)}`);
      const dark = await settle(image.blur(Math.max(1.5, textPx * 0.25)).linear(gain, 0));
      const noise = noiseTile(rng, 14, 'add');
      return settle(
        dark.composite([
          { input: noise, raw: { width: 192, height: 192, channels: 4 }, tile: true, blend: 'add' },
        ]),
      );
    }
    case 'shake': {
      // Motion blur along a short line, done at a third of the size (a 120 px kernel is slow).
      const length = Math.max(15, Math.round(textPx * rng.range(3.5, 4.5)));
      const n = Math.max(5, Math.min(Math.round(length / 3), 91)) | 1;
      const kernel = new Array(n * n).fill(0);
      const slope = rng.range(-0.35, 0.35);
      const mid = (n - 1) / 2;
      for (let i = 0; i < n; i++) {
        const row = Math.round(mid + (i - mid) * slope);
        kernel[row * n + i] = 1;
      }
      effects.push(`unreadable-shake:${n * 3}px@${width}`);
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const small = await settle(
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
          width: Math.round(info.width / 3),
        }),
      );
      return settle(
        small
          .convolve({ width: n, height: n, kernel })
          .blur(0.6)
          .resize({ width: info.width, height: info.height }),
      );
    }
  }
}

export interface ShootOptions {
  unreadable?: Unreadable | null;
}

export async function shoot(doc: Doc, rng: Rng, options: ShootOptions = {}): Promise<Shot> {
  const effects: string[] = [];
  const isScreen = !!doc.style.screen;
  const clean = !options.unreadable && rng.chance(0.15);
  if (clean) effects.push('clean');
  let image: Sharp;
  let width: number;
  let height: number;
  let textPx: number;
  let format: 'jpeg' | 'png' = 'jpeg';
  let quality = rng.int(72, 92);

  const photographScreen = isScreen && !clean && (options.unreadable ? rng.chance(0.5) : rng.chance(0.12));
  if (isScreen && !photographScreen) {
    const drawn = drawDoc(doc);
    const targets = drawn.width > 600 ? [1260, 1440, 1600] : [828, 1080, 1170, 1284];
    width = rng.pick(targets);
    const screen = screenSvg(drawn, width);
    height = screen.height;
    textPx = doc.style.size * (width / drawn.width);
    effects.push(`screenshot:${width}x${height}`, doc.style.paper === '#ffffff' ? 'light' : 'dark-mode');
    image = await settle(sharp(Buffer.from(screen.svg)).flatten({ background: doc.style.paper }));
    format = clean || rng.chance(0.55) ? 'png' : 'jpeg';
    if (format === 'jpeg') quality = rng.chance(0.4) ? 40 : rng.int(60, 85);
  } else {
    const faded = !isScreen && !clean && rng.chance(0.2) ? rng.range(0.35, 0.55) : 1;
    const drawn = drawDoc(doc, { fade: faded });
    if (faded < 1) effects.push(`faded:${faded.toFixed(2)}`);
    const big = !options.unreadable && rng.chance(0.025);
    const wide = drawn.width > drawn.height * 1.3;
    const [w, h] = big ? [3024, 4032] : rng.pick(PHOTO_SIZES);
    width = wide ? h : w;
    height = wide ? w : h;
    const surface = rng.pick(SURFACES);
    const tilt = clean ? rng.range(-1, 1) : tiltAngle(rng);
    const keystone = !clean && rng.chance(0.35);
    const place: Placement = {
      width,
      height,
      tilt,
      skewX: keystone ? rng.range(-6, 6) : 0,
      skewY: keystone ? rng.range(-3, 3) : 0,
      squashY: keystone ? rng.range(0.9, 1) : 1,
      fill: isScreen ? rng.range(0.55, 0.7) : rng.range(0.55, 0.85),
    };
    const light = clean ? 0 : rng.chance(0.6) ? rng.range(0.15, 0.5) : 0;
    const glare = clean ? 0 : rng.chance(0.2) ? rng.range(0.2, 0.45) : 0;
    effects.push(`photo:${width}x${height}`, `surface:${surface.name}`, `tilt:${tilt.toFixed(1)}`);
    if (keystone) effects.push(`keystone:${place.skewX.toFixed(1)}/${place.skewY.toFixed(1)}`);
    if (light) effects.push(`shadow:${light.toFixed(2)}`);
    if (glare) effects.push(`glare:${glare.toFixed(2)}`);
    if (isScreen) effects.push('screen-photographed', doc.style.paper === '#ffffff' ? 'light' : 'dark-mode');
    const svg = photoSvg(drawn, place, rng, { surface, light, glare, bezel: isScreen });
    textPx = doc.style.size * fitScale(drawn, place).scale;
    image = await settle(sharp(Buffer.from(svg)).removeAlpha());
    if (big) effects.push('12MP');
  }

  if (options.unreadable) {
    image = await ruin(image, options.unreadable, textPx, rng, effects, width);
    quality = rng.int(55, 80);
    format = 'jpeg';
  } else if (!clean) {
    if (!isScreen || photographScreen) {
      if (rng.chance(0.35)) {
        const sigma = rng.range(0.6, 1.5);
        effects.push(`blur:${sigma.toFixed(1)}`);
        image = await settle(image.blur(sigma));
      }
      if (rng.chance(0.45)) {
        const amount = rng.range(6, 16);
        effects.push(`noise:${amount.toFixed(0)}`);
        image = await settle(
          image.composite([
            {
              input: noiseTile(rng, amount, 'overlay'),
              raw: { width: 192, height: 192, channels: 4 },
              tile: true,
              blend: 'overlay',
            },
          ]),
        );
      }
      if (rng.chance(0.15)) quality = 40;
    }
  }

  let exifOrientation = 0;
  if (!clean && rng.chance(0.08)) {
    const turn = rng.pick([90, 180, 270]);
    effects.push(`rotated:${turn}`);
    image = await settle(image.rotate(turn));
  } else if (!clean && !isScreen && rng.chance(0.04)) {
    // Stored sideways with an EXIF orientation, as phone cameras do; displays upright.
    effects.push('exif-orientation:8');
    image = await settle(image.rotate(90));
    exifOrientation = 8;
    format = 'jpeg';
  }

  if (format === 'jpeg') {
    effects.push(`jpeg:${quality}`);
    let out = image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: false });
    if (exifOrientation) out = out.withMetadata({ orientation: exifOrientation });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { image: data, format, width: info.width, height: info.height, effects };
  }
  effects.push('png');
  const { data, info } = await image.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
  return { image: data, format, width: info.width, height: info.height, effects };
}
