// Phone screens, mail apps and wallet passes built from blocks.
import { fmtTime } from './formats.ts';
import { Rng } from './rng.ts';
import { type Block, type Doc, F, layBlocks, renderDoc, type Style, textEl, textWidth } from './svg-kit.ts';
import type { Ctx } from './types.ts';

export interface Theme {
  bg: string;
  card: string;
  text: string;
  sub: string;
  line: string;
  dark: boolean;
}

export const theme = (dark: boolean): Theme =>
  dark
    ? { bg: '#111214', card: '#1f2023', text: '#ececec', sub: '#9b9ca1', line: '#34353a', dark }
    : { bg: '#f3f4f6', card: '#ffffff', text: '#17181a', sub: '#676a70', line: '#dcdde1', dark };

export const W = 720;
export const H = 1480;

function statusBar(c: Ctx, dark: boolean, texts: string[], bg?: string): string {
  const fg = dark ? '#f2f2f2' : '#111';
  const t = fmtTime(c.nowWall, 'HH:MM');
  return `${bg ? `<rect width="${W}" height="52" fill="${bg}"/>` : ''}${textEl(34, 36, t, { font: F.sans, size: 24, fill: fg, bold: true }, texts)}
  <g fill="${fg}"><rect x="600" y="20" width="40" height="18" rx="4" fill="none" stroke="${fg}" stroke-width="2"/><rect x="604" y="24" width="${c.rng.int(10, 30)}" height="10"/>
  <rect x="560" y="28" width="5" height="10"/><rect x="568" y="24" width="5" height="14"/><rect x="576" y="20" width="5" height="18"/></g>`;
}

/** A phone app screen: status bar, a coloured or plain app bar, then blocks on the theme background. */
export function phone(
  c: Ctx,
  o: {
    title: string;
    accent: string;
    blocks: Block[];
    font?: string;
    sub?: string;
    nav?: string[];
    back?: boolean;
  },
): Doc {
  const th = theme(c.dark);
  const lightTitle = c.cond.has('light-title-bar');
  const barBg = lightTitle ? '#f7f7f7' : c.dark ? '#1a1b1e' : o.accent;
  const barFg = lightTitle ? '#111' : '#fff';
  const st: Style = {
    width: W,
    pad: 30,
    font: o.font ?? F.sans,
    size: 26,
    ink: th.text,
    paper: th.bg,
    edge: 'none',
    height: H,
  };
  const nav = o.nav
    ? (texts: string[]) => {
        let s = `<rect x="0" y="${H - 110}" width="${W}" height="110" fill="${th.card}"/><line x1="0" y1="${H - 110}" x2="${W}" y2="${H - 110}" stroke="${th.line}"/>`;
        o.nav!.forEach((n, i) => {
          const x = (W / o.nav!.length) * (i + 0.5);
          s += `<circle cx="${x}" cy="${H - 72}" r="13" fill="none" stroke="${i === 0 ? o.accent : th.sub}" stroke-width="3"/>`;
          s += textEl(
            x,
            H - 32,
            n,
            { font: st.font, size: 19, fill: i === 0 ? o.accent : th.sub, a: 'c' },
            texts,
          );
        });
        return s;
      }
    : undefined;
  const navTexts: string[] = [];
  const navSvg = nav ? nav(navTexts) : '';
  const doc = renderDoc(o.blocks, st, {
    header: (texts) => {
      let s = `<rect width="${W}" height="150" fill="${barBg}"/>${statusBar(c, !lightTitle, texts)}`;
      if (o.back) s += `<path d="M44 92 l-16 16 l16 16" stroke="${barFg}" stroke-width="4" fill="none"/>`;
      s += textEl(
        o.back ? 70 : 34,
        118,
        o.title,
        { font: st.font, size: 32, fill: barFg, bold: true },
        texts,
        W - 120,
      );
      if (o.sub) s += textEl(W - 34, 118, o.sub, { font: st.font, size: 20, fill: barFg, a: 'r' }, texts);
      return { svg: s, h: 160 };
    },
    footer: navSvg,
  });
  doc.texts.push(...navTexts);
  return doc;
}

/** A card on the screen (rounded, filled with the theme's card colour). */
export function cardBox(c: Ctx, blocks: Block[], extra: { stroke?: string } = {}): Block {
  const th = theme(c.dark);
  return {
    t: 'box',
    blocks,
    fill: th.card,
    radius: 18,
    pad: 22,
    stroke: extra.stroke ?? (c.dark ? undefined : th.line),
    sw: 1.5,
  };
}

export function kvs(c: Ctx, rows: [string, string][], size = 24): Block[] {
  const th = theme(c.dark);
  return rows.flatMap(([k, v]) => [
    { t: 'kv', k, v, size, fill: th.text, vb: true } as Block,
    { t: 'gap', h: 6 } as Block,
  ]);
}

export function mapBlock(seed: string, h: number, dark: boolean, pinLabel?: string): Block {
  return {
    t: 'svg',
    h,
    draw: (x, y, w, texts) => {
      const r = new Rng(`map:${seed}`);
      const land = dark ? '#25272b' : '#ebe7df';
      const road = dark ? '#3d4046' : '#ffffff';
      let s = `<clipPath id="mc"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16"/></clipPath><g clip-path="url(#mc)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${land}"/>`;
      for (let i = 0; i < 3; i++)
        s += `<rect x="${x + r.float(0, w)}" y="${y + r.float(0, h)}" width="${r.float(60, 160)}" height="${r.float(40, 110)}" fill="${dark ? '#1f3325' : '#cfe6c4'}"/>`;
      if (r.chance(0.5))
        s += `<path d="M${x} ${y + r.float(0, h)} C ${x + w / 3} ${y + r.float(0, h)}, ${x + (2 * w) / 3} ${y + r.float(0, h)}, ${x + w} ${y + r.float(0, h)}" stroke="${dark ? '#1d3346' : '#aad3f0'}" stroke-width="26" fill="none"/>`;
      for (let i = 0; i < 9; i++) {
        const vert = r.chance(0.5);
        const p = r.float(0, vert ? w : h);
        const sw = r.pick([6, 10, 16]);
        s += vert
          ? `<line x1="${x + p}" y1="${y}" x2="${x + p + r.float(-80, 80)}" y2="${y + h}" stroke="${road}" stroke-width="${sw}"/>`
          : `<line x1="${x}" y1="${y + p}" x2="${x + w}" y2="${y + p + r.float(-60, 60)}" stroke="${road}" stroke-width="${sw}"/>`;
      }
      const px = x + w * r.float(0.35, 0.65);
      const py = y + h * r.float(0.35, 0.6);
      s += `<path d="M${px} ${py} c-18 -22 -26 -34 -26 -48 a26 26 0 0 1 52 0 c0 14 -8 26 -26 48z" fill="#e0463a"/><circle cx="${px}" cy="${py - 48}" r="10" fill="#fff"/>`;
      if (pinLabel) {
        s += `<rect x="${px - 90}" y="${py + 8}" width="180" height="40" rx="20" fill="${dark ? '#000' : '#fff'}" opacity="0.9"/>`;
        s += textEl(
          px,
          py + 35,
          pinLabel,
          { font: F.sans, size: 20, fill: dark ? '#fff' : '#111', a: 'c', bold: true },
          texts,
          170,
        );
      }
      return `${s}</g>`;
    },
  };
}

/** A mail-app screenshot (phone): sender, subject, received time, then the message blocks. */
export function mailPhone(
  c: Ctx,
  o: { from: string; subject: string; received: string; blocks: Block[]; accent: string; font?: string },
): Doc {
  const th = theme(c.dark);
  const lightTitle = c.cond.has('light-title-bar');
  const st: Style = {
    width: W,
    pad: 32,
    font: o.font ?? F.lib,
    size: 25,
    ink: th.text,
    paper: c.dark ? '#161616' : '#ffffff',
    edge: 'none',
    height: H,
  };
  return renderDoc(o.blocks, st, {
    header: (texts) => {
      const topBg = lightTitle ? '#f2f2f2' : c.dark ? '#161616' : '#ffffff';
      const fg = lightTitle || !c.dark ? '#111' : '#eee';
      let s = `<rect width="${W}" height="330" fill="${topBg}"/>${statusBar(c, !(lightTitle || !c.dark), texts)}`;
      s += `<path d="M44 86 l-16 16 l16 16" stroke="#2a7ae2" stroke-width="4" fill="none"/>`;
      s += textEl(64, 110, 'Inbox', { font: F.sans, size: 24, fill: '#2a7ae2' }, texts);
      const subjLines =
        o.subject.length > 34
          ? [
              o.subject.slice(0, o.subject.lastIndexOf(' ', 34)),
              o.subject.slice(o.subject.lastIndexOf(' ', 34) + 1),
            ]
          : [o.subject];
      subjLines.forEach((l, i) => {
        s += textEl(32, 172 + i * 38, l, { font: F.sans, size: 30, fill: fg, bold: true }, texts, W - 64);
      });
      const yy = 172 + subjLines.length * 38 + 30;
      s += `<circle cx="62" cy="${yy + 10}" r="28" fill="${o.accent}"/>`;
      s += textEl(
        62,
        yy + 20,
        o.from.slice(0, 1).toUpperCase(),
        { font: F.sans, size: 28, fill: '#fff', a: 'c', bold: true },
        texts,
      );
      s += textEl(
        106,
        yy + 4,
        o.from,
        { font: F.sans, size: 23, fill: fg, bold: true },
        texts,
        W - 106 - 32 - textWidth(o.received, 20, F.sans) - 24,
      );
      s += textEl(106, yy + 36, 'to me', { font: F.sans, size: 20, fill: th.sub }, texts);
      s += textEl(W - 32, yy + 4, o.received, { font: F.sans, size: 20, fill: th.sub, a: 'r' }, texts);
      s += `<line x1="0" y1="${yy + 62}" x2="${W}" y2="${yy + 62}" stroke="${th.line}"/>`;
      return { svg: s, h: yy + 70 };
    },
  });
}

/** Desktop webmail screenshot (landscape). */
export function mailDesktop(
  c: Ctx,
  o: { from: string; subject: string; received: string; blocks: Block[] },
): Doc {
  const th = theme(c.dark);
  const width = 1280;
  const st: Style = {
    width,
    pad: 0,
    font: F.lib,
    size: 21,
    ink: th.text,
    paper: c.dark ? '#1b1b1d' : '#fff',
    edge: 'none',
    height: 860,
  };
  const texts: string[] = [];
  let s = `<rect width="${width}" height="860" fill="${st.paper}"/><rect width="${width}" height="64" fill="${c.dark ? '#26272b' : '#eceff3'}"/>`;
  s += `<rect x="300" y="14" width="560" height="36" rx="18" fill="${c.dark ? '#34363b' : '#fff'}"/>`;
  s += textEl(320, 39, 'Search mail', { font: F.sans, size: 18, fill: th.sub }, texts);
  s += `<rect x="0" y="64" width="240" height="796" fill="${c.dark ? '#202124' : '#f6f8fb'}"/>`;
  ['Inbox', 'Starred', 'Sent', 'Drafts', 'Receipts', 'Travel'].forEach((n, i) => {
    s += textEl(
      36,
      120 + i * 44,
      n,
      { font: F.sans, size: 19, fill: i === 0 ? '#1f5fbf' : th.text, bold: i === 0 },
      texts,
    );
  });
  s += textEl(280, 118, o.subject, { font: F.sans, size: 27, fill: th.text }, texts, 960);
  s += textEl(280, 162, o.from, { font: F.sans, size: 19, fill: th.text, bold: true }, texts, 600);
  s += textEl(1240, 162, o.received, { font: F.sans, size: 17, fill: th.sub, a: 'r' }, texts);
  const body = layBlocks(o.blocks, 300, 190, 700, st, texts);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="860">${s}${body.svg}</svg>`;
  return { svg, width, height: 860, texts, contentBottom: body.y, transparent: false };
}
