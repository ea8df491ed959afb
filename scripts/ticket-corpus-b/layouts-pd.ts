// Pay & display, meter slips, stick-on tickets and council scratch vouchers.
import { addMin, fmtDate, fmtTime, MONTHS, WELSH_DAYS, WELSH_MONTHS, dow } from './dates.ts';
import type { Block } from './doc.ts';
import { CARPARK_NAMES, STREETS } from './places.ts';
import {
  endText,
  locCode,
  money,
  placeLine,
  pl,
  price,
  tariffText,
  thermal,
  ticketNo,
  twoDays,
} from './common.ts';
import type { Ctx, LayoutDef } from './types.ts';

const head = (c: Ctx, s: string, bg: string, sub?: string): Block =>
  c.inverse ? { t: 'banner', s, bg, sub } : { t: 'text', s, bold: true, align: 'c', size: 24 };

export const PD_LAYOUTS: LayoutDef[] = [
  {
    name: 'council-pd-classic',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'town',
    note: 'council pay & display: date, time purchased, expires, tariff, machine and location code',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        head(c, c.town.council.toUpperCase(), '#000'),
        {
          t: 'text',
          s: r.pick(['PAY AND DISPLAY', 'PAY & DISPLAY', 'Pay & Display Ticket']),
          align: 'c',
          bold: true,
        },
      ];
      b.push(...pl(c.townName ? `${r.pick(CARPARK_NAMES)} Car Park, ${c.townName}` : null), {
        t: 'rule',
        dash: true,
      });
      b.push({ t: 'kv', k: r.pick(['Date', 'Date:', 'DATE']), v: c.f.D(c.start), key: true });
      b.push({
        t: 'kv',
        k: r.pick(['Time purchased', 'Time in', 'Purchased']),
        v: c.f.T(c.start),
        key: true,
      });
      b.push({
        t: 'kv',
        k: r.pick(['Expires', 'Expiry time', 'Valid until', 'EXPIRES AT']),
        v: endText(c),
        key: true,
      });
      b.push(
        { t: 'kv', k: 'Tariff', v: tariffText(c) },
        { t: 'kv', k: r.pick(['Amount paid', 'Paid', 'Total']), v: money(price(c)) },
      );
      b.push(
        { t: 'rule', dash: true },
        { t: 'kv', k: 'Machine no.', v: String(r.int(1, 60)).padStart(3, '0'), size: 17 },
        { t: 'kv', k: 'Location code', v: locCode(c), size: 17 },
        { t: 'kv', k: 'Ticket no.', v: ticketNo(c), size: 17 },
      );
      b.push({
        t: 'para',
        s: r.pick([
          'DISPLAY THIS TICKET FACE UP ON THE DASHBOARD',
          'Display this ticket face up on the windscreen. Not transferable.',
          'Display clearly inside windscreen. Keep for your records.',
        ]),
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'metric-valid-until',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'mixed',
    note: 'machine ticket with a big VALID UNTIL and purchased line',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['Metric Parking', 'Flowbird', 'CityPay Parking', 'Parkeon']),
          bold: true,
          align: 'c',
          size: 26,
        },
      ];
      b.push(...pl(placeLine(c)), {
        t: 'text',
        s: `Tariff ${r.pick(['A', 'B', 'C'])}  Zone ${r.int(1, 9)}`,
        align: 'c',
        size: 17,
      });
      b.push({
        t: 'text',
        s: r.pick(['VALID UNTIL', 'EXPIRY', 'Ticket valid until']),
        align: 'c',
        bold: true,
        key: true,
      });
      b.push({ t: 'big', s: c.f.T(c.end), size: 64, key: true });
      b.push({ t: 'text', s: c.f.D(c.end), align: 'c', bold: true, size: 26, key: true });
      b.push(
        { t: 'rule' },
        { t: 'kv', k: r.pick(['Purchased', 'Issued', 'Paid at']), v: c.f.DT(c.start), key: true },
      );
      b.push(
        { t: 'kv', k: 'Amount', v: money(price(c)) },
        { t: 'kv', k: 'Machine', v: `${r.letters(2)}${r.digits(4)}` },
        { t: 'kv', k: 'Ticket', v: ticketNo(c, 5) },
      );
      b.push({ t: 'text', s: 'Display on dashboard', align: 'c', size: 16 });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'cale-dotmatrix',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'code',
    forced: ['dot-matrix'],
    note: 'dot-matrix compact ticket: 4-digit times and 27NOV26 dates, location code only',
    build(c) {
      const r = c.rng;
      const D = (w: typeof c.start) => fmtDate(w, r.pick(['dMONyyCompact', 'ddMONyy'] as const));
      const T = (w: typeof c.start) => fmtTime(w, 'hhmm');
      const dEnd = D(c.end);
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['CALE PARKING SYSTEMS', 'PARK-O-MAT 2000', 'CWT TICKET']),
          align: 'c',
          bold: true,
        },
      ];
      b.push(
        { t: 'text', s: `LOC ${locCode(c)}  MC ${r.int(10, 99)}`, align: 'c' },
        { t: 'rule', dash: true },
      );
      b.push({ t: 'cols', cells: ['IN', T(c.start), D(c.start)], key: true, bold: true });
      b.push({ t: 'cols', cells: ['EXP', T(c.end), dEnd], key: true, bold: true });
      b.push({ t: 'big', s: `EXPIRES ${T(c.end)}`, size: 40, font: 'DejaVu Sans Mono', key: true });
      b.push({ t: 'cols', cells: ['PAID', money(price(c))] }, { t: 'cols', cells: ['TKT', ticketNo(c, 5)] });
      b.push({ t: 'text', s: 'DISPLAY FACE UP', align: 'c', bold: true });
      return { blocks: b, style: thermal(c, { dot: true, font: 'DejaVu Sans Mono', size: 22 }) };
    },
  },
  {
    name: 'strada-12h',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'full',
    note: 'private operator ticket with 12-hour clocks and day-name dates',
    build(c) {
      const r = c.rng;
      const ts = r.pick(['ampm', 'ampmDotUpper', 'ampmShort', 'ampmSpace'] as const);
      const T = (w: typeof c.start) => fmtTime(w, ts, { words: r.chance(0.4) });
      const D = (w: typeof c.start) => fmtDate(w, r.pick(['dowdMon', 'dMonY', 'dowCommaDMonY'] as const));
      const op = r.pick([
        'Britannia Parking',
        'Premier Park',
        'Saba',
        'Horizon Parking',
        'Lakeside Car Parks Ltd',
      ]);
      const b: Block[] = [
        head(c, op, r.pick(['#0b3d91', '#7a0019', '#004d40'])),
        ...pl(placeLine(c)),
        { t: 'rule' },
      ];
      b.push({ t: 'kv', k: r.pick(['Arrival', 'Start']), v: `${D(c.start)}  ${T(c.start)}`, key: true });
      b.push({
        t: 'kv',
        k: r.pick(['Expiry', 'Expires']),
        v: twoDays(c) ? `${D(c.end)}  ${T(c.end)}` : T(c.end),
        key: true,
      });
      b.push(
        { t: 'kv', k: 'Duration', v: c.f.dur_(c.minutes) },
        { t: 'kv', k: 'Paid', v: money(price(c)) },
        { t: 'kv', k: 'Site', v: locCode(c) },
      );
      b.push({
        t: 'para',
        s: 'Place ticket face up on the dashboard. Failure to display may result in a Parking Charge of £100.',
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'tariff-band-only',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'mixed',
    note: 'start time plus the tariff band paid ("Up to 3 hours £4.50"), no printed expiry',
    build(c) {
      const r = c.rng;
      const h = c.minutes / 60;
      const band = c.minutes % 60 === 0 ? `Up to ${h} hour${h === 1 ? '' : 's'}` : `Up to ${c.minutes} mins`;
      const p = money(price(c));
      const op = r.pick(['Euro Car Parks', 'APCOA', 'NCP', 'Indigo', 'Riverside Parking Co.']);
      const b: Block[] = [head(c, op, r.pick(['#1b5e20', '#0d47a1', '#222'])), ...pl(placeLine(c))];
      b.push(
        { t: 'kv', k: r.pick(['Date', 'Issued']), v: c.f.D(c.start), key: true },
        { t: 'kv', k: r.pick(['Time', 'Time of purchase']), v: c.f.T(c.start), key: true },
      );
      b.push(
        { t: 'rule' },
        { t: 'text', s: 'Tariff paid', size: 16 },
        { t: 'kv', k: band, v: p, size: 26, key: true },
        { t: 'rule' },
      );
      b.push(
        { t: 'kv', k: 'Ticket no.', v: ticketNo(c) },
        {
          t: 'para',
          s: 'Valid for the period shown from the time of purchase. Display face up.',
          align: 'c',
        },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'seafront-tariff-table',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'town',
    note: 'coloured banner, a printed tariff table of other durations as distraction, then paid and expiry',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'banner',
          s: r.pick(['SEAFRONT PARKING', 'TOWN CENTRE PARKING', 'COUNTRY PARK']),
          bg: r.pick(['#006494', '#c2185b', '#ef6c00']),
          sub: c.town.council,
        },
      ];
      b.push(...pl(c.townName ? `${r.pick(STREETS)}, ${c.townName}` : null));
      for (const [k, v] of [
        ['Up to 1 hr', '£1.40'],
        ['Up to 2 hrs', '£2.60'],
        ['Up to 4 hrs', '£4.80'],
        ['All day', '£7.50'],
      ] as const)
        b.push({ t: 'kv', k, v, size: 15, bold: false });
      b.push(
        { t: 'rule' },
        { t: 'kv', k: 'Paid', v: money(price(c)) },
        { t: 'kv', k: r.pick(['Start', 'From']), v: c.f.DT(c.start), key: true },
      );
      b.push(
        { t: 'kv', k: r.pick(['Expires', 'Until', 'Valid to']), v: endText(c, true), key: true },
        { t: 'kv', k: 'Machine', v: String(r.int(100, 999)) },
      );
      b.push({
        t: 'para',
        s: 'Display this ticket face up. Enforcement in operation 8am - 8pm.',
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'welsh-bilingual-pd',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'town',
    welsh: true,
    note: 'bilingual Welsh/English council ticket with Welsh month and day names',
    build(c) {
      const r = c.rng;
      const wt = c.town.welsh ?? { town: c.town.town, council: c.town.council };
      const wd = (w: typeof c.start) =>
        r.chance(0.5)
          ? `${w.d} ${WELSH_MONTHS[w.m - 1]} ${w.y}`
          : `${WELSH_DAYS[dow(w)]} ${w.d} ${WELSH_MONTHS[w.m - 1]}`;
      const T = (w: typeof c.start) => fmtTime(w, r.pick(['hm', 'hmDot'] as const));
      const b: Block[] = [
        head(c, wt.council, '#b71c1c'),
        { t: 'text', s: c.town.council, align: 'c', size: 17 },
      ];
      b.push({ t: 'text', s: 'Talu ac Arddangos / Pay and Display', align: 'c', bold: true, size: 18 });
      if (c.townName)
        b.push({
          t: 'text',
          s: wt.town === c.townName ? c.townName : `${wt.town} / ${c.townName}`,
          align: 'c',
        });
      b.push(
        { t: 'rule' },
        { t: 'kv', k: 'Dyddiad / Date', v: wd(c.start), key: true },
        { t: 'kv', k: 'Amser prynu / Time bought', v: T(c.start), key: true },
      );
      b.push({
        t: 'kv',
        k: 'Yn dod i ben / Expires',
        v: twoDays(c) ? `${wd(c.end)} ${T(c.end)}` : T(c.end),
        key: true,
      });
      b.push(
        { t: 'kv', k: 'Tâl / Paid', v: money(price(c)) },
        { t: 'kv', k: 'Peiriant / Machine', v: String(r.int(1, 40)) },
      );
      b.push({ t: 'para', s: 'Arddangoswch y tocyn hwn / Display this ticket', align: 'c' });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'day-pass-24h',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['allday'],
    loc: 'mixed',
    note: 'all-day / 24-hour / until-8am ticket with valid from and valid until',
    build(c) {
      const r = c.rng;
      const until =
        c.end.hh === 8 && c.end.mm === 0 && twoDays(c) ? 'Until 8am tomorrow' : endText(c, c.minutes >= 1440);
      const title =
        c.minutes >= 1440
          ? '24 HOUR TICKET'
          : c.end.hh === 8
            ? 'OVERNIGHT TICKET'
            : r.pick(['ALL DAY', 'DAY TICKET']);
      const b: Block[] = [
        head(c, r.pick(['Smart Parking', 'Excel Parking', 'UKPC', 'Premier Park']), '#263238'),
        { t: 'big', s: title, size: 38 },
      ];
      b.push(
        ...pl(placeLine(c)),
        { t: 'rule' },
        { t: 'kv', k: 'Valid from', v: c.f.DT(c.start), key: true },
        {
          t: 'kv',
          k: 'Valid until',
          v: c.end.hh === 8 && twoDays(c) && r.chance(0.5) ? until : c.f.DT(c.end),
          key: true,
        },
      );
      b.push(
        { t: 'kv', k: 'Tariff', v: c.minutes >= 1440 ? '24 hours' : 'All day' },
        { t: 'kv', k: 'Paid', v: money(r.pick([5, 6.5, 8, 10, 12])) },
      );
      b.push({ t: 'para', s: 'Please display clearly in the windscreen.', align: 'c' });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'anpr-reg-entry',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['session', 'tariff'],
    short: true,
    loc: 'code',
    note: 'ANPR car park machine receipt with registration, parking start and end, site code only',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['Smart Parking', 'ParkingEye', 'Civil Enforcement', 'Excel Parking']),
          bold: true,
          align: 'c',
          size: 25,
        },
        { t: 'text', s: `Site ${r.letters(2)}${r.digits(3)}`, align: 'c' },
      ];
      b.push({ t: 'kv', k: 'Vehicle reg', v: c.vrm }, { t: 'rule', dash: true });
      b.push({ t: 'kv', k: r.pick(['Parking start', 'Start time', 'From']), v: c.f.DT(c.start), key: true });
      b.push({ t: 'kv', k: r.pick(['Parking end', 'End time', 'To']), v: c.f.DT(c.end), key: true });
      b.push({ t: 'kv', k: 'Amount', v: money(price(c)) }, { t: 'kv', k: 'Txn', v: ticketNo(c, 8) });
      b.push({
        t: 'para',
        s: 'Your registration has been recorded. You do not need to display this ticket. Keep it as your receipt.',
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'zone-sign-code',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'code',
    note: 'kerbside machine ticket with zone and location code only (no town)',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'banner',
          s: `ZONE ${r.int(100, 9999)}`,
          bg: r.pick(['#6a1b9a', '#00695c', '#000']),
          sub: 'On-street parking',
        },
      ];
      b.push({ t: 'kv', k: 'Location', v: locCode(c) }, { t: 'kv', k: 'Bay', v: String(r.int(1, 40)) });
      b.push({ t: 'stack', k: r.pick(['Start', 'Time in']), v: c.f.DT(c.start), key: true, align: 'c' });
      b.push({
        t: 'stack',
        k: r.pick(['Expires', 'Valid until']),
        v: endText(c, r.chance(0.5)),
        key: true,
        align: 'c',
      });
      b.push({ t: 'kv', k: 'Paid', v: money(price(c)) });
      b.push({ t: 'para', s: 'Max stay 4 hours. No return within 1 hour.', align: 'c' });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'meter-slip',
    kind: 'meter_slip',
    medium: 'paper',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'mixed',
    note: 'tiny meter slip with meter number and from/to',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'text', s: `METER ${r.int(100, 4999)}`, bold: true, align: 'c' },
        ...pl(placeLine(c, ' ')),
      ];
      b.push(
        { t: 'text', s: c.f.D(c.start), align: 'c', key: true },
        { t: 'kv', k: 'FROM', v: c.f.T(c.start), key: true },
        { t: 'kv', k: 'TO', v: endText(c), key: true },
      );
      b.push({ t: 'kv', k: 'PAID', v: money(price(c)), size: 15 });
      return { blocks: b, style: thermal(c, { w: r.int(250, 290), size: 18, pad: 12 }) };
    },
  },
  {
    name: 'peel-sticker',
    kind: 'meter_slip',
    medium: 'paper',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'mixed',
    note: 'coloured stick-on windscreen ticket with EXPIRES big and purchase time',
    build(c) {
      const r = c.rng;
      const bg = r.pick(['#ffe066', '#ffcf99', '#c8f7c5', '#ffd6e7']);
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['STICK-ON TICKET', 'PEEL & STICK', 'Windscreen ticket']),
          align: 'c',
          bold: true,
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'text', s: 'EXPIRES', align: 'c', bold: true, key: true },
        { t: 'big', s: c.f.T(c.end, true), size: 58, key: true },
        { t: 'text', s: c.f.D(c.end), align: 'c', bold: true, key: true },
      );
      b.push(
        { t: 'kv', k: 'Purchased', v: c.f.DT(c.start), key: true, size: 17 },
        { t: 'kv', k: 'Paid', v: money(price(c)), size: 17 },
      );
      b.push({
        t: 'para',
        s: 'Peel off backing and stick to inside of windscreen, driver side.',
        align: 'c',
      });
      return { blocks: b, style: thermal(c, { bg, shape: 'sticker', w: r.int(330, 380) }) };
    },
  },
  {
    name: 'scratch-voucher',
    kind: 'scratch_card',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'town',
    roundStart: 5,
    note: 'council scratch-card voucher with day, month, hour and minute scratched off',
    build(c) {
      const r = c.rng;
      const w = 520;
      const hrs = c.minutes / 60;
      const dur = c.minutes % 60 === 0 ? `${hrs} HOUR${hrs === 1 ? '' : 'S'}` : `${c.minutes} MINUTES`;
      const cell = (x: number, y: number, s: string, hit: boolean, cw: number) =>
        `<rect x="${x}" y="${y}" width="${cw - 3}" height="22" fill="${hit ? '#fff' : '#b9bcc2'}" stroke="#333" stroke-width="0.8"/>` +
        `<text x="${x + (cw - 3) / 2}" y="${y + 16}" text-anchor="middle" font-family="DejaVu Sans Condensed" font-size="13" font-weight="bold" fill="${hit ? '#000' : '#777'}">${s}</text>` +
        (hit
          ? `<path d="M${x + 2} ${y + 2} L${x + cw - 5} ${y + 20} M${x + cw - 5} ${y + 2} L${x + 2} ${y + 20}" stroke="#c62828" stroke-width="1.6" opacity="0.55"/>`
          : '');
      const row = (label: string, vals: string[], hitIdx: number, cols: number) => ({
        t: 'raw' as const,
        h: 30 * Math.ceil(vals.length / cols) + 22,
        svg: (x: number, y: number, W: number) => {
          let s = `<text x="${x}" y="${y + 15}" font-family="DejaVu Sans" font-weight="bold" font-size="15" fill="#111">${label}</text>`;
          const cw = W / cols;
          vals.forEach((v, i) => {
            s += cell(x + (i % cols) * cw, y + 20 + Math.floor(i / cols) * 30, v, i === hitIdx, cw);
          });
          return s;
        },
      });
      const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
      const b: Block[] = [
        { t: 'banner', s: `${c.town.council.toUpperCase()}`, bg: '#1a237e', sub: `PARKING VOUCHER - ${dur}` },
      ];
      b.push({
        t: 'text',
        s: 'Scratch off the day, month, hour and minute of arrival',
        size: 15,
        align: 'c',
      });
      b.push(
        row('DAY', days, c.start.d - 1, 11),
        row(
          'MONTH',
          MONTHS.map((m) => m.slice(0, 3).toUpperCase()),
          c.start.m - 1,
          6,
        ),
      );
      b.push(
        row(
          'HOUR',
          Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')),
          c.start.hh,
          12,
        ),
      );
      b.push(
        row(
          'MINUTE',
          ['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'],
          Math.floor(c.start.mm / 5),
          12,
        ),
      );
      b.push(
        { t: 'kv', k: 'YEAR', v: String(c.start.y), size: 17 },
        { t: 'kv', k: 'Vehicle', v: c.vrm, size: 17 },
      );
      if (r.chance(0.5))
        b.push({
          t: 'text',
          s: `Arrived ${fmtTime(c.start, 'hm')}  -  valid ${dur.toLowerCase()} to ${fmtTime(addMin(c.start, c.minutes), 'hm')}`,
          align: 'c',
          size: 17,
          key: true,
          font: 'DejaVu Serif',
          italic: true,
          color: '#0d2a8a',
        });
      b.push({
        t: 'para',
        s: `Voucher no. ${ticketNo(c, 7)}. Valid in ${c.townName ?? 'council'} car parks and on-street bays. Display face up.`,
        align: 'c',
      });
      return {
        blocks: b,
        style: thermal(c, {
          w,
          font: 'DejaVu Sans',
          size: 18,
          bg: '#fffdf5',
          dot: false,
          lowInk: false,
          shape: 'plain',
        }),
      };
    },
  },
];
