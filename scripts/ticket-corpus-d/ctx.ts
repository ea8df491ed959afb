// Shared case context and helpers for layouts.
import type { Doc, Paper } from './doc.ts';
import type { Medium } from './photo.ts';
import type { Rng } from './rng.ts';
import { type DateStyle, fmtDate, fmtTime, type TimeStyle, type Wall } from './time.ts';

export interface Place {
  town: string;
  district: string;
  welsh?: string;
}

export const PLACES: Place[] = [
  { town: 'Reading', district: 'RG1' },
  { town: 'Guildford', district: 'GU1' },
  { town: 'Bristol', district: 'BS1' },
  { town: 'Leeds', district: 'LS1' },
  { town: 'York', district: 'YO1' },
  { town: 'Norwich', district: 'NR1' },
  { town: 'Exeter', district: 'EX1' },
  { town: 'Chester', district: 'CH1' },
  { town: 'Shrewsbury', district: 'SY1' },
  { town: 'Harrogate', district: 'HG1' },
  { town: 'Durham', district: 'DH1' },
  { town: 'Carlisle', district: 'CA3' },
  { town: 'Lincoln', district: 'LN1' },
  { town: 'Cambridge', district: 'CB2' },
  { town: 'Oxford', district: 'OX1' },
  { town: 'Bath', district: 'BA1' },
  { town: 'Brighton', district: 'BN1' },
  { town: 'Canterbury', district: 'CT1' },
  { town: 'Southampton', district: 'SO14' },
  { town: 'Plymouth', district: 'PL1' },
  { town: 'Truro', district: 'TR1' },
  { town: 'Edinburgh', district: 'EH1' },
  { town: 'Glasgow', district: 'G2' },
  { town: 'Aberdeen', district: 'AB10' },
  { town: 'Inverness', district: 'IV1' },
  { town: 'Belfast', district: 'BT1' },
  { town: 'Stirling', district: 'FK8' },
  { town: 'Leicester', district: 'LE1' },
  { town: 'Nottingham', district: 'NG1' },
  { town: 'Sheffield', district: 'S1' },
  { town: 'Manchester', district: 'M1' },
  { town: 'Liverpool', district: 'L1' },
  { town: 'Newcastle upon Tyne', district: 'NE1' },
  { town: 'Milton Keynes', district: 'MK9' },
  { town: 'Worcester', district: 'WR1' },
  { town: 'Hereford', district: 'HR4' },
  { town: 'Cheltenham', district: 'GL50' },
  { town: 'Taunton', district: 'TA1' },
  { town: 'Salisbury', district: 'SP1' },
  { town: 'Winchester', district: 'SO23' },
  { town: 'Ipswich', district: 'IP1' },
  { town: 'Colchester', district: 'CO1' },
  { town: 'Kendal', district: 'LA9' },
  { town: 'Whitby', district: 'YO21' },
  { town: 'Cardiff', district: 'CF10', welsh: 'Cyngor Caerdydd' },
  { town: 'Swansea', district: 'SA1', welsh: 'Cyngor Abertawe' },
  { town: 'Aberystwyth', district: 'SY23', welsh: 'Cyngor Sir Ceredigion' },
  { town: 'Bangor', district: 'LL57', welsh: 'Cyngor Gwynedd' },
  { town: 'Wrexham', district: 'LL11', welsh: 'Cyngor Wrecsam' },
  { town: 'Conwy', district: 'LL32', welsh: 'Cyngor Conwy' },
];

export const STREETS = [
  'Station Road',
  'Castle Street',
  'Market Place',
  'Riverside',
  'Queen Street',
  'Victoria Road',
  'Church Lane',
  'Bridge Street',
  'Mill Lane',
  'Broad Street',
  'Park Row',
  'Albion Street',
  'King Street',
  'Harbour Road',
];

export interface Ctx {
  r: Rng;
  /** genuine cases: the parking period (wall minutes); look-alikes: the document's main times */
  start: Wall;
  end: Wall;
  minutes: number;
  now: Wall;
  today: Wall;
  place: Place;
  street: string;
  /** printed town and postcode (null when the layout should not print them) */
  town: string | null;
  postcode: string | null;
  reg: string;
  conds: string[];
  ink: Paper['ink'];
  dark: boolean;
  ds: DateStyle;
  ts: TimeStyle;
}

export const D = (c: Ctx, w: Wall, style?: DateStyle) => fmtDate(w, style ?? c.ds);
export const T = (c: Ctx, w: Wall, words = false, style?: TimeStyle) => fmtTime(w, style ?? c.ts, words);
export const money = (n: number) => `£${n.toFixed(2)}`;
export const addr = (c: Ctx) => [c.town, c.postcode].filter(Boolean).join(' ');

export function postcodeFor(r: Rng, p: Place): string {
  return `${p.district} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

export function regFor(r: Rng): string {
  return `${r.letters(2)}${r.pick(['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '15', '65', '17', '67'])} ${r.letters(3)}`;
}

export interface Layout {
  name: string;
  kind: string;
  medium: Medium;
  genuine: boolean;
  /** period planning for genuine layouts */
  period?: 'prepaid' | 'past' | 'allday' | 'overnight' | 'multiday' | 'tariff' | 'voucher' | 'noon';
  canShort?: boolean;
  canFuture?: boolean;
  /** layout-level conditions (print and screen looks) */
  tags?: string[];
  /** screens: may render dark mode */
  darkable?: boolean;
  build(c: Ctx): Doc;
}

export function thermal(c: Ctx, extra: Partial<Paper> = {}): Paper {
  return {
    w: 560,
    bg: '#fbfaf6',
    fg: '#1c1c1c',
    font: 'DejaVu Sans Mono',
    size: 25,
    pad: 30,
    ink: c.ink,
    ...extra,
  };
}

export function phone(c: Ctx, title: string, extra: Partial<Paper> = {}): Paper {
  const p = (c.now % 1440) as number;
  const st = `${String(Math.floor(p / 60)).padStart(2, '0')}:${String(p % 60).padStart(2, '0')}`;
  return {
    w: 1080,
    minH: 2200,
    bg: c.dark ? '#121417' : '#ffffff',
    fg: c.dark ? '#eceff3' : '#15171a',
    font: 'DejaVu Sans',
    size: 38,
    pad: 56,
    chrome: c.dark ? 'phone-dark' : 'phone-light',
    title,
    statusTime: st,
    ...extra,
  };
}

export function mail(c: Ctx, subject: string, from: string, extra: Partial<Paper> = {}): Paper {
  const p = (c.now % 1440) as number;
  const st = `${String(Math.floor(p / 60)).padStart(2, '0')}:${String(p % 60).padStart(2, '0')}`;
  return {
    w: 1080,
    minH: 2100,
    bg: '#ffffff',
    fg: '#1d1d1f',
    font: 'DejaVu Sans',
    size: 34,
    pad: 56,
    chrome: 'mail',
    title: subject,
    mailFrom: from,
    statusTime: st,
    ...extra,
  };
}
