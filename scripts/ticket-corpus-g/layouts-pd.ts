// Genuine: pay & display tickets (field guide §2, first row) in many council and operator styles.
import { ban, ctr, gap, kv, opt, para, rule, tx } from './blocks.ts';
import { CARPARK_NAMES, OPERATORS } from './brands.ts';
import {
  dur,
  fmtDate,
  fmtDur,
  fmtTime,
  pickDate,
  pickDur,
  pickTime,
  placeLine,
  reg,
  tariffPence,
  thermal,
  ticketNo,
} from './common.ts';
import { GAELIC_MONTH, money } from './formats.ts';
import { midnightOf, partsOf } from './london-time.ts';
import { type Block, F, renderDoc } from './svg-kit.ts';
import type { Ctx, GenuineLayout } from './types.ts';

const COUNCIL = ['Borough Council', 'City Council', 'District Council', 'Town Council', 'Council'];
const cp = (c: Ctx) => `${c.rng.pick(CARPARK_NAMES)} Car Park`;
const hourWord = (w: number) => {
  const { hh, mm } = partsOf(w);
  const h = hh % 12 === 0 ? 12 : hh % 12;
  return `${h}${mm ? `.${String(mm).padStart(2, '0')}` : ''}${hh < 12 ? 'am' : 'pm'}`;
};

export const PD_LAYOUTS: GenuineLayout[] = [
  {
    name: 'pd-council-58mm',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: {
      timing: 'purchase',
      pattern: 'band',
      bands: [90, 120, 180, 240, 300, 600],
      short: [20, 30, 40],
    },
    place: { town: 0.95, postcode: 0.3 },
    notes: '58 mm council pay & display, Date / Time purchased / Expires, 24-hour clock',
    build(c) {
      const df = pickDate(c, ['dd/mm/yy', 'dd/mm/yyyy', 'dd-mm-yy'], c.start, c.end);
      const tf = pickTime(c, ['HH:MM', 'HH.MM']);
      const crossesMidnight = midnightOf(c.end) !== midnightOf(c.start);
      const b: Block[] = [
        ...(c.townName
          ? [
              ctr(c.townName.toUpperCase(), { bold: true, size: 25 }),
              ctr(c.rng.pick(COUNCIL).toUpperCase(), { bold: true }),
            ]
          : [ctr('COUNCIL CAR PARKS', { bold: true, size: 25 })]),
        ctr(cp(c)),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        rule({ dash: true }),
        ban('PAY & DISPLAY', { size: 26 }),
        gap(6),
        kv('Date', fmtDate(c.start, df)),
        kv('Time purchased', fmtTime(c.start, tf)),
        gap(8),
        ctr('EXPIRES', { bold: true }),
        ctr(crossesMidnight ? `${fmtTime(c.end, tf)} ${fmtDate(c.end, df)}` : fmtTime(c.end, tf), {
          size: 48,
          bold: true,
        }),
        gap(6),
        kv('Tariff', fmtDur(dur(c), pickDur(c, ['x hrs', 'xh ym', 'x hours']))),
        kv('Amount paid', money(tariffPence(c, dur(c)))),
        kv('Machine no.', `${c.rng.int(1, 40)}`.padStart(3, '0')),
        kv('Ticket no.', ticketNo(c)),
        rule({ dash: true }),
        ctr('DISPLAY THIS TICKET FACE UP', { size: 18, bold: true }),
        ctr('ON THE DASHBOARD', { size: 18, bold: true }),
      ];
      return renderDoc(b, thermal(c, 384, c.rng.pick([F.mono, F.lmono]), 21));
    },
  },
  {
    name: 'pd-welsh-bilingual',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240, 480], short: [30] },
    place: { town: 1, postcode: 0.4, nation: 'wal' },
    notes: 'bilingual Welsh/English council ticket, Welsh month name, Dyddiad / Amser prynu / Dilys tan',
    build(c) {
      const welsh = c.town?.welsh ?? c.townName ?? '';
      const tf = pickTime(c, ['HH:MM', 'HH.MM']);
      const longDate = c.rng.chance(0.5);
      const b: Block[] = [
        ctr(`CYNGOR ${welsh.toUpperCase()}`, { bold: true, size: 24 }),
        ctr(`${(c.townName ?? '').toUpperCase()} COUNCIL`, { bold: true, size: 20 }),
        ctr(`Maes Parcio ${c.rng.pick(['Y Cei', 'Stryd Fawr', 'Y Castell', 'Y Farchnad'])}`, { size: 18 }),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 18 })),
        rule(),
        ctr('TALU AC ARDDANGOS', { bold: true, size: 22 }),
        ctr('PAY AND DISPLAY', { size: 18 }),
        rule(),
        tx('Dyddiad / Date', { size: 17 }),
        tx(longDate ? fmtDate(c.start, 'welsh-dow') : fmtDate(c.start, 'welsh'), { bold: true, size: 24 }),
        ...opt(longDate, tx(fmtDate(c.start, 'dd/mm/yyyy'), { size: 18 })),
        kv('Amser prynu / Time bought', fmtTime(c.start, tf), { size: 18, vb: true }),
        gap(4),
        ban(`Dilys tan / Valid until ${fmtTime(c.end, tf)}`, { size: 24 }),
        kv('Tâl / Charge', money(tariffPence(c, dur(c))), { size: 18 }),
        kv('Peiriant / Machine', `P${c.rng.int(10, 99)}`, { size: 18 }),
        kv('Rhif / No.', ticketNo(c, 5), { size: 18 }),
        rule({ dash: true }),
        ctr('Arddangoswch y tocyn hwn', { size: 16 }),
        ctr('Display this ticket', { size: 16 }),
        ctr('Diolch / Thank you', { size: 16 }),
      ];
      return renderDoc(b, thermal(c, 384, F.lib, 21));
    },
  },
  {
    name: 'pd-operator-80mm-12h',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [90, 120, 180, 240, 1440], short: [30, 45] },
    place: { town: 0.8, postcode: 0.7 },
    notes:
      'private operator 80 mm ticket, Valid from / Valid until in 12-hour clock, vehicle reg, PCN warning',
    build(c) {
      const op = c.rng.pick(OPERATORS);
      const df = pickDate(c, ['Ddd d Mon yyyy', 'Ddd d Mon', 'd Mon yyyy'], c.start, c.end);
      const tf = pickTime(c, ['h:mm AM', 'h:mmam', 'h.mm AM']);
      const long = dur(c) >= 1440;
      const b: Block[] = [
        ctr(op, { bold: true, size: 30 }),
        ctr(`${cp(c)}${c.townName ? `, ${c.townName}` : ''}`, { size: 22 }),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 22 })),
        gap(8),
        ban('PARKING TICKET', { size: 30, radius: 6 }),
        gap(8),
        kv('Vehicle', reg(c), { vb: true }),
        kv('Date', fmtDate(c.start, df)),
        kv('Valid from', fmtTime(c.start, tf), { vb: true }),
        kv('Valid until', long ? `${fmtTime(c.end, tf)} ${fmtDate(c.end, df)}` : fmtTime(c.end, tf), {
          vb: true,
          size: 30,
        }),
        kv('Tariff', long ? '24 hours' : fmtDur(dur(c), 'x hrs')),
        kv('Paid', money(tariffPence(c, dur(c)))),
        kv('Site', `${c.rng.int(1000, 9999)}`),
        rule(),
        para(
          `Parking is managed by ${op}. Failure to display a valid ticket may result in a Parking Charge Notice of £100 (reduced to £60 if paid within 14 days).`,
          { size: 17 },
        ),
      ];
      return renderDoc(b, thermal(c, 576, F.lib, 25));
    },
  },
  {
    name: 'pd-expiry-hero',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [100, 120, 150, 180, 270], short: [15, 30, 45] },
    place: { town: 0.7, postcode: 0.2 },
    notes: 'huge white-on-black expiry time, tiny issue line, dotted date',
    build(c) {
      const tf = pickTime(c, ['HH.MM', 'HH:MM']);
      const df = pickDate(c, ['dd.mm.yy', 'dd-mm-yy'], c.start, c.end);
      const b: Block[] = [
        ctr(c.townName ? `${c.townName} ${c.rng.pick(COUNCIL)}` : 'Public Car Park', {
          size: 20,
          bold: true,
        }),
        ctr(cp(c), { size: 18 }),
        gap(10),
        ban(fmtTime(c.end, tf), { size: 78, pad: 12 }),
        ctr(midnightOf(c.end) !== midnightOf(c.start) ? `expiry · ${fmtDate(c.end, df)}` : 'expiry time', {
          size: 18,
        }),
        gap(10),
        kv('issued', `${fmtDate(c.start, df)} ${fmtTime(c.start, tf)}`, { size: 18 }),
        kv('paid', money(tariffPence(c, dur(c))), { size: 18 }),
        kv('mc / tkt', `${c.rng.int(1, 60)} / ${ticketNo(c, 5)}`, { size: 18 }),
        ...opt(c.postcode, kv('location', c.postcode ?? '', { size: 18 })),
        rule({ dash: true }),
        ctr('place on dashboard · face up', { size: 16 }),
      ];
      return renderDoc(b, thermal(c, 384, F.cond, 20));
    },
  },
  {
    name: 'pd-start-plus-stay',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [90, 120, 180, 240, 300], short: [20, 30, 40] },
    place: { town: 0.85, postcode: 0.5 },
    notes: 'arrival time plus a stated stay ("Stay bought: 1h 30m"), no end time printed',
    build(c) {
      const df = pickDate(c, ['dd/mm/yyyy', 'd Mon yyyy', 'yyyy-mm-dd'], c.start);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const dfmt = pickDur(c, ['xh ym', 'x mins', 'x hrs yy mins', 'x hours']);
      const b: Block[] = [
        ctr('*** CAR PARK TICKET ***', { bold: true }),
        ...opt(c.townName, ctr(`${c.townName} ${c.rng.pick(COUNCIL)}`)),
        ctr(cp(c)),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        rule(),
        kv('Arrived', `${fmtDate(c.start, df)}`),
        kv('at', fmtTime(c.start, tf), { size: 28, vb: true }),
        kv('Stay bought', fmtDur(dur(c), dfmt), { size: 28, vb: true }),
        kv('Cost', money(tariffPence(c, dur(c)))),
        kv('Pay point', `PP-${c.rng.int(1, 24)}`),
        rule(),
        ctr('Keep on display inside windscreen', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 448, F.mono, 21));
    },
  },
  {
    name: 'pd-tariff-band',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240, 360], short: [30] },
    place: { town: 0.9, postcode: 0.3 },
    notes: 'tariff table with the paid band marked ("Up to 3 hours £4.50") and a time-in; no expiry printed',
    build(c) {
      const bands = [30, 60, 120, 180, 240, 360];
      const price = (m: number) =>
        m <= 30 ? 60 : m <= 60 ? 120 : m <= 120 ? 220 : m <= 180 ? 320 : m <= 240 ? 450 : 650;
      const df = pickDate(c, ['dd/mm/yy', 'Ddd d Mon', 'dd-MON-yy'], c.start);
      const tf = pickTime(c, ['HH:MM', 'HHMM']);
      const bandName = (m: number) =>
        m < 60 ? `Up to ${m} mins` : `Up to ${m / 60} hour${m === 60 ? '' : 's'}`;
      const b: Block[] = [
        ctr(c.townName ? `${c.townName.toUpperCase()} CAR PARKS` : 'SHORT STAY CAR PARK', {
          bold: true,
          size: 22,
        }),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        rule(),
        ctr('TARIFF', { bold: true }),
        ...bands.map((m) =>
          m === dur(c)
            ? kv(`> ${bandName(m)}`, `${money(price(m))} PAID`, { bold: true })
            : kv(`  ${bandName(m)}`, money(price(m))),
        ),
        rule(),
        kv('Date', fmtDate(c.start, df)),
        kv('Time in', fmtTime(c.start, tf), { vb: true }),
        kv('Amount paid', money(price(dur(c))), { vb: true }),
        kv('Ticket', ticketNo(c, 7)),
        rule({ dash: true }),
        ctr('DISPLAY FACE UP', { bold: true }),
      ];
      return renderDoc(b, thermal(c, 384, F.lmono, 20));
    },
  },
  {
    name: 'pd-all-day',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'allday', endAt: 20 * 60 },
    place: { town: 0.9, postcode: 0.5 },
    notes: '"ALL DAY" ticket bought in the morning, "Valid until 8pm"',
    build(c) {
      const df = pickDate(c, ['Ddd d Mon yyyy', 'dd/mm/yyyy', 'Ddd d Mon'], c.start);
      const b: Block[] = [
        ctr(c.townName ? `${c.townName} ${c.rng.pick(COUNCIL)}` : 'Long Stay Parking', {
          bold: true,
          size: 22,
        }),
        ctr(`${cp(c)} (Long Stay)`),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        gap(8),
        ban('ALL DAY', { size: 46 }),
        gap(6),
        kv('Purchased', `${fmtTime(c.start, 'h:mmam')} ${fmtDate(c.start, df)}`),
        kv('Valid until', hourWord(c.end), { size: 30, vb: true }),
        kv('Charge', money(c.rng.pick([350, 400, 500, 650]))),
        kv('Machine', `${c.rng.int(1, 12)}`),
        rule(),
        ctr('Display clearly on dashboard', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 384, F.sans, 19));
    },
  },
  {
    name: 'pd-overnight',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'overnight', endAt: 8 * 60 },
    place: { town: 0.9, postcode: 0.4 },
    notes: 'evening overnight tariff, "Until 8am tomorrow", one date only',
    build(c) {
      const df = pickDate(c, ['dd/mm/yy', 'd Mon yyyy', 'Ddd d Mon'], c.start);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const b: Block[] = [
        ctr(c.townName ? `${c.townName.toUpperCase()}` : 'TOWN CENTRE PARKING', { bold: true, size: 24 }),
        ctr(cp(c)),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        rule(),
        ctr('OVERNIGHT', { bold: true, size: 34 }),
        ctr('Until 8am tomorrow', { bold: true, size: 26 }),
        rule(),
        kv('Date', fmtDate(c.start, df)),
        kv('Time', fmtTime(c.start, tf)),
        kv('Paid', money(c.rng.pick([150, 200, 250]))),
        kv('Ref', ticketNo(c)),
        rule({ dash: true }),
        ctr('Display this ticket', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 384, F.mono, 20));
    },
  },
  {
    name: 'pd-gaelic-bilingual',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240], short: [30] },
    place: { town: 1, postcode: 0.5, nation: 'gaelic' },
    notes: 'Gaelic/English Highland ticket: Ceann-latha / Àm ceannach / Gu ruige',
    build(c) {
      const g = c.town?.gaelic ?? c.townName ?? '';
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const { d, m, y } = partsOf(c.start);
      const b: Block[] = [
        ctr(`Pàirceadh ${g}`, { bold: true, size: 22 }),
        ctr(`${c.townName} Parking`, { bold: true, size: 20 }),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 18 })),
        rule(),
        kv('Ceann-latha / Date', `${d} ${GAELIC_MONTH[m - 1]} ${y}`, { size: 17 }),
        kv('', fmtDate(c.start, 'dd/mm/yyyy'), { size: 19 }),
        kv('Àm ceannach / Bought', fmtTime(c.start, tf), { size: 19, vb: true }),
        kv('Gu ruige / Until', fmtTime(c.end, tf), { size: 26, vb: true }),
        kv('Pàighte / Paid', money(tariffPence(c, dur(c))), { size: 19 }),
        rule({ dash: true }),
        ctr('Cuir air an deas-bhòrd / Display on dashboard', { size: 14 }),
      ];
      return renderDoc(b, thermal(c, 384, F.lib, 19));
    },
  },
  {
    name: 'pd-dotmatrix-compact',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240, 300], short: [15, 30, 45] },
    place: { town: 0.6, postcode: 0.6 },
    notes: 'old dot-matrix style slip, 4-digit times (1415) and 27-NOV-26 dates, IN / EXP',
    build(c) {
      const st = thermal(c, 384, F.mono, 22);
      st.fx = { ...st.fx, dotMatrix: true };
      const b: Block[] = [
        ctr(`${c.townName ? c.townName.toUpperCase() : 'MUNICIPAL'} P&D`, { bold: true }),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        tx('--------------------------'),
        tx(`IN  ${fmtTime(c.start, 'HHMM')}  ${fmtDate(c.start, 'dd-MON-yy')}`),
        tx(`EXP ${fmtTime(c.end, 'HHMM')}  ${fmtDate(c.end, 'dd-MON-yy')}`, { bold: true }),
        tx('--------------------------'),
        tx(`FEE  ${money(tariffPence(c, dur(c)))}`),
        tx(`M/C ${c.rng.int(100, 999)}  NO ${ticketNo(c, 5)}`),
        tx(`ZONE ${c.rng.pick(['A', 'B', 'C', 'D'])}`),
        tx('--------------------------'),
        tx('DISPLAY ON DASH'),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'pd-touchscreen-card',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [90, 150, 180, 240], short: [20, 40] },
    place: { town: 0.7, postcode: 0.8 },
    notes: 'card-payment terminal ticket: "From 09:14 To 11:14 on 2026-11-27", card expiry as distractor',
    build(c) {
      const tf = pickTime(c, ['HH:MM']);
      const { y } = partsOf(c.nowWall);
      const b: Block[] = [
        ctr(c.rng.pick(OPERATORS), { bold: true, size: 22 }),
        ctr(placeLine(c, ', ') || 'Visitor Car Park', { size: 18 }),
        gap(6),
        tx(`From ${fmtTime(c.start, tf)} To ${fmtTime(c.end, tf)}`, { bold: true, size: 26 }),
        tx(`on ${fmtDate(c.start, 'yyyy-mm-dd')}`, { bold: true, size: 26 }),
        rule({ dash: true }),
        kv('CONTACTLESS', money(tariffPence(c, dur(c)))),
        kv('Card', `**** **** **** ${c.rng.digits(4)}`, { size: 17 }),
        kv('Expiry', `${String(c.rng.int(1, 12)).padStart(2, '0')}/${(y + c.rng.int(1, 4)) % 100}`, {
          size: 17,
        }),
        kv('Auth code', c.rng.digits(6), { size: 17 }),
        kv('Terminal', `T${c.rng.digits(4)}`, { size: 17 }),
        rule({ dash: true }),
        ctr('Please display in vehicle', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 448, F.narrow, 22));
    },
  },
];
