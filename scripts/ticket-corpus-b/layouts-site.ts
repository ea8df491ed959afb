// Pay-on-foot / barrier, multi-storey, hospital, university, supermarket, hotel, park & ride, event.
import { addMin, diffMin, fmtDate, fmtTime } from './dates.ts';
import type { Block } from './doc.ts';
import { CARPARK_NAMES } from './places.ts';
import {
  bookedOn,
  cardExpiry,
  endText,
  money,
  placeLine,
  pl,
  price,
  thermal,
  ticketNo,
  twoDays,
} from './common.ts';
import type { Ctx, LayoutDef } from './types.ts';

const stay = (c: Ctx) => {
  const h = Math.floor(c.minutes / 60);
  const m = c.minutes % 60;
  return c.rng.pick([
    `${h} hrs ${String(m).padStart(2, '0')} mins`,
    c.f.dur_(c.minutes),
    `${h}:${String(m).padStart(2, '0')}`,
  ]);
};
const hd = (c: Ctx, s: string, bg: string, sub?: string): Block =>
  c.inverse ? { t: 'banner', s, bg, sub } : { t: 'text', s, bold: true, align: 'c', size: 25 };

export const SITE_LAYOUTS: LayoutDef[] = [
  {
    name: 'pof-exit-receipt',
    kind: 'barrier_exit',
    medium: 'paper',
    periods: ['session', 'overnight'],
    short: true,
    loc: 'full',
    note: 'pay-on-foot receipt: entry and exit with dates, length of stay, amount paid',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        hd(c, r.pick(['NCP', 'Q-Park', 'APCOA', 'Indigo', 'Saba']), '#000', 'Car Park Receipt'),
        ...pl(`${r.pick(CARPARK_NAMES)} Car Park`),
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'rule', dash: true },
        { t: 'kv', k: r.pick(['Entry', 'Entry time', 'Arrival']), v: c.f.DT(c.start), key: true },
        { t: 'kv', k: r.pick(['Exit', 'Exit time', 'Paid at']), v: c.f.DT(c.end), key: true },
      );
      b.push(
        { t: 'kv', k: r.pick(['Length of stay', 'Duration', 'Stay']), v: stay(c), key: true },
        { t: 'kv', k: 'Amount paid', v: money(price(c)) },
      );
      b.push(
        { t: 'kv', k: 'Payment machine', v: `APS ${r.int(1, 6)}` },
        { t: 'kv', k: 'Receipt no.', v: ticketNo(c, 7) },
      );
      b.push({ t: 'para', s: 'Please exit within 15 minutes of payment. VAT included at 20%.', align: 'c' });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'paystation-in-out',
    kind: 'barrier_exit',
    medium: 'paper',
    periods: ['session'],
    short: true,
    loc: 'mixed',
    note: 'pay station IN / OUT columns with one date and a duration',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'text', s: r.pick(['PAY STATION', 'AUTO PAY', 'PAY HERE']), bold: true, align: 'c', size: 26 },
        ...pl(placeLine(c)),
      ];
      b.push({ t: 'text', s: c.f.D(c.start), align: 'c', bold: true, key: true });
      b.push(
        { t: 'cols', cells: ['IN', c.f.T(c.start)], key: true, bold: true, size: 28 },
        { t: 'cols', cells: ['OUT', c.f.T(c.end)], key: true, bold: true, size: 28 },
      );
      b.push(
        { t: 'kv', k: 'Duration', v: c.f.dur_(c.minutes), key: true },
        { t: 'kv', k: 'Fee', v: money(price(c)) },
        { t: 'kv', k: 'Ticket', v: ticketNo(c, 9), size: 16 },
      );
      b.push({ t: 'text', s: 'Thank you - drive safely', align: 'c', size: 16 });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'exit-card-slip',
    kind: 'barrier_exit',
    medium: 'paper',
    periods: ['session', 'overnight'],
    short: true,
    loc: 'full',
    note: 'exit barrier receipt with a card payment slip: printed-at time and card expiry as distractors',
    build(c) {
      const r = c.rng;
      const printed = addMin(c.end, 1);
      const b: Block[] = [
        { t: 'text', s: r.pick(['Indigo', 'Q-Park', 'Euro Car Parks']), bold: true, align: 'c', size: 26 },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Arrival', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Departure', v: c.f.DT(c.end), key: true },
        { t: 'kv', k: 'Time parked', v: stay(c), key: true },
      );
      b.push(
        { t: 'rule', dash: true },
        { t: 'text', s: 'CARDHOLDER COPY', align: 'c', bold: true },
        { t: 'kv', k: 'VISA DEBIT', v: `**** ${r.digits(4)}` },
        { t: 'kv', k: 'Expiry', v: cardExpiry(c) },
      );
      b.push(
        { t: 'kv', k: 'AUTH CODE', v: r.digits(6) },
        { t: 'kv', k: 'SALE', v: money(price(c)) },
        { t: 'text', s: `${fmtDate(printed, 'dmy4')} ${fmtTime(printed, 'hms')}`, align: 'c', size: 16 },
      );
      b.push({ t: 'text', s: 'CONTACTLESS - NO CVM', align: 'c', size: 15 });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'barrier-4digit',
    kind: 'barrier_exit',
    medium: 'paper',
    periods: ['session'],
    short: true,
    loc: 'code',
    note: 'terse barrier ticket: IN 0912 OUT 1240 and a 27-NOV-26 date',
    build(c) {
      const r = c.rng;
      const D = fmtDate(c.start, r.pick(['ddMONyy', 'dmy2dash', 'dmy2dot'] as const));
      const b: Block[] = [
        { t: 'text', s: `CAR PARK ${r.int(1, 9)}  LANE ${r.int(1, 4)}`, bold: true, align: 'c' },
        { t: 'text', s: `DATE ${D}`, align: 'c', key: true, bold: true },
      ];
      b.push({
        t: 'cols',
        cells: ['IN', fmtTime(c.start, 'hhmm'), 'OUT', fmtTime(c.end, 'hhmm')],
        key: true,
        bold: true,
        size: 26,
      });
      b.push(
        {
          t: 'kv',
          k: 'STAY',
          v: `${Math.floor(c.minutes / 60)}H${String(c.minutes % 60).padStart(2, '0')}M`,
          key: true,
        },
        { t: 'kv', k: 'CHG', v: money(price(c)) },
        { t: 'kv', k: 'TXN', v: ticketNo(c, 6) },
      );
      return { blocks: b, style: thermal(c, { font: 'DejaVu Sans Mono' }) };
    },
  },
  {
    name: 'shopping-centre-level',
    kind: 'multi_storey',
    medium: 'paper',
    periods: ['session'],
    short: true,
    loc: 'full',
    note: 'shopping-centre multi-storey receipt with level and bay',
    build(c) {
      const r = c.rng;
      const name = `${r.pick(['The Mall', 'Riverside', 'Kingsgate', 'The Galleries', 'Crown Walk', 'Marlowes'])} ${r.pick(['Shopping Centre', 'Centre'])}`;
      const b: Block[] = [
        {
          t: 'banner',
          s: name,
          bg: r.pick(['#4a148c', '#01579b', '#bf360c']),
          sub: placeLine(c) ?? undefined,
        },
      ];
      b.push({
        t: 'cols',
        cells: [`Level ${r.pick(['1', '2', '3', '4', 'B1'])}`, `Bay ${r.int(1, 480)}`],
        bold: true,
      });
      b.push(
        { t: 'kv', k: 'Entry', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Exit', v: c.f.DT(c.end), key: true },
        { t: 'kv', k: 'Paid', v: money(price(c)) },
      );
      b.push({
        t: 'para',
        s: `Spend £20 in store and get 1 hour free. Offer ends ${fmtDate(addMin(c.today, 1440 * r.int(10, 40)), 'dMonY')}.`,
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'multistorey-dot',
    kind: 'multi_storey',
    medium: 'paper',
    periods: ['session', 'tariff'],
    short: true,
    loc: 'town',
    forced: ['dot-matrix'],
    note: 'dot-matrix multi-storey ticket with ENTERED / EXIT BY times with dots',
    build(c) {
      const r = c.rng;
      const T = (w: typeof c.start) => fmtTime(w, 'hmDot');
      const b: Block[] = [
        { t: 'text', s: `${(c.townName ?? 'CITY').toUpperCase()} MULTI-STOREY`, bold: true, align: 'c' },
        { t: 'text', s: `LEVEL ${r.int(1, 7)}`, align: 'c' },
      ];
      b.push(
        { t: 'kv', k: 'DATE', v: fmtDate(c.start, r.pick(['dmy2dot', 'dmy4dot'] as const)), key: true },
        { t: 'kv', k: 'ENTERED', v: T(c.start), key: true },
        { t: 'kv', k: r.pick(['EXIT BY', 'EXITED']), v: T(c.end), key: true },
      );
      b.push(
        { t: 'kv', k: 'PAID', v: money(price(c)) },
        { t: 'text', s: `NO. ${ticketNo(c, 6)}`, align: 'c' },
      );
      return { blocks: b, style: thermal(c, { dot: true, font: 'DejaVu Sans Mono', size: 22 }) };
    },
  },
  {
    name: 'validated-centre',
    kind: 'multi_storey',
    medium: 'paper',
    periods: ['session'],
    short: true,
    loc: 'full',
    note: 'centre car park ticket with a store validation stamp (2 hrs free) and entry/exit',
    build(c) {
      const r = c.rng;
      const store = r.pick(['BOOTS', 'M&S', 'NEXT', 'WATERSTONES', 'DEBENHAMS']);
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['Westfield Parking', 'Broadmead Car Park', 'Queensgate Parking']),
          bold: true,
          align: 'c',
          size: 25,
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Entry', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Exit', v: endText(c), key: true },
        { t: 'kv', k: 'Paid', v: money(Math.max(0, price(c) - 2)) },
      );
      b.push({
        t: 'raw',
        h: 70,
        svg: (x, y, W) =>
          `<g transform="rotate(-6 ${x + W / 2} ${y + 35})"><rect x="${x + W * 0.15}" y="${y + 6}" width="${W * 0.7}" height="54" rx="6" fill="none" stroke="#1565c0" stroke-width="3" opacity="0.75"/><text x="${x + W / 2}" y="${y + 28}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="16" fill="#1565c0" opacity="0.8">VALIDATED - ${store.replace('&', '&amp;')}</text><text x="${x + W / 2}" y="${y + 50}" text-anchor="middle" font-family="DejaVu Sans" font-size="14" fill="#1565c0" opacity="0.8">2 HRS FREE</text></g>`,
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'nhs-visitor',
    kind: 'hospital_university',
    medium: 'paper',
    periods: ['session', 'tariff'],
    short: true,
    loc: 'full',
    note: 'NHS trust visitor parking receipt: entry, exit, paid',
    build(c) {
      const r = c.rng;
      const trust = `${c.town.town} ${r.pick(['Teaching Hospitals', 'University Hospitals', 'Royal Infirmary', 'and District Hospital'])} NHS ${r.pick(['Foundation Trust', 'Trust'])}`;
      const b: Block[] = [
        { t: 'banner', s: 'NHS', bg: '#005eb8', align: 'l', sub: trust },
        {
          t: 'text',
          s: r.pick(['Visitor parking', 'Patient & visitor parking', 'VISITOR CAR PARK B']),
          bold: true,
          align: 'c',
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Entry', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Exit', v: endText(c, true), key: true },
        { t: 'kv', k: 'Paid', v: money(price(c)) },
      );
      b.push({
        t: 'para',
        s: 'Concessions for frequent visitors are available from the main reception. Blue Badge holders park free in marked bays.',
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'nhs-weekly-concession',
    kind: 'hospital_university',
    medium: 'paper',
    periods: ['multiday'],
    loc: 'town',
    note: 'hospital weekly concession ticket valid from one date to another',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'text', s: `${c.town.town} General Hospital`, bold: true, align: 'c', size: 24 },
        { t: 'text', s: 'Weekly concession parking ticket', align: 'c' },
      ];
      b.push(
        { t: 'stack', k: 'Valid from', v: c.f.DT(c.start), key: true, align: 'c' },
        { t: 'stack', k: 'Valid until', v: c.f.DT(c.end), key: true, align: 'c' },
      );
      b.push(
        { t: 'kv', k: 'Vehicle', v: c.vrm },
        { t: 'kv', k: 'Ward / Dept', v: r.pick(['Ward 7', 'Oncology', 'Maternity', 'Renal']) },
        { t: 'kv', k: 'Paid', v: money(r.pick([3, 5, 7.5, 10])) },
      );
      b.push({ t: 'para', s: 'Display in windscreen. Valid in visitor car parks A-D only.', align: 'c' });
      return { blocks: b, style: thermal(c, { bg: '#e8f1fb' }) };
    },
  },
  {
    name: 'university-visitor',
    kind: 'hospital_university',
    medium: 'paper',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'town',
    note: 'university visitor car park day/hourly ticket',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        hd(c, `University of ${c.town.town}`, '#37474f', 'Estates - Visitor Parking'),
        {
          t: 'kv',
          k: 'Car park',
          v: r.pick(['Library Road', 'Sports Centre', 'North Campus', 'Visitor Lot 3']),
        },
      ];
      b.push(
        { t: 'kv', k: 'Date', v: c.f.D(c.start), key: true },
        { t: 'kv', k: 'From', v: c.f.T(c.start), key: true },
        { t: 'kv', k: 'Until', v: endText(c), key: true },
      );
      b.push(
        { t: 'kv', k: 'Charge', v: money(price(c)) },
        {
          t: 'para',
          s: 'Staff and students must display a valid permit. This ticket is for visitors only.',
          align: 'c',
        },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'supermarket-free',
    kind: 'supermarket_retail',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'full',
    note: 'free customer parking ticket: entry time plus max stay, PCN warning in small print',
    build(c) {
      const r = c.rng;
      const h = c.minutes / 60;
      const max = c.minutes % 60 === 0 ? `${h} hour${h === 1 ? '' : 's'}` : `${c.minutes} minutes`;
      const b: Block[] = [
        {
          t: 'banner',
          s: r.pick(['FreshWay Superstore', 'Greenfields Foodhall', 'ValueMart', 'Sainsway']),
          bg: r.pick(['#2e7d32', '#e65100', '#c62828']),
          sub: 'Customer car park',
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'text', s: 'FREE FOR CUSTOMERS', bold: true, align: 'c' },
        { t: 'kv', k: 'Date', v: c.f.D(c.start), key: true },
        { t: 'kv', k: 'Entry time', v: c.f.T(c.start), key: true },
      );
      b.push(
        { t: 'kv', k: 'Max stay', v: max, key: true },
        { t: 'kv', k: 'Leave by', v: endText(c), key: true },
      );
      b.push({
        t: 'para',
        s: `Customers only. Overstaying may result in a Parking Charge Notice of £100 (reduced to £60 if paid within 14 days). ${r.pick(['ParkingEye', 'UKPC', 'Horizon'])} operates ANPR.`,
        size: 13,
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'retail-refund',
    kind: 'supermarket_retail',
    medium: 'paper',
    periods: ['tariff'],
    short: true,
    loc: 'mixed',
    note: 'retail park pay ticket refundable in store, valid N hours from purchase',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['Meadowbank Retail Park', 'Fosse Park', 'Castle Retail Park', 'Gallagher Retail Park']),
          bold: true,
          align: 'c',
          size: 24,
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'text', s: 'Refund in store with any purchase', align: 'c', bold: true },
        { t: 'kv', k: 'Paid', v: money(r.pick([1, 2, 3])) },
      );
      b.push(
        { t: 'kv', k: 'Issued', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Valid', v: `${c.f.dur_(c.minutes)} from issue`, key: true },
      );
      b.push({
        t: 'para',
        s: `Offer ends ${fmtDate(addMin(c.today, 1440 * r.int(5, 60)), 'dmy4')}. Keep this ticket to claim your refund.`,
        align: 'c',
      });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'supermarket-barrier',
    kind: 'supermarket_retail',
    medium: 'paper',
    periods: ['session'],
    short: true,
    loc: 'full',
    note: 'supermarket barrier ticket validated at the till: entry, exit, max stay',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'text', s: r.pick(['MORRELLS', 'ALDWAY', 'TESCAN EXTRA']), bold: true, align: 'c', size: 28 },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Max stay', v: '3 hours' },
        { t: 'kv', k: 'Entry', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Exit', v: c.f.DT(c.end), key: true },
      );
      b.push(
        { t: 'kv', k: 'Validated', v: r.pick(['Till 4', 'Customer services', 'Cafe']) },
        { t: 'barcode', data: ticketNo(c, 12), h: 40 },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'hotel-hang-tag',
    kind: 'hotel',
    medium: 'paper',
    periods: ['hotel'],
    loc: 'mixed',
    note: 'hotel guest parking hang tag: room, arrival, departure, registration',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'gap', h: 80 },
        {
          t: 'text',
          s: r.pick([
            'The Grand',
            'Riverside Lodge',
            'Premier Stay',
            'The George Hotel',
            'Abbey House Hotel',
          ]),
          bold: true,
          align: 'c',
          size: 28,
          font: 'DejaVu Serif',
        },
      ];
      b.push({ t: 'text', s: 'GUEST PARKING', align: 'c', bold: true }, ...pl(placeLine(c)), { t: 'rule' });
      b.push(
        { t: 'kv', k: 'Room', v: String(r.int(101, 428)) },
        { t: 'kv', k: 'Arrival', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Departure', v: c.f.DT(c.end), key: true },
      );
      b.push(
        { t: 'kv', k: 'Reg', v: c.vrm },
        { t: 'kv', k: 'Car park charge', v: `£${r.pick([10, 12, 15, 20])}/night` },
        { t: 'text', s: 'Hang from rear-view mirror', align: 'c', size: 15 },
      );
      return {
        blocks: b,
        style: thermal(c, {
          shape: 'tag',
          w: 360,
          bg: r.pick(['#fff3c4', '#d7ecff', '#ffffff', '#e9f7e1']),
          dot: false,
          lowInk: false,
        }),
      };
    },
  },
  {
    name: 'hotel-reception-slip',
    kind: 'hotel',
    medium: 'paper',
    periods: ['hotel', 'multiday'],
    loc: 'full',
    note: 'hotel reception parking slip with booking date as a distractor',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'text',
          s: r.pick(['Travel Inn Central', 'The Crown & Anchor', 'Hotel Maison', 'Castle View Hotel']),
          bold: true,
          align: 'c',
          size: 24,
        },
        ...pl(placeLine(c)),
        { t: 'text', s: 'Guest car park permit slip', align: 'c' },
      ];
      b.push(
        { t: 'kv', k: 'Booked on', v: fmtDate(bookedOn(c), 'dmy4'), size: 16 },
        { t: 'kv', k: 'Check-in', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Check-out', v: c.f.DT(c.end), key: true },
      );
      b.push(
        { t: 'kv', k: 'Nights', v: String(Math.max(1, Math.round(diffMin(c.start, c.end) / 1440))) },
        { t: 'kv', k: 'Vehicle', v: c.vrm },
        { t: 'kv', k: 'Parking', v: money(r.pick([12, 15, 18])) },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'park-and-ride',
    kind: 'park_and_ride',
    medium: 'paper',
    periods: ['event', 'allday'],
    loc: 'town',
    note: 'park & ride car park ticket covering bus for occupants, valid until last bus',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        {
          t: 'banner',
          s: 'PARK & RIDE',
          bg: r.pick(['#00838f', '#558b2f', '#6d4c41']),
          sub: `${c.townName ?? c.town.town} ${r.pick(['Thornhill', 'Redbridge', 'Seacroft', 'Sandy Lane', 'Pear Tree'])}`,
        },
      ];
      b.push(
        { t: 'text', s: 'Car park + return bus for all occupants', align: 'c', size: 16 },
        { t: 'kv', k: 'Issued', v: c.f.DT(c.start), key: true },
      );
      b.push(
        { t: 'kv', k: 'Valid until', v: `last bus ${endText(c)}`, key: true },
        { t: 'kv', k: 'Car park', v: 'Site A' },
        { t: 'kv', k: 'Fare', v: money(r.pick([3, 3.5, 4, 5])) },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'event-stub',
    kind: 'event',
    medium: 'paper',
    periods: ['event', 'allday'],
    loc: 'mixed',
    note: 'event day parking ticket with tear-off stub: event, gate, issued, valid until',
    build(c) {
      const r = c.rng;
      const ev = r.pick([
        'County Show',
        'Food Festival',
        'Rugby: Home v Visitors',
        'Steam Rally',
        'Christmas Market',
        'Concert in the Park',
      ]);
      const b: Block[] = [
        { t: 'text', s: 'EVENT DAY PARKING', bold: true, align: 'c', size: 26 },
        { t: 'text', s: ev, align: 'c' },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Gate', v: r.pick(['A', 'B', 'North', 'Car Park 3']) },
        { t: 'kv', k: 'Issued', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Valid until', v: endText(c, r.chance(0.4)), key: true },
      );
      b.push(
        { t: 'kv', k: 'Charge', v: money(r.pick([5, 8, 10, 15])) },
        { t: 'perf' },
        { t: 'text', s: `STUB  ${ev}  ${c.f.D(c.start)}`, size: 15, align: 'c' },
        { t: 'text', s: `No. ${ticketNo(c, 5)}`, size: 15, align: 'c' },
      );
      return { blocks: b, style: thermal(c, { bg: r.pick(['#fff8e1', '#f3e5f5', '#e0f7fa']) }) };
    },
  },
  {
    name: 'showground-day',
    kind: 'event',
    medium: 'paper',
    periods: ['allday', 'event'],
    loc: 'town',
    note: 'showground car park day ticket with printed event dates',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        hd(c, `${c.town.town} Showground`, '#2e7d32', 'Car Park C'),
        {
          t: 'text',
          s: `Show runs ${fmtDate(addMin(c.today, -1440), 'dMonth')} - ${fmtDate(addMin(c.today, 1440 * 2), 'dMonth')}`,
          align: 'c',
          size: 15,
        },
      ];
      b.push(
        { t: 'kv', k: 'Parking date', v: c.f.D(c.start), key: true },
        { t: 'kv', k: 'Gates open', v: c.f.T(c.start), key: true },
        { t: 'kv', k: 'Car park closes', v: endText(c), key: true },
      );
      b.push(
        { t: 'kv', k: 'Paid', v: money(r.pick([6, 8, 10])) },
        {
          t: 'text',
          s: twoDays(c) ? 'Overnight parking permitted' : 'Day parking only',
          align: 'c',
          size: 15,
        },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
];

export const EXTRA_LAYOUTS: LayoutDef[] = [
  {
    name: 'evening-overnight-pd',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['overnight', 'allday'],
    loc: 'town',
    note: 'evening/overnight ticket bought last night, valid until the next morning (single date, end earlier than start)',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        hd(c, c.town.council, '#1a237e', 'Evening & overnight tariff'),
        ...pl(c.townName ? `${r.pick(CARPARK_NAMES)} Car Park, ${c.townName}` : null),
      ];
      b.push(
        { t: 'kv', k: 'Date', v: c.f.D(c.start), key: true },
        { t: 'kv', k: 'Time in', v: c.f.T(c.start), key: true },
      );
      const nextDay = !twoDays(c)
        ? endText(c)
        : c.end.hh === 8 && c.end.mm === 0
          ? 'Until 8am tomorrow'
          : `${c.f.T(c.end)} next day`;
      b.push(
        { t: 'kv', k: 'Valid until', v: c.minutes >= 1440 ? c.f.DT(c.end) : nextDay, key: true },
        { t: 'kv', k: 'Paid', v: money(r.pick([2, 2.5, 3, 4])) },
      );
      b.push({ t: 'para', s: 'Overnight tariff applies 6pm to 8am. Display face up.', align: 'c' });
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'airport-short-stay-pof',
    kind: 'barrier_exit',
    medium: 'paper',
    periods: ['session', 'tariff'],
    short: true,
    loc: 'mixed',
    airport: true,
    note: 'airport short-stay pay-on-foot receipt with terminal drop-off distractions',
    build(c) {
      const r = c.rng;
      const b: Block[] = [
        { t: 'text', s: `${c.town.airport ?? 'Bristol'} Airport`, bold: true, align: 'c', size: 24 },
        { t: 'text', s: 'SHORT STAY CAR PARK 1', align: 'c', bold: true },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'kv', k: 'Entered', v: c.f.DT(c.start), key: true },
        { t: 'kv', k: 'Paid until', v: c.f.DT(c.end), key: true },
        { t: 'kv', k: 'Tariff', v: `Up to ${Math.ceil(c.minutes / 60)} hrs` },
      );
      b.push(
        { t: 'kv', k: 'Amount', v: money(price(c) + 3) },
        {
          t: 'para',
          s: 'Drop-off zone: £6 for 10 minutes. Free 30 minutes in Mid Stay with shuttle.',
          align: 'c',
        },
      );
      return { blocks: b, style: thermal(c) };
    },
  },
  {
    name: 'machine-reg-receipt-serif',
    kind: 'pay_and_display',
    medium: 'paper',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'full',
    note: 'serif-font village car park honesty-box style receipt with from / to written as words',
    build(c) {
      const r = c.rng;
      const T = (w: typeof c.start) => fmtTime(w, r.pick(['ampm', 'hmDot'] as const), { words: true });
      const b: Block[] = [
        {
          t: 'text',
          s: `${r.pick(['Parish Council', 'Village Hall', 'National Trust'])} Car Park`,
          bold: true,
          align: 'c',
          size: 24,
          font: 'DejaVu Serif',
        },
        ...pl(placeLine(c)),
      ];
      b.push(
        { t: 'text', s: `${fmtDate(c.start, 'longOrd')}`, align: 'c', key: true, font: 'DejaVu Serif' },
        {
          t: 'text',
          s: `Parked from ${T(c.start)} to ${T(c.end)}`,
          align: 'c',
          bold: true,
          key: true,
          font: 'DejaVu Serif',
        },
      );
      b.push({ t: 'kv', k: 'Donation / fee', v: money(price(c)) }, { t: 'kv', k: 'Reg', v: c.vrm });
      return { blocks: b, style: thermal(c, { font: 'DejaVu Serif', dot: false }) };
    },
  },
];
