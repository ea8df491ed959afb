// Turns a drawn document into the photo or screenshot the case describes.
import sharp, { type Sharp } from 'sharp';
import {
  background,
  composeFrame,
  fade,
  lowInk,
  type Placement,
  type Raster,
  rasterize,
  type Surface,
} from './effects.ts';
import type { Rng } from './rng.ts';
import type { Doc } from './svg.ts';

type Pt = [number, number];

function lightingSvg(
  rng: Rng,
  conds: string[],
  w: number,
  h: number,
): { multiply: string | null; screen: string | null } {
  let mul = '';
  let scr = '';
  const blur = (id: string, sd: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
  let defs = blur('b1', w / 60) + blur('b2', w / 200);
  if (conds.includes('side-light')) {
    const dir = rng.pick([
      ['0', '0', '1', '0'],
      ['1', '0', '0', '0'],
      ['0', '0', '0', '1'],
      ['0', '1', '0', '0'],
    ]);
    defs += `<linearGradient id="sl" x1="${dir[0]}" y1="${dir[2]}" x2="${dir[1]}" y2="${dir[3]}"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#${rng.pick(['6a6a6a', '777777', '5e5a55'])}"/></linearGradient>`;
    mul += `<rect width="${w}" height="${h}" fill="url(#sl)"/>`;
  }
  if (conds.includes('hand-shadow')) {
    const fromLeft = rng.chance(0.5);
    const bx = fromLeft ? -w * 0.05 : w * 1.05;
    const by = rng.range(h * 0.3, h * 0.9);
    const op = rng.range(0.38, 0.5);
    let g = `<ellipse cx="${bx}" cy="${by}" rx="${w * 0.22}" ry="${h * 0.16}"/>`;
    for (let i = 0; i < 4; i++) {
      const ang = (fromLeft ? 0 : 180) + (i - 1.5) * 14 + rng.range(-5, 5);
      const len = w * rng.range(0.25, 0.35);
      const x2 = bx + Math.cos((ang * Math.PI) / 180) * len;
      const y2 = by - h * 0.12 + Math.sin((ang * Math.PI) / 180) * len * 0.6 + i * h * 0.05;
      g += `<line x1="${bx}" y1="${by - h * 0.08 + i * h * 0.05}" x2="${x2}" y2="${y2}" stroke="#000" stroke-width="${w * 0.055}" stroke-linecap="round"/>`;
    }
    mul += `<g fill="#000" opacity="${op}" filter="url(#b1)">${g}</g>`;
  }
  if (conds.includes('blind-stripes')) {
    const per = h / rng.int(7, 12);
    let g = '';
    for (let y = -h; y < 2 * h; y += per)
      g += `<rect x="${-w}" y="${y}" width="${3 * w}" height="${per * 0.45}"/>`;
    mul += `<g fill="#000" opacity="${rng.range(0.28, 0.38)}" filter="url(#b2)" transform="rotate(${rng.range(-25, 25)} ${w / 2} ${h / 2})">${g}</g>`;
  }
  if (conds.includes('windscreen-glare')) {
    mul += `<rect width="${w}" height="${h}" fill="#d2e4e6"/>`;
    scr += `<g filter="url(#b1)" opacity="0.55"><polygon points="${w * rng.range(0.1, 0.5)},0 ${w * rng.range(0.55, 0.8)},0 ${w * 0.2},${h} ${-w * 0.1},${h}" fill="#cfd8dc"/></g>`;
  }
  if (conds.includes('glare') || conds.includes('windscreen-glare')) {
    const cx = rng.range(0.25, 0.75) * w;
    const cy = rng.range(0.2, 0.8) * h;
    defs += `<radialGradient id="gl"><stop offset="0" stop-color="#fff" stop-opacity="${rng.range(0.55, 0.7)}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
    scr += `<ellipse cx="${cx}" cy="${cy}" rx="${w * rng.range(0.14, 0.24)}" ry="${h * rng.range(0.08, 0.15)}" fill="url(#gl)" transform="rotate(${rng.range(-40, 40)} ${cx} ${cy})"/>`;
  }
  if (conds.includes('unreadable-dark')) mul += `<rect width="${w}" height="${h}" fill="#0b0b0b"/>`;
  const wrap = (body: string, bg: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs}</defs><rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`;
  return { multiply: mul ? wrap(mul, '#fff') : null, screen: scr ? wrap(scr, '#000') : null };
}

async function encode(
  img: Sharp,
  conds: string[],
  rng: Rng,
  w: number,
  _h: number,
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  let buf: Buffer;
  let pipe = img;
  if (conds.includes('turn-90')) pipe = pipe.rotate(90);
  if (conds.includes('turn-180')) pipe = pipe.rotate(180);
  if (conds.includes('turn-270')) pipe = pipe.rotate(270);
  const exif = conds.includes('exif-6') ? 6 : conds.includes('exif-8') ? 8 : conds.includes('exif-3') ? 3 : 0;
  if (exif) pipe = pipe.rotate(exif === 6 ? 270 : exif === 8 ? 90 : 180);
  if (conds.includes('messaging-800')) pipe = pipe.resize(800, 800, { fit: 'inside' });
  buf = await pipe
    .jpeg({
      quality: conds.includes('messaging-800')
        ? rng.int(66, 76)
        : conds.includes('12mp')
          ? 88
          : rng.int(82, 92),
    })
    .toBuffer();
  if (conds.includes('recompressed')) {
    const loops = rng.int(3, 5);
    for (let i = 0; i < loops; i++) {
      let p = sharp(buf);
      if (rng.chance(0.4)) {
        const m = await p.metadata();
        p = p.resize(Math.round((m.width ?? w) * 0.94));
      }
      buf = await p.jpeg({ quality: rng.int(38, 58) }).toBuffer();
    }
  }
  if (exif) buf = await sharp(buf).withMetadata({ orientation: exif }).jpeg({ quality: 92 }).toBuffer();
  return { image: buf, format: 'jpeg' };
}

export async function renderImage(
  doc: Doc,
  medium: 'paper' | 'screen',
  conds: string[],
  rng: Rng,
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  let r: Raster = await rasterize(doc.svg);
  if (medium === 'screen' && !conds.includes('photo-of-screen')) {
    if (!conds.includes('messaging-800') && !conds.includes('recompressed'))
      return {
        image: await sharp(r.data, { raw: { width: r.w, height: r.h, channels: 4 } })
          .png()
          .toBuffer(),
        format: 'png',
      };
    return encode(
      sharp(r.data, { raw: { width: r.w, height: r.h, channels: 4 } }).flatten({ background: '#fff' }),
      conds,
      rng,
      r.w,
      r.h,
    );
  }
  if (medium === 'screen') {
    const bez = Math.round(r.w * 0.045);
    const data = await sharp(r.data, { raw: { width: r.w, height: r.h, channels: 4 } })
      .extend({ top: bez * 2, bottom: bez * 2, left: bez, right: bez, background: '#0d0d0d' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    r = { data: data.data, w: data.info.width, h: data.info.height };
  }
  if (conds.includes('faded')) fade(r, rng);
  if (conds.includes('low-ink')) lowInk(r, rng);
  const portrait = r.h > r.w * 1.05;
  let [W, H] = conds.includes('12mp')
    ? [4000, 3000]
    : conds.includes('unreadable-tiny')
      ? [1024, 768]
      : [1600, 1200];
  if (portrait) [W, H] = [H, W];
  const frac = conds.includes('unreadable-tiny')
    ? rng.range(0.035, 0.045)
    : conds.includes('tiny-far')
      ? rng.range(0.3, 0.36)
      : rng.range(0.78, 0.92);
  const sc = Math.min((H * frac) / r.h, (W * (conds.includes('tiny-far') ? 0.4 : 0.9)) / r.w);
  const dw = r.w * sc;
  const dh = r.h * sc;
  let pts: Pt[] = [
    [-dw / 2, -dh / 2],
    [dw / 2, -dh / 2],
    [dw / 2, dh / 2],
    [-dw / 2, dh / 2],
  ];
  if (conds.includes('perspective')) {
    const k = rng.range(0.7, 0.82);
    const side = rng.int(0, 3);
    pts = pts.map(([x, y], i) => {
      if (side === 0 && i < 2) return [x * k, y * 0.92];
      if (side === 1 && i >= 2) return [x * k, y * 0.92];
      if (side === 2 && (i === 0 || i === 3)) return [x * 0.92, y * k];
      if (side === 3 && (i === 1 || i === 2)) return [x * 0.92, y * k];
      return [x, y];
    });
  }
  const ang =
    ((conds.includes('small-tilt') ? rng.pick([-1, 1]) * rng.range(3, 7) : rng.range(-1.5, 1.5)) * Math.PI) /
    180;
  const cx = W / 2 + rng.range(-0.04, 0.04) * W * (conds.includes('tiny-far') ? 5 : 1);
  const cy = H / 2 + rng.range(-0.03, 0.03) * H * (conds.includes('tiny-far') ? 5 : 1);
  const quad = pts.map(
    ([x, y]) =>
      [cx + x * Math.cos(ang) - y * Math.sin(ang), cy + x * Math.sin(ang) + y * Math.cos(ang)] as Pt,
  );
  const surface: Surface = conds.includes('windscreen-glare')
    ? 'dash'
    : rng.pick(['wood', 'dash', 'fabric', 'desk', 'counter', 'seat']);
  const creases = conds.includes('crumpled')
    ? Array.from({ length: rng.int(5, 9) }, () => {
        const t = rng.range(0, Math.PI);
        const a = Math.cos(t);
        const b = Math.sin(t);
        return {
          a,
          b,
          c: -(a * rng.range(0, r.w) + b * rng.range(0, r.h)),
          s: rng.pick([-1, 1]) * rng.range(0.1, 0.2),
        };
      })
    : [];
  const pl: Placement = {
    quad,
    curl: conds.includes('curled') ? rng.pick([-1, 1]) * rng.range(0.7, 1.2) : 0,
    creases,
    bg: await background(rng, surface, W, H),
    grain: rng.range(6, 12),
    shadow: true,
  };
  const frame = composeFrame(r, W, H, pl, rng.int(1, 2 ** 30));
  const lw = 400;
  const light = lightingSvg(rng, conds, lw, Math.round((lw * H) / W));
  if (light.multiply || light.screen) {
    const big = async (svg: string) =>
      sharp(await sharp(Buffer.from(svg)).png().toBuffer())
        .resize(W, H, { kernel: 'linear', fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
    if (light.multiply) {
      const m = await big(light.multiply);
      for (let i = 0; i < frame.length; i++) frame[i] = (frame[i]! * m[i]!) / 255;
    }
    if (light.screen) {
      const sc2 = await big(light.screen);
      for (let i = 0; i < frame.length; i++) frame[i] = 255 - ((255 - frame[i]!) * (255 - sc2[i]!)) / 255;
    }
  }
  if (conds.includes('unreadable-dark')) {
    let s = rng.int(1, 2 ** 30);
    for (let i = 0; i < frame.length; i++) {
      s = (s * 1664525 + 1013904223) >>> 0;
      frame[i] = Math.max(0, Math.min(255, frame[i]! * 0.16 + ((s >>> 24) / 255) * 12));
    }
  }
  let img = sharp(frame, { raw: { width: W, height: H, channels: 3 } });
  const sigma = conds.includes('unreadable-blur')
    ? W / 55
    : conds.includes('unreadable-dark')
      ? 4
      : conds.includes('unreadable-tiny')
        ? 1.3
        : 0.45 + (W / 1600) * 0.35;
  img = img.blur(sigma);
  return encode(img, conds, rng, W, H);
}
