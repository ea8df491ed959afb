// Genuine: pay-on-foot / barrier receipts, multi-storey and shopping-centre, hospital, university.
import { ban, cols, ctr, gap, kv, opt, para, rule, tx } from './blocks.ts';
import { CARPARK_NAMES, CENTRES, HOSPITALS, OPERATORS, STREETS, TRUSTS, UNIVERSITIES } from './brands.ts';
import {
  card,
  dur,
  fmtDate,
  fmtDur,
  fmtTime,
  pickDate,
  pickTime,
  placeLine,
  tariffPence,
  thermal,
  ticketNo,
} from './common.ts';
import { money } from './formats.ts';
import { type Block, F, renderDoc } from './svg-kit.ts';
import type { Ctx, GenuineLayout } from './types.ts';

const vat = (c: Ctx, pence: number): Block[] => [
  kv('inc. VAT @ 20%', money(Math.round(pence / 6)), { size: 17 }),
  kv('VAT reg', `GB ${c.rng.digits(3)} ${c.rng.digits(4)} ${c.rng.digits(2)}`, { size: 17 }),
];

export const EXIT_LAYOUTS: GenuineLayout[] = [
  {
    name: 'pof-in-out',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.8, postcode: 0.6 },
    notes: 'pay-on-foot receipt, IN / OUT with dates, "Length of stay 2 hrs 36 mins"',
    build(c) {
      const df = pickDate(c, ['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yy'], c.start, c.end);
      const tf = pickTime(c, ['HH:MM', 'HH:MM:SS']);
      const paid = tariffPence(c, dur(c));
      const b: Block[] = [
        ctr(c.rng.pick(OPERATORS), { bold: true, size: 22 }),
        ctr(`${c.rng.pick(CARPARK_NAMES)} Car Park`),
        ...opt(placeLine(c), ctr(placeLine(c))),
        rule(),
        ctr('RECEIPT', { bold: true, size: 26 }),
        kv('IN', `${fmtDate(c.start, df)} ${fmtTime(c.start, tf, { secs: c.rng.int(0, 59) })}`, { vb: true }),
        kv('OUT', `${fmtDate(c.end, df)} ${fmtTime(c.end, tf, { secs: c.rng.int(0, 59) })}`, { vb: true }),
        tx(`Length of stay ${fmtDur(dur(c), 'x hrs yy mins')}`, { bold: true }),
        rule({ dash: true }),
        kv('Amount paid', money(paid), { bold: true }),
        ...vat(c, paid),
        kv('Payment machine', `APM ${c.rng.int(1, 6)}`),
        kv('Receipt no.', ticketNo(c, 8)),
        rule(),
        ctr('Thank you for parking with us', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 384, F.mono, 20));
    },
  },
  {
    name: 'pof-barrier-12h',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.7, postcode: 0.4 },
    notes: 'exit barrier slip in 12-hour clock with one date; overnight stays read as next morning',
    build(c) {
      const df = pickDate(c, ['Ddd d Mon yyyy', 'd Mon yyyy', 'Dddd dth Month yyyy'], c.start);
      const tf = pickTime(c, ['h:mmam', 'h:mm AM', 'h:mma']);
      const b: Block[] = [
        ctr('EXIT RECEIPT', { bold: true, size: 28 }),
        ctr(c.townName ? `${c.townName} Central Car Park` : 'Central Car Park'),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        gap(8),
        tx(fmtDate(c.start, df), { bold: true }),
        kv('Entry', fmtTime(c.start, tf), { size: 28 }),
        kv('Exit', fmtTime(c.end, tf), { size: 28 }),
        kv('Duration', fmtDur(dur(c), 'h:mm')),
        kv('Paid', money(tariffPence(c, dur(c)))),
        rule({ dash: true }),
        ctr(`Lane ${c.rng.int(1, 3)} · Ticket ${ticketNo(c, 6)}`, { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 448, F.sans, 21));
    },
  },
  {
    name: 'pof-arrival-departure',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.8, postcode: 0.7 },
    notes: 'Arrival / Departure each with a weekday date, plus a "printed" timestamp at exit',
    build(c) {
      const tf = pickTime(c, ['HH:MM', 'HH.MM']);
      const printed = c.end + c.rng.int(0, 1);
      const b: Block[] = [
        ctr(c.rng.pick(OPERATORS).toUpperCase(), { bold: true }),
        ...opt(placeLine(c), ctr(`${c.rng.pick(STREETS)}, ${placeLine(c)}`, { size: 17 })),
        rule({ double: true }),
        kv('Arrival', `${fmtDate(c.start, 'Ddd d Mon')} ${fmtTime(c.start, tf)}`),
        kv('Departure', `${fmtDate(c.end, 'Ddd d Mon')} ${fmtTime(c.end, tf)}`),
        kv('Stay', fmtDur(dur(c), 'xh ym')),
        rule({ double: true }),
        kv('TOTAL', money(tariffPence(c, dur(c))), { bold: true, size: 26 }),
        kv('Card', `VISA **${c.rng.digits(4)}`),
        gap(6),
        tx(
          `Printed ${fmtDate(printed, 'dd/mm/yyyy')} ${fmtTime(printed, 'HH:MM:SS', { secs: c.rng.int(0, 59) })}`,
          { size: 16 },
        ),
      ];
      return renderDoc(b, thermal(c, 384, F.lmono, 20));
    },
  },
  {
    name: 'pof-minutes-stay',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    inGuideWording: false,
    period: { timing: 'exit', pattern: 'free' },
    place: { town: 0.6, postcode: 0.6 },
    notes: 'VAT receipt with 4-digit Entry time / Exit time and "Stay 156 mins"',
    build(c) {
      const paid = tariffPence(c, dur(c));
      const b: Block[] = [
        ctr('Pay Station Receipt', { bold: true, size: 22 }),
        ctr(`${c.rng.pick(CARPARK_NAMES)} Multi-Storey`),
        ...opt(placeLine(c), ctr(placeLine(c))),
        rule(),
        kv('Date', fmtDate(c.start, 'dd.mm.yy')),
        kv('Entry time', fmtTime(c.start, 'HHMM')),
        kv('Exit time', fmtTime(c.end, 'HHMM')),
        kv('Stay', fmtDur(dur(c), 'x mins'), { vb: true }),
        rule(),
        kv('Parking fee', money(paid)),
        ...vat(c, paid),
        kv('Station', `${c.rng.int(1, 4)}`),
        ctr('Exit within 15 minutes of payment', { size: 16 }),
      ];
      return renderDoc(b, thermal(c, 384, F.narrow, 23));
    },
  },
  {
    name: 'ms-centre-level-bay',
    kind: 'multistorey_shopping',
    medium: 'paper',
    thermal: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'free' },
    place: { town: 0.85, postcode: 0.5 },
    notes: 'shopping-centre multi-storey receipt with Level, Bay, Entry, Exit, Paid',
    build(c) {
      const df = pickDate(c, ['dd/mm/yyyy', 'd Mon yyyy'], c.start);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const name = c.rng.pick(CENTRES);
      const b: Block[] = [
        ban(name.toUpperCase(), { size: 28, bg: c.rng.pick(['#222', '#333']) }),
        ctr(`Shopping Centre${c.townName ? ` · ${c.townName}` : ''}`, { size: 18 }),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 18 })),
        gap(6),
        cols(['Level', 'Bay'], [0, 0.5], { bold: true }),
        cols([String(c.rng.int(1, 6)), `${c.rng.pick(['A', 'B', 'C', 'D'])}${c.rng.int(1, 80)}`], [0, 0.5], {
          size: 30,
        }),
        rule(),
        kv('Date', fmtDate(c.start, df)),
        kv('Entry', fmtTime(c.start, tf)),
        kv('Exit', fmtTime(c.end, tf)),
        kv('Paid', money(tariffPence(c, dur(c))), { vb: true }),
        rule(),
        ctr('Spend £20 in store for 2 hrs free next visit', { size: 15 }),
        ctr('Offer ends 31 Jan', { size: 15 }),
      ];
      return renderDoc(b, thermal(c, 448, F.sans, 21));
    },
  },
  {
    name: 'ms-validated-entry-card',
    kind: 'multistorey_shopping',
    medium: 'paper',
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240], short: [30, 45] },
    place: { town: 0.8, postcode: 0.3 },
    notes: 'printed entry card with a red "VALIDATED - exit by" stamp from the pay station',
    build(c) {
      const tf = pickTime(c, ['HH:MM']);
      const df = pickDate(c, ['dd/mm/yy', 'dd-mm-yy'], c.start);
      const st = card(c, 560, '#f1e7c9', F.lib, 24);
      const stamp = `<g transform="rotate(-7 300 178)"><rect x="120" y="122" width="360" height="112" rx="10" fill="none" stroke="#c0262c" stroke-width="5" opacity="0.85"/>
        <text x="300" y="167" font-family="${F.sans}" font-size="30" font-weight="bold" fill="#c0262c" text-anchor="middle" opacity="0.85">VALIDATED</text>
        <text x="300" y="217" font-family="${F.sans}" font-size="32" font-weight="bold" fill="#c0262c" text-anchor="middle" opacity="0.85">EXIT BY ${fmtTime(c.end, tf)}</text></g>`;
      const b: Block[] = [
        tx(`${c.rng.pick(CENTRES)} Car Park${c.townName ? `, ${c.townName}` : ''}`, { bold: true }),
        ...opt(c.postcode, tx(c.postcode ?? '', { size: 18 })),
        tx('ENTRY TICKET – keep with you', { size: 18 }),
        gap(190),
        kv('ENTRY', `${fmtDate(c.start, df)}  ${fmtTime(c.start, tf)}`, { vb: true, size: 26 }),
        kv('Lane', `${c.rng.int(1, 4)}`),
        { t: 'barcode', data: ticketNo(c, 12), h: 60, caption: true },
        tx('Pay at machine before returning to vehicle', { size: 16 }),
      ];
      const doc = renderDoc(b, st, { footer: stamp });
      doc.texts.push('VALIDATED', `EXIT BY ${fmtTime(c.end, tf)}`);
      return doc;
    },
  },
  {
    name: 'ms-multistorey-serif',
    kind: 'multistorey_shopping',
    medium: 'paper',
    thermal: true,
    inGuideWording: false,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.9, postcode: 0.4 },
    notes:
      'serif multi-storey receipt, "Time of arrival / Time of leaving", 12-hour dotted times, both dates',
    build(c) {
      const tf = pickTime(c, ['h.mm AM', 'h:mm AM']);
      const b: Block[] = [
        ctr(`${c.townName ? `${c.townName} ` : ''}Multi-Storey`, { bold: true, size: 26 }),
        ctr(`${c.rng.pick(STREETS)}${c.postcode ? `, ${c.postcode}` : ''}`, { size: 18 }),
        rule(),
        tx('Time of arrival', { size: 18 }),
        tx(`${fmtTime(c.start, tf)}, ${fmtDate(c.start, 'd Mon yyyy')}`, { bold: true }),
        tx('Time of leaving', { size: 18 }),
        tx(`${fmtTime(c.end, tf)}, ${fmtDate(c.end, 'd Mon yyyy')}`, { bold: true }),
        rule(),
        kv('Charge paid', money(tariffPence(c, dur(c)))),
        kv('Floor', `${c.rng.pick(['Ground', '1', '2', '3', 'Roof'])}`),
        ctr('Have a safe journey', { italic: true, size: 18 }),
      ];
      return renderDoc(b, thermal(c, 448, F.serif, 21));
    },
  },
  {
    name: 'hospital-visitor-exit',
    kind: 'hospital_university',
    medium: 'paper',
    thermal: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.8, postcode: 0.7 },
    notes: 'NHS trust visitor parking receipt, Entry / Exit / Paid',
    build(c) {
      const df = pickDate(c, ['dd/mm/yyyy', 'dd/mm/yy'], c.start, c.end);
      const tf = pickTime(c, ['HH:MM']);
      const b: Block[] = [
        tx('NHS', { bold: true, size: 34, fill: '#1b1b1b', font: F.sans, italic: true }),
        tx(c.rng.pick(TRUSTS), { size: 17 }),
        tx(c.rng.pick(HOSPITALS), { bold: true }),
        ...opt(placeLine(c), tx(placeLine(c))),
        rule(),
        ctr('VISITOR PARKING', { bold: true, size: 26 }),
        kv('Entry', `${fmtDate(c.start, df)} ${fmtTime(c.start, tf)}`),
        kv('Exit', `${fmtDate(c.end, df)} ${fmtTime(c.end, tf)}`),
        kv('Duration', fmtDur(dur(c), 'xhr ymin')),
        kv('Paid', money(tariffPence(c, dur(c))), { vb: true }),
        rule({ dash: true }),
        para('Concessions for frequent visitors are available from the main reception.', { size: 16 }),
      ];
      return renderDoc(b, thermal(c, 384, F.lib, 20));
    },
  },
  {
    name: 'hospital-patient-concession',
    kind: 'hospital_university',
    medium: 'paper',
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 240, 300], short: [30, 45] },
    place: { town: 0.8, postcode: 0.5 },
    notes:
      'reception-issued patient concession slip (free, granted), Valid from / Valid to, handwritten-style fields',
    build(c) {
      const st = card(c, 600, '#e8f1fb', F.lib, 23);
      const df = pickDate(c, ['dd/mm/yyyy', 'd Mon yyyy'], c.start);
      const hand = (s: string) => tx(s, { font: F.lserif, italic: true, size: 30, fill: '#1f3aa0' });
      const b: Block[] = [
        ban(`${c.rng.pick(HOSPITALS)}`, { bg: '#005eb8', size: 24 }),
        ...opt(placeLine(c), tx(placeLine(c, ' · '), { size: 18 })),
        tx('PATIENT PARKING CONCESSION', { bold: true }),
        tx('Free parking granted for the period below', { size: 18 }),
        rule({ color: '#005eb8' }),
        tx('Date', { size: 18 }),
        hand(fmtDate(c.start, df)),
        tx('Valid from', { size: 18 }),
        hand(fmtTime(c.start, 'HH:MM')),
        tx('Valid to', { size: 18 }),
        hand(fmtTime(c.end, 'HH:MM')),
        tx(`Clinic: ${c.rng.pick(['Renal', 'Oncology day unit', 'Fracture clinic', 'Maternity'])}`, {
          size: 18,
        }),
        tx('Place face up on dashboard', { size: 16 }),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'uni-visitor-day',
    kind: 'hospital_university',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 240, 480], short: [30] },
    place: { town: 0.8, postcode: 0.6 },
    notes: 'university visitor pay & display, Valid from / until, campus zone',
    build(c) {
      const df = pickDate(c, ['dd/mm/yy', 'Ddd d Mon'], c.start);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const b: Block[] = [
        ctr(c.rng.pick(UNIVERSITIES), { bold: true, size: 22 }),
        ctr(
          `${c.rng.pick(['North', 'South', 'Hillside', 'Riverside'])} Campus${c.townName ? `, ${c.townName}` : ''}`,
          { size: 18 },
        ),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 18 })),
        ban('VISITOR', { size: 30 }),
        kv('Date', fmtDate(c.start, df)),
        kv('Valid from', fmtTime(c.start, tf)),
        kv('Valid until', fmtTime(c.end, tf), { size: 28, vb: true }),
        kv('Zone', `V${c.rng.int(1, 6)}`),
        kv('Fee', money(tariffPence(c, dur(c)))),
        rule({ dash: true }),
        ctr('Staff permits not valid in visitor bays', { size: 15 }),
      ];
      return renderDoc(b, thermal(c, 384, F.cond, 20));
    },
  },
];
