// Backgrounds and light overlays for simulated photos, as SVG strings sized to the frame.
import type { Rng } from './rng.ts';
import type { Pt } from './warp.ts';

export type Surface = 'wood' | 'desk' | 'dashboard' | 'seat' | 'granite' | 'denim';

export function background(r: Rng, W: number, H: number, surface: Surface, shadowQuad: Pt[] | null): string {
  const k = W / 1200;
  const seed = r.int(1, 9999);
  let body = '';
  let defs = '';
  switch (surface) {
    case 'wood': {
      const base = r.pick(['#9a6b43', '#b98a5a', '#6d4a2f', '#c9a27a']);
      defs += `<filter id="t" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(0.002 / k).toFixed(5)} ${(0.06 / k).toFixed(4)}" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.55 0"/></filter>`;
      body += `<rect width="${W}" height="${H}" fill="${base}"/><rect width="${W}" height="${H}" filter="url(#t)"/>`;
      const plank = r.int(220, 380) * k;
      for (let y = r.float(0, plank); y < H; y += plank)
        body += `<rect x="0" y="${y}" width="${W}" height="${2 * k}" fill="#000" opacity="0.35"/>`;
      break;
    }
    case 'desk':
      body += `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${r.pick(['#e9e9e4', '#d9dde2', '#f2efe9'])}"/><stop offset="1" stop-color="${r.pick(['#bfc3c7', '#cfc9bf'])}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;
      body += `<circle cx="${r.float(0, W)}" cy="${r.float(0, H)}" r="${r.float(60, 110) * k}" fill="none" stroke="#7b5b3a" stroke-width="${6 * k}" opacity="0.18"/>`;
      body += `<rect x="${r.float(0, W * 0.8)}" y="${r.float(0, H)}" width="${300 * k}" height="${14 * k}" rx="${7 * k}" fill="${r.pick(['#1f3f8f', '#222', '#b71c1c'])}" transform="rotate(${r.float(-40, 40)} ${W / 2} ${H / 2})"/>`;
      break;
    case 'dashboard':
      defs += `<filter id="t"><feTurbulence type="fractalNoise" baseFrequency="${(0.9 / k).toFixed(3)}" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.2  0 0 0 0 0.21  0 0 0 0.5 0"/></filter>`;
      body += `<rect width="${W}" height="${H}" fill="#2b2c2f"/><rect width="${W}" height="${H}" filter="url(#t)"/>`;
      body += `<path d="M0 ${H * 0.12} Q ${W / 2} ${-H * 0.02} ${W} ${H * 0.12} L ${W} 0 L 0 0 Z" fill="#9fb3c4" opacity="0.8"/>`;
      break;
    case 'seat':
      defs += `<filter id="t"><feTurbulence type="turbulence" baseFrequency="${(0.35 / k).toFixed(3)}" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.25  0 0 0 0 0.3  0 0 0 0.6 0"/></filter>`;
      body += `<rect width="${W}" height="${H}" fill="#3a3d45"/><rect width="${W}" height="${H}" filter="url(#t)"/>`;
      body += `<rect x="0" y="${H * r.float(0.2, 0.8)}" width="${W}" height="${10 * k}" fill="#1c1d22" opacity="0.7"/>`;
      break;
    case 'granite':
      defs += `<filter id="t"><feTurbulence type="fractalNoise" baseFrequency="${(0.25 / k).toFixed(3)}" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.1  0 0 0 0 0.1  0 0 0 1.2 -0.35"/></filter>`;
      body += `<rect width="${W}" height="${H}" fill="${r.pick(['#d8d2c8', '#8c8f93', '#efe9e1'])}"/><rect width="${W}" height="${H}" filter="url(#t)"/>`;
      break;
    case 'denim':
      defs += `<filter id="t"><feTurbulence type="fractalNoise" baseFrequency="${(0.6 / k).toFixed(3)} ${(0.08 / k).toFixed(3)}" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.85  0 0 0 0 0.88  0 0 0 0 0.95  0 0 0 0.35 0"/></filter>`;
      body += `<rect width="${W}" height="${H}" fill="${r.pick(['#34507a', '#2b3f5e', '#4a6792'])}"/><rect width="${W}" height="${H}" filter="url(#t)"/>`;
      body += `<path d="M0 ${H * r.float(0.3, 0.7)} q ${W / 2} ${r.float(-80, 80) * k} ${W} 0" stroke="#c9a24a" stroke-width="${3 * k}" stroke-dasharray="${9 * k} ${6 * k}" fill="none" opacity="0.7"/>`;
      break;
  }
  if (shadowQuad) {
    const off = 14 * k;
    defs += `<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${10 * k}"/></filter>`;
    body += `<polygon points="${shadowQuad.map(([x, y]) => `${x + off},${y + off * 1.3}`).join(' ')}" fill="#000" opacity="0.4" filter="url(#sh)"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;
}

export interface Overlay {
  svg: string;
  blend: 'multiply' | 'screen' | 'over';
}

const wrapSvg = (W: number, H: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

export function handShadow(r: Rng, W: number, H: number): Overlay {
  const k = W / 1200;
  const cx = r.float(0.2, 0.8) * W;
  const cy = r.float(0.1, 0.9) * H;
  const rot = r.float(0, 360);
  let fingers = '';
  for (let i = 0; i < 4; i++)
    fingers += `<rect x="${cx - 150 * k + i * 80 * k}" y="${cy - 420 * k}" width="${62 * k}" height="${r.float(260, 330) * k}" rx="${30 * k}"/>`;
  const body = `<rect width="${W}" height="${H}" fill="#fff"/><g fill="#6a6f7a" filter="url(#b)" transform="rotate(${rot} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${190 * k}" ry="${230 * k}"/>${fingers}<rect x="${cx - 120 * k}" y="${cy}" width="${240 * k}" height="${900 * k}"/></g>`;
  return {
    svg: wrapSvg(
      W,
      H,
      `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${28 * k}"/></filter>`,
      body,
    ),
    blend: 'multiply',
  };
}

export function blinds(r: Rng, W: number, H: number): Overlay {
  const k = W / 1200;
  const period = r.float(70, 120) * k;
  const rot = r.float(-35, 35);
  let bars = '';
  for (let y = -H; y < H * 2; y += period)
    bars += `<rect x="${-W}" y="${y}" width="${W * 3}" height="${period * r.float(0.4, 0.55)}"/>`;
  const body = `<rect width="${W}" height="${H}" fill="#fff"/><g fill="#7d7f86" filter="url(#b)" transform="rotate(${rot} ${W / 2} ${H / 2})">${bars}</g>`;
  return {
    svg: wrapSvg(W, H, `<filter id="b"><feGaussianBlur stdDeviation="${6 * k}"/></filter>`, body),
    blend: 'multiply',
  };
}

export function sideLight(r: Rng, W: number, H: number): Overlay {
  const dir = r.pick([
    ['0', '0', '1', '0'],
    ['1', '0', '0', '0'],
    ['0', '0', '0', '1'],
    ['0', '1', '1', '0'],
  ]);
  const warm = r.pick(['#fff6e0', '#ffffff', '#f0f4ff']);
  const defs = `<linearGradient id="g" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"><stop offset="0" stop-color="${warm}"/><stop offset="1" stop-color="#5a5650"/></linearGradient>`;
  return { svg: wrapSvg(W, H, defs, `<rect width="${W}" height="${H}" fill="url(#g)"/>`), blend: 'multiply' };
}

export function glare(r: Rng, W: number, H: number, at: Pt, size: number, strength: number): Overlay {
  const defs = `<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.45" stop-color="#fff" stop-opacity="${strength * 0.55}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const body = `<ellipse cx="${at[0]}" cy="${at[1]}" rx="${size}" ry="${size * r.float(0.5, 0.9)}" fill="url(#g)" transform="rotate(${r.float(-40, 40)} ${at[0]} ${at[1]})"/>`;
  return { svg: wrapSvg(W, H, defs, body), blend: 'screen' };
}

export function windscreen(r: Rng, W: number, H: number): Overlay[] {
  const tint = {
    svg: wrapSvg(
      W,
      H,
      '',
      `<rect width="${W}" height="${H}" fill="${r.pick(['#c9d6df', '#d5dccb', '#cfd3da'])}"/>`,
    ),
    blend: 'multiply' as const,
  };
  let bands = '';
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.float(-0.2, 1) * W;
    bands += `<polygon points="${x},0 ${x + r.float(80, 260)},0 ${x + r.float(200, 500)},${H} ${x + r.float(100, 300)},${H}" fill="#fff" opacity="${r.float(0.12, 0.3)}"/>`;
  }
  let dust = '';
  for (let i = 0; i < 60; i++)
    dust += `<circle cx="${r.float(0, W)}" cy="${r.float(0, H)}" r="${r.float(1, 4)}" fill="#fff" opacity="${r.float(0.1, 0.4)}"/>`;
  const refl = {
    svg: wrapSvg(
      W,
      H,
      `<filter id="b"><feGaussianBlur stdDeviation="${20 * (W / 1200)}"/></filter>`,
      `<g filter="url(#b)">${bands}</g>${dust}`,
    ),
    blend: 'screen' as const,
  };
  return [tint, refl];
}
