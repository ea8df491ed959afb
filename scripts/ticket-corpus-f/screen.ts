// Phone chrome (status bar, app bar, nav), a mail-app frame and a street map for app screenshots.
import { esc, type Rendered, svgText } from './doc.ts';
import type { Rng } from './rng.ts';

export interface Theme {
  dark: boolean;
  bg: string;
  fg: string;
  sub: string;
  card: string;
  line: string;
}

export function theme(dark: boolean): Theme {
  return dark
    ? { dark, bg: '#0f1115', fg: '#f2f4f7', sub: '#9aa3ae', card: '#1c1f26', line: '#2c313a' }
    : { dark, bg: '#f4f5f7', fg: '#15181d', sub: '#5f6874', card: '#ffffff', line: '#dfe2e6' };
}

export interface PhoneOpts {
  w?: number;
  h?: number;
  statusTime: string;
  statusBg: string;
  statusFg: string;
  battery: number;
  carrier?: string;
  bottom?: { bg: string; fg: string; items: string[]; active: number; accent: string };
}

/** Wrap app content (width w) into a full phone screenshot. */
export function phone(content: Rendered, o: PhoneOpts): Rendered {
  const w = o.w ?? 1080;
  const sb = 96;
  const navH = o.bottom ? 170 : 0;
  const h = Math.max(o.h ?? 2340, sb + content.h + navH + 40);
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="${o.statusBg}"/>`);
  parts.push(`<g transform="translate(0,${sb})">${content.body}</g>`);
  parts.push(`<rect width="${w}" height="${sb}" fill="${o.statusBg}"/>`);
  parts.push(svgText(60, 64, o.statusTime, { size: 38, bold: true }, o.statusFg));
  if (o.carrier) parts.push(svgText(200, 64, o.carrier, { size: 30 }, o.statusFg));
  // signal bars, wifi and battery
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<rect x="${w - 300 + i * 16}" y="${62 - i * 8}" width="10" height="${10 + i * 8}" rx="2" fill="${o.statusFg}"/>`,
    );
  }
  parts.push(
    `<path d="M${w - 220},50 q26,-22 52,0 l-8,8 q-18,-14 -36,0z M${w - 206},62 q12,-10 24,0 l-12,12z" fill="${o.statusFg}"/>`,
  );
  parts.push(
    `<rect x="${w - 150}" y="38" width="70" height="34" rx="8" fill="none" stroke="${o.statusFg}" stroke-width="3"/>`,
  );
  parts.push(
    `<rect x="${w - 145}" y="43" width="${(60 * o.battery) / 100}" height="24" rx="4" fill="${o.battery < 20 ? '#e5484d' : o.statusFg}"/>`,
  );
  parts.push(svgText(w - 60, 66, `${o.battery}`, { size: 26, align: 'left' }, o.statusFg));
  if (o.bottom) {
    const b = o.bottom;
    const y = h - navH;
    parts.push(`<rect x="0" y="${y}" width="${w}" height="${navH}" fill="${b.bg}"/>`);
    parts.push(
      `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${b.fg}" stroke-opacity="0.2" stroke-width="2"/>`,
    );
    b.items.forEach((it, i) => {
      const cx = (w / b.items.length) * (i + 0.5);
      const col = i === b.active ? b.accent : b.fg;
      parts.push(`<circle cx="${cx}" cy="${y + 52}" r="20" fill="none" stroke="${col}" stroke-width="5"/>`);
      parts.push(svgText(cx, y + 112, it, { size: 28, align: 'center', bold: i === b.active }, col));
    });
    parts.push(
      `<rect x="${w / 2 - 140}" y="${h - 28}" width="280" height="10" rx="5" fill="${b.fg}" fill-opacity="0.6"/>`,
    );
  }
  return { w, h, body: parts.join('\n'), defs: content.defs };
}

export function appBar(
  w: number,
  title: string,
  o: { bg: string; fg: string; back?: boolean; action?: string; h?: number },
): string {
  const h = o.h ?? 150;
  const out = [`<rect x="0" y="0" width="${w}" height="${h}" fill="${o.bg}"/>`];
  if (o.back)
    out.push(
      `<path d="M70,${h / 2 - 24} l-28,24 l28,24" fill="none" stroke="${o.fg}" stroke-width="7" stroke-linecap="round"/>`,
    );
  out.push(svgText(o.back ? 110 : 48, h / 2 + 17, title, { size: 46, bold: true }, o.fg));
  if (o.action) out.push(svgText(w - 48, h / 2 + 14, o.action, { size: 36, align: 'right' }, o.fg));
  return out.join('');
}

/** An abstract street map with a parking pin. */
export function streetMap(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  dark: boolean,
  label?: string,
): string {
  const land = dark ? '#1d2330' : '#ece8df';
  const road = dark ? '#39424f' : '#ffffff';
  const major = dark ? '#6b5a2e' : '#f7d774';
  const park = dark ? '#1f3527' : '#cfe8c4';
  const water = dark ? '#16324a' : '#aad3f0';
  const id = `clip${Math.round(x)}_${Math.round(y)}`;
  const out = [
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24"/></clipPath><g clip-path="url(#${id})">`,
  ];
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${land}"/>`);
  for (let i = 0; i < 3; i++) {
    out.push(
      `<rect x="${x + rng.float(0, w)}" y="${y + rng.float(0, h)}" width="${rng.float(80, 260)}" height="${rng.float(60, 200)}" rx="18" fill="${park}"/>`,
    );
  }
  if (rng.chance(0.5)) {
    out.push(
      `<path d="M${x},${y + h * rng.float(0.6, 0.9)} C${x + w * 0.3},${y + h * rng.float(0.5, 1)} ${x + w * 0.6},${y + h * rng.float(0.5, 1)} ${x + w},${y + h * rng.float(0.6, 0.95)}" stroke="${water}" stroke-width="46" fill="none"/>`,
    );
  }
  for (let i = 0; i < 12; i++) {
    const vertical = i % 2 === 0;
    const p = rng.float(0, vertical ? w : h);
    const tilt = rng.float(-60, 60);
    const sw = i < 2 ? 26 : rng.pick([10, 14, 16]);
    const col = i < 2 ? major : road;
    out.push(
      vertical
        ? `<line x1="${x + p}" y1="${y}" x2="${x + p + tilt}" y2="${y + h}" stroke="${col}" stroke-width="${sw}"/>`
        : `<line x1="${x}" y1="${y + p}" x2="${x + w}" y2="${y + p + tilt}" stroke="${col}" stroke-width="${sw}"/>`,
    );
  }
  const px = x + w * rng.float(0.35, 0.65);
  const py = y + h * rng.float(0.35, 0.6);
  out.push(`<circle cx="${px}" cy="${py + 70}" r="22" fill="#000" fill-opacity="0.18"/>`);
  out.push(
    `<path d="M${px},${py + 70} C${px - 50},${py + 10} ${px - 50},${py - 60} ${px},${py - 60} C${px + 50},${py - 60} ${px + 50},${py + 10} ${px},${py + 70}Z" fill="#1f6feb"/>`,
  );
  out.push(svgText(px, py + 6, 'P', { size: 58, bold: true, align: 'center' }, '#ffffff'));
  if (label) {
    const lw = label.length * 17 + 40;
    out.push(
      `<rect x="${px - lw / 2}" y="${py + 84}" width="${lw}" height="50" rx="25" fill="${dark ? '#0f1115' : '#ffffff'}" fill-opacity="0.92"/>`,
    );
    out.push(
      svgText(px, py + 118, label, { size: 28, align: 'center', bold: true }, dark ? '#f2f4f7' : '#15181d'),
    );
  }
  out.push('</g>');
  return out.join('');
}

export interface MailOpts {
  dark: boolean;
  sender: string;
  senderAddr: string;
  subject: string;
  received: string;
  statusTime: string;
  battery: number;
  lightTitle?: boolean;
  accent: string;
}

/** A mail app reading pane with the message body (rendered at width 1000) below the header. */
export function mailApp(body: Rendered, o: MailOpts): Rendered {
  const t = theme(o.dark);
  const w = 1080;
  const headH = 420;
  const s = (w - 60) / body.w;
  const h = Math.max(2340, 96 + headH + body.h * s + 80);
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="${t.bg}"/>`);
  parts.push(`<g transform="translate(0,96)">`);
  parts.push(
    `<path d="M60,46 l-26,24 l26,24" fill="none" stroke="${o.accent}" stroke-width="6" stroke-linecap="round"/>`,
  );
  parts.push(svgText(80, 84, 'Inbox', { size: 36 }, o.accent));
  for (let i = 0; i < 3; i++)
    parts.push(
      `<rect x="${w - 240 + i * 70}" y="48" width="40" height="40" rx="8" fill="none" stroke="${o.accent}" stroke-width="4"/>`,
    );
  parts.push(svgText(40, 190, o.subject, { size: 44, bold: true }, t.fg));
  const initial = o.sender.slice(0, 1).toUpperCase();
  parts.push(`<circle cx="86" cy="290" r="46" fill="${o.accent}"/>`);
  parts.push(svgText(86, 306, initial, { size: 44, bold: true, align: 'center' }, '#ffffff'));
  parts.push(svgText(152, 278, o.sender, { size: 34, bold: true }, t.fg));
  parts.push(svgText(w - 40, 278, o.received, { size: 28, align: 'right' }, t.sub));
  parts.push(svgText(152, 322, `${o.senderAddr}  ·  to me`, { size: 28 }, t.sub));
  parts.push(`<line x1="0" y1="380" x2="${w}" y2="380" stroke="${t.line}" stroke-width="2"/>`);
  parts.push(`<g transform="translate(30,${headH}) scale(${s.toFixed(4)})">${body.body}</g>`);
  parts.push('</g>');
  const sbBg = o.lightTitle ? '#f7f7f7' : t.bg;
  const sbFg = o.lightTitle ? '#111111' : t.fg;
  parts.push(`<rect width="${w}" height="96" fill="${sbBg}"/>`);
  parts.push(svgText(60, 64, o.statusTime, { size: 38, bold: true }, sbFg));
  parts.push(
    `<rect x="${w - 150}" y="38" width="70" height="34" rx="8" fill="none" stroke="${sbFg}" stroke-width="3"/>`,
  );
  parts.push(
    `<rect x="${w - 145}" y="43" width="${(60 * o.battery) / 100}" height="24" rx="4" fill="${sbFg}"/>`,
  );
  return { w, h, body: parts.join('\n'), defs: body.defs };
}

export function pill(x: number, y: number, text: string, bg: string, fg: string, size = 30): string {
  const w = text.length * size * 0.62 + size * 1.4;
  return `<rect x="${x}" y="${y}" width="${w}" height="${size * 1.7}" rx="${size * 0.85}" fill="${bg}"/>${svgText(x + w / 2, y + size * 1.18, text, { size, bold: true, align: 'center' }, fg)}`;
}

export function button(
  x: number,
  y: number,
  w: number,
  text: string,
  bg: string,
  fg: string,
  outline = false,
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="110" rx="55" fill="${outline ? 'none' : bg}" ${outline ? `stroke="${bg}" stroke-width="4"` : ''}/>${svgText(x + w / 2, y + 70, text, { size: 38, bold: true, align: 'center' }, outline ? bg : fg)}`;
}

export { esc };
