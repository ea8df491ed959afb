// Photo conditions (field guide §4): places a rendered document in a scene and degrades it.
import sharp from 'sharp';
import type { Rng } from './rng.ts';

type Sharp = ReturnType<typeof sharp>;
type OverlayOptions = NonNullable<Parameters<Sharp['composite']>[0]>[number];

export interface Raw {
  data: Buffer;
  w: number;
  h: number;
}

export async function svgToRaw(svg: string): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

async function imgToRaw(img: Sharp): Promise<Raw> {
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

const fromRaw = (r: Raw) => sharp(r.data, { raw: { width: r.w, height: r.h, channels: 4 } });

type Pt = [number, number];

/** homography mapping the 4 points `from` onto `to` (3x3, row-major, h33 = 1) */
function homography(from: Pt[], to: Pt[]): number[] {
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Pt;
    const [u, v] = to[i] as Pt;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let piv = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[piv]![c]!)) piv = r;
    [A[c], A[piv]] = [A[piv]!, A[c]!];
    const rowC = A[c]!;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const row = A[r]!;
      const f = row[c]! / rowC[c]!;
      for (let k = c; k < 9; k++) row[k] = row[k]! - f * rowC[k]!;
    }
  }
  const h: number[] = [];
  for (let i = 0; i < 8; i++) h.push(A[i]![8]! / A[i]![i]!);
  h.push(1);
  return h;
}

interface WarpOpts {
  crumple?: { amp: number; fx: number; fy: number; px: number; py: number; shade: number };
}

/** draws src into dst (in place) so that src corners land on quad (tl, tr, br, bl) */
function warpInto(dst: Raw, src: Raw, quad: Pt[], opts: WarpOpts = {}) {
  const srcPts: Pt[] = [
    [0, 0],
    [src.w, 0],
    [src.w, src.h],
    [0, src.h],
  ];
  const H = homography(quad, srcPts); // dst -> src
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - 4);
  const x1 = Math.min(dst.w - 1, Math.ceil(Math.max(...xs)) + 4);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)) - 4);
  const y1 = Math.min(dst.h - 1, Math.ceil(Math.max(...ys)) + 4);
  const S = src.data;
  const D = dst.data;
  const cr = opts.crumple;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const den = H[6]! * x + H[7]! * y + 1;
      let u = (H[0]! * x + H[1]! * y + H[2]!) / den;
      let v = (H[3]! * x + H[4]! * y + H[5]!) / den;
      let shade = 1;
      if (cr) {
        const a = Math.sin(u * cr.fx + cr.px) * Math.cos(v * cr.fy + cr.py);
        const b = Math.sin(u * cr.fx * 2.3 + v * cr.fy * 1.7 + cr.py);
        u += cr.amp * b;
        v += cr.amp * a;
        shade = 1 - cr.shade * (0.5 + 0.5 * Math.sin(u * cr.fx * 1.6 + v * cr.fy * 2.1 + cr.px) * a);
      }
      if (u < 0 || v < 0 || u >= src.w - 1 || v >= src.h - 1) continue;
      const ui = Math.floor(u);
      const vi = Math.floor(v);
      const fu = u - ui;
      const fv = v - vi;
      const i00 = (vi * src.w + ui) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + src.w * 4;
      const i11 = i01 + 4;
      const di = (y * dst.w + x) * 4;
      const a00 = S[i00 + 3]! / 255;
      const a10 = S[i10 + 3]! / 255;
      const a01 = S[i01 + 3]! / 255;
      const a11 = S[i11 + 3]! / 255;
      const alpha = (a00 * (1 - fu) + a10 * fu) * (1 - fv) + (a01 * (1 - fu) + a11 * fu) * fv;
      if (alpha <= 0) continue;
      for (let c = 0; c < 3; c++) {
        const val =
          ((S[i00 + c]! * a00 * (1 - fu) + S[i10 + c]! * a10 * fu) * (1 - fv) +
            (S[i01 + c]! * a01 * (1 - fu) + S[i11 + c]! * a11 * fu) * fv) /
          alpha;
        D[di + c] = Math.max(0, Math.min(255, D[di + c]! * (1 - alpha) + val * shade * alpha));
      }
      D[di + 3] = 255;
    }
  }
}

function sceneSvg(W: number, H: number, r: Rng): string {
  const kind = r.pick(['desk', 'dash', 'seat', 'counter', 'lap']);
  const base = {
    desk: ['#8a6240', '#6e4a2d'],
    dash: ['#2a2b2e', '#1b1c1e'],
    seat: ['#3d4047', '#2a2c31'],
    counter: ['#c9c4ba', '#b3ada2'],
    lap: ['#2f3c55', '#243047'],
  }[kind]!;
  const freq = kind === 'desk' ? '0.004 0.08' : '0.03';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base[0]}"/><stop offset="1" stop-color="${base[1]}"/></linearGradient><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${r.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer></filter></defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" filter="url(#n)"/></svg>`;
}

function overlaySvg(W: number, H: number, body: string, defs = ''): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`,
  );
}

export type Medium = 'paper' | 'screen';

export async function photograph(
  doc: Raw,
  conds: string[],
  r: Rng,
  medium: Medium,
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const has = (c: string) => conds.includes(c);
  let img: Sharp;
  let W: number;
  let H: number;
  if (medium === 'screen') {
    W = doc.w;
    H = doc.h;
    img = fromRaw(doc);
    if (has('photo_of_screen')) {
      // fallthrough to paper-style placement below
    }
  }
  if (medium === 'paper' || has('photo_of_screen') || has('unreadable_far')) {
    const tiny = has('tiny_far') || has('unreadable_far');
    const scaleFactor = has('unreadable_far') ? 9 : tiny ? 3.2 : r.range(1.25, 1.6);
    if (Math.max(doc.w, doc.h) * scaleFactor > 4000) {
      const k = 4000 / (Math.max(doc.w, doc.h) * scaleFactor);
      doc = await imgToRaw(fromRaw(doc).resize(Math.round(doc.w * k), Math.round(doc.h * k)));
    }
    const long = Math.max(doc.w, doc.h);
    // canvas in 4:3 or 3:4 orientation around the document
    const cw = Math.round(doc.w * scaleFactor + long * 0.3);
    const ch = Math.round(doc.h * scaleFactor + long * 0.3);
    W = cw;
    H = ch;
    const bg = await imgToRaw(sharp(Buffer.from(sceneSvg(W, H, r))));
    const cx = W / 2 + r.range(-0.08, 0.08) * W * (tiny ? 3 : 1);
    const cy = H / 2 + r.range(-0.08, 0.08) * H * (tiny ? 3 : 1);
    const angle =
      ((has('tilt') ? r.range(6, 16) * (r.chance(0.5) ? 1 : -1) : r.range(-2.5, 2.5)) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const hw = doc.w / 2;
    const hh = doc.h / 2;
    const corners: Pt[] = [
      [-hw, -hh],
      [hw, -hh],
      [hw, hh],
      [-hw, hh],
    ];
    let quad: Pt[] = corners.map(([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
    if (has('strong_perspective')) {
      // shrink one side strongly (keystone), as if shot from low and to the side
      const side = r.int(0, 3);
      const k = r.range(0.55, 0.7);
      const idx = [side, (side + 1) % 4];
      const other = [(side + 2) % 4, (side + 3) % 4];
      const mid: Pt = [
        (quad[idx[0]!]![0] + quad[idx[1]!]![0]) / 2,
        (quad[idx[0]!]![1] + quad[idx[1]!]![1]) / 2,
      ];
      quad = quad.map((p, i) =>
        idx.includes(i) ? [mid[0] + (p[0] - mid[0]) * k, mid[1] + (p[1] - mid[1]) * k] : p,
      );
      void other;
    } else {
      quad = quad.map(([x, y]) => [x + r.range(-0.02, 0.02) * doc.w, y + r.range(-0.015, 0.015) * doc.h]);
    }
    const crumple = has('crumpled')
      ? {
          amp: r.range(3, 7),
          fx: r.range(0.012, 0.025),
          fy: r.range(0.01, 0.02),
          px: r.range(0, 6),
          py: r.range(0, 6),
          shade: r.range(0.12, 0.2),
        }
      : undefined;
    // drop shadow under the paper
    warpInto(
      bg,
      await shadowOf(doc),
      quad.map(([x, y]) => [x + 8, y + 10]),
    );
    warpInto(bg, doc, quad, { crumple });
    img = fromRaw(bg);
  }
  img = img!;
  const overlays: OverlayOptions[] = [];
  if (has('windscreen_glare')) {
    const gx = r.range(0.25, 0.75) * W!;
    const gy = r.range(0.2, 0.6) * H!;
    overlays.push({
      input: overlaySvg(
        W!,
        H!,
        `<rect width="${W!}" height="${H!}" fill="#9fb8c8" fill-opacity="0.18"/><ellipse cx="${gx}" cy="${gy}" rx="${W! * 0.28}" ry="${H! * 0.12}" fill="url(#gl)" transform="rotate(${r.int(-35, 35)} ${gx} ${gy})"/><line x1="0" y1="${H! * r.range(0.1, 0.9)}" x2="${W!}" y2="${H! * r.range(0.1, 0.9)}" stroke="#fff" stroke-opacity="0.25" stroke-width="${W! * 0.03}"/>`,
        `<radialGradient id="gl"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
      ),
      blend: 'screen',
    });
  }
  if (has('hand_shadow')) {
    const hx = r.range(0.1, 0.6) * W!;
    const hy = r.range(0.4, 0.8) * H!;
    const s = Math.min(W!, H!) * 0.22;
    let fingers = '';
    for (let i = 0; i < 4; i++)
      fingers += `<rect x="${hx + i * s * 0.34}" y="${hy - s * 1.6}" width="${s * 0.26}" height="${s * 1.5}" rx="${s * 0.13}" transform="rotate(${-20 + i * 8} ${hx} ${hy})"/>`;
    overlays.push({
      input: overlaySvg(
        W!,
        H!,
        `<g fill="#000" fill-opacity="0.45" filter="url(#b)"><ellipse cx="${hx + s * 0.5}" cy="${hy + s * 0.3}" rx="${s * 0.9}" ry="${s * 0.8}"/>${fingers}<rect x="${hx}" y="${hy}" width="${s * 1.3}" height="${H!}"/></g>`,
        `<filter id="b"><feGaussianBlur stdDeviation="${s * 0.12}"/></filter>`,
      ),
      blend: 'multiply',
    });
  }
  if (has('blind_shadow')) {
    const period = Math.min(W!, H!) * r.range(0.06, 0.1);
    let bands = '';
    for (let y = -H!; y < 2 * H!; y += period)
      bands += `<rect x="${-W!}" y="${y}" width="${3 * W!}" height="${period * 0.45}"/>`;
    overlays.push({
      input: overlaySvg(
        W!,
        H!,
        `<g fill="#1a1410" fill-opacity="0.4" filter="url(#b)" transform="rotate(${r.int(-25, 25)} ${W! / 2} ${H! / 2})">${bands}</g>`,
        `<filter id="b"><feGaussianBlur stdDeviation="${period * 0.08}"/></filter>`,
      ),
      blend: 'multiply',
    });
  }
  if (has('side_light')) {
    const dir = r.pick([
      ['0', '0', '1', '0'],
      ['1', '0', '0', '0'],
      ['0', '0', '0', '1'],
    ]);
    overlays.push({
      input: overlaySvg(
        W!,
        H!,
        `<rect width="${W!}" height="${H!}" fill="url(#sl)"/>`,
        `<linearGradient id="sl" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"><stop offset="0" stop-color="#fff6e0"/><stop offset="0.55" stop-color="#8a8070"/><stop offset="1" stop-color="#2e2a24"/></linearGradient>`,
      ),
      blend: 'multiply',
    });
  }
  if (overlays.length) img = sharp(await img.composite(overlays).png().toBuffer());
  if (has('unreadable_blur'))
    img = sharp(
      await img
        .blur(Math.max(W!, H!) * 0.009)
        .modulate({ brightness: 1.15 })
        .png()
        .toBuffer(),
    );
  if (has('unreadable_far')) img = sharp(await img.blur(2.2).png().toBuffer());
  if (medium === 'paper' && !has('photo_of_screen') && !has('unreadable_blur'))
    img = sharp(await img.blur(0.6).png().toBuffer());
  if (has('quarter_turn'))
    img = sharp(
      await img
        .rotate(r.chance(0.5) ? 90 : 270)
        .png()
        .toBuffer(),
    );
  if (has('half_turn')) img = sharp(await img.rotate(180).png().toBuffer());
  // resolution
  const meta = await img.metadata();
  const w0 = meta.width ?? W!;
  const h0 = meta.height ?? H!;
  if (has('msg_800px') || has('unreadable_far')) {
    img = sharp(
      await img
        .resize(w0 >= h0 ? { width: 800 } : { height: 800 })
        .png()
        .toBuffer(),
    );
  } else if (has('camera_12mp')) {
    const k = Math.sqrt(12_000_000 / (w0 * h0));
    img = sharp(
      await img
        .resize(Math.round(w0 * k), Math.round(h0 * k))
        .png()
        .toBuffer(),
    );
  } else if (medium === 'paper' && Math.max(w0, h0) > 2400) {
    img = sharp(
      await img
        .resize(w0 >= h0 ? { width: 2400 } : { height: 2400 })
        .png()
        .toBuffer(),
    );
  }
  if (has('jpeg_repeat')) {
    let buf = await img.jpeg({ quality: r.int(55, 70) }).toBuffer();
    for (let i = 0; i < r.int(3, 5); i++) {
      const m = await sharp(buf).metadata();
      const k = r.range(0.85, 0.97);
      buf = await sharp(buf)
        .resize(Math.round((m.width ?? 800) * k))
        .jpeg({ quality: r.int(45, 65) })
        .toBuffer();
    }
    return { image: buf, format: 'jpeg' };
  }
  if (medium === 'screen' && !has('photo_of_screen') && r.chance(0.6))
    return { image: await img.png().toBuffer(), format: 'png' };
  return { image: await img.jpeg({ quality: r.int(80, 92) }).toBuffer(), format: 'jpeg' };
}

async function shadowOf(doc: Raw): Promise<Raw> {
  const out = Buffer.alloc(doc.data.length);
  for (let i = 0; i < doc.data.length; i += 4) out[i + 3] = Math.round(doc.data[i + 3]! * 0.35);
  return imgToRaw(sharp(out, { raw: { width: doc.w, height: doc.h, channels: 4 } }).blur(6));
}
