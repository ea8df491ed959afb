/**
 * Genuine UK parking proofs, one entry per layout, each drawn the way the real one prints it.
 * Family A is for tuning the reader, family B for checking that it generalises (npm run
 * eval:tickets -- --family B). Research notes (the `note` of each layout) say what the real one
 * shows; wording, order and formats follow them.
 *
 *  id                       fam kind             research note (short)
 *  metric-aura              A   pay & display    Metric Aura council P&D: blue PAY & DISPLAY band, date/time in, tariff, big EXPIRES time, machine & ticket no, DISPLAY THIS SIDE UP, PCN small print
 *  flowbird-strada          B   pay & display    Flowbird (ex-Parkeon) Strada: small 'flowbird' logo, ARRIVAL/EXPIRY with dd.mm.yyyy, amount, payment type, ticket 0417-004512, 'face up on your dashboard'
 *  cale-cwt                 A   pay & display    Cale (Flowbird) CWT: 'P&D Zone', Purchase/Valid until as 14-Mar-26, Term./Tkt numbers, DISPLAY FACE UP ON DASHBOARD
 *  parkeon-expires-at       B   pay & display    older Parkeon ticket: TICKET EXPIRES AT in huge digits, ON 14 MAR 2026, PURCHASED time, 'UP TO 2 HRS', car park number
 *  sticky-12h               A   pay & display    district-council sticky-back ticket: 12-hour times '2:15 PM', 'Sat 14 Mar', 'peel off and stick inside windscreen'
 *  welsh-bilingual          B   pay & display    Welsh council: 'Talu ac Arddangos / Pay and Display', 'Dyddiad / Date', 'Yn dod i ben / Expires', Cyngor Sir … / … Council
 *  scottish-council         A   pay & display    Scottish council P&D: Purchased/Expires 'time date', zone, PCN warning (decriminalised parking), inside windscreen
 *  glasgow-on-street        B   pay & display    Scottish on-street machine: ON-STREET PARKING, zone, 'Maximum stay 4 hours, no return within 2 hours' (not the stay), FROM/PARKING EXPIRES
 *  ncp-pd                   A   pay & display    NCP: big NCP logo, National Car Parks Limited, Arrival/Expiry with dd-mm-yyyy, '2 HOURS', 'display on dashboard', ncp.co.uk, PCN terms
 *  apcoa-pd                 B   pay & display    APCOA PARKING band, site number, Valid from/Valid to 'time date', VRM, terms mentioning a Parking Charge Notice
 *  q-park-pof               A   barrier          Q-Park pay-on-foot receipt: Entry/Payment with seconds, dd.mm.yy, 'Duration 0d 02:28', VAT
 *  euro-car-parks           B   pay & display    Euro Car Parks ANPR P&D: site code, Vehicle Reg, 'Tariff: Up to 3 hours', 'Valid until 13:20 on 14/03/2026', PCN £100 terms
 *  indigo-pof               A   barrier          Indigo (ex-Vinci) pay station receipt: 'Date/time of entry', 'Date/time of payment', 'Duration 2h28', amount
 *  saba-pof                 B   barrier          Saba Park (stations, hospitals): Entry time, Payment time, 'Exit before' (+15 min), 'Length of stay'
 *  britannia-pd             A   pay & display    Britannia Parking P&D: red band, 'Tariff 2 hrs', Expires time+date, 'A Parking Charge Notice of £100 may be issued' terms
 *  smart-parking            B   pay & display    Smart Parking ANPR P&D: 'Your VRN', 'Time: 10:02 - 12:02' range, 'Duration: 2 Hours', 'no need to display'
 *  nhs-pof                  A   barrier          NHS trust pay-on-foot: trust name, Visitor parking, Time in / Paid at, duration, concessions line
 *  nhs-pd                   B   pay & display    NHS hospital pay & display: hospital + trust, 'Patient & Visitor', 'Up to 4 hours', Expires, Blue Badge note
 *  barrier-time-in-out      B   barrier          multi-storey barrier ticket: TIME IN / TIME OUT with dates, 'Length of stay 2h 28m', EXIT BEFORE
 *  barrier-black-banner     A   barrier          multi-storey ticket with a WHITE-ON-BLACK operator banner: 'IN 09:12  OUT 11:40' on one line, date, STAY
 *  council-exit-receipt     B   barrier          council multi-storey CAR PARK RECEIPT: Entry/Exit rows with time+date, 'Duration 2h 26m', tariff band '2 - 3 hrs', VAT, 'exit within 15 minutes'
 *  ringgo-app               A   app              RingGo: navy bar, 'Parking session', Active pill + 'Session ends in 1h 56m', Location '40123 - …', Vehicle, Date, Started, Ends, Duration, Cost
 *  paybyphone-app           B   app              PayByPhone: blue bar, 'Parking' card, location number, countdown 'remaining', Start/Expiry 'Sat, 14 Mar, 10:30 AM', Extend
 *  justpark-app             A   app              JustPark booking: 'Booking confirmed', Arriving/Leaving 'Sat 14 Mar 2026, 10:00', Duration, Booking ID, Get directions
 *  mipermit-app             B   app              MiPermit: purple, 'Parking session', Location 6-digit, Start/Expiry dd/mm/yyyy hh:mm, status
 *  parkmobile-app           A   app              Parkmobile/EasyPark: 'Active parking', Zone number, 'Mar 14, 2026', Start/End in 12-hour time
 *  yourparkingspace-app     B   app              YourParkingSpace: 'Your booking', reference YPS-…, space address, Start/End 'Sat 14 Mar 2026 at 09:00', price
 *  ringgo-email             A   email            RingGo e-mail 'Your parking session': From no-reply@myringgo.co.uk, Location code, Start time / End time, Duration, Vehicle
 *  paybyphone-email         B   email            PayByPhone receipt e-mail in webmail (desktop): 'Parking receipt', Location number, Start/Expiry, 'Parking duration'
 *  council-valid-from-to    B   pay & display    council 'PARKING TICKET': 'Valid from 10:02 14/03/26 / Valid to 12:02 14/03/26', overnight tariff line
 *  ncp-app-email            A   email            NCP (ncp.co.uk) booking e-mail 'Your parking receipt': Arrival / Departure, total stay, car park address
 */
import type { Block } from './doc';
import type { Layout, TicketContext } from './context';
import { fmt, phone, placeLine, thermal } from './context';
import type { Stamp } from './when';
import { formatDuration, formatTime, shift } from './when';

const TC_PCN =
  'This ticket must be displayed clearly on the dashboard or windscreen so that all details can be read from outside the vehicle. A Penalty Charge Notice may be issued if a valid ticket is not displayed. Not transferable.';
const TC_PRIVATE = (operator: string) =>
  `Parking is at the driver's risk and subject to ${operator} terms and conditions displayed on signs at this site. A Parking Charge Notice of £100 (reduced to £60 if paid within 14 days) may be issued for breach of these terms.`;

/** "10:02" or "10:02 15/03/26" when the stamp is not on the start's day. */
function timeWithDay(ctx: TicketContext, stamp: Stamp, always = false): string {
  const f = fmt(ctx);
  return always || stamp.day !== ctx.period.start.day ? `${f.t(stamp)} ${f.d(stamp)}` : f.t(stamp);
}

function countdown(ctx: TicketContext): string {
  const left = Math.max(
    1,
    Math.round(fmt(ctx).end.min + (ctx.period.end.day > ctx.shotAt.day ? 1440 : 0) - ctx.shotAt.min),
  );
  return formatDuration(Math.min(left, 24 * 60), 'hm');
}

/** A pay-and-display tariff as printed: '45 mins', 'Up to 2 hours', '24 hours', 'Overnight'. */
function tariffText(f: ReturnType<typeof fmt>): string {
  if (f.minutes === 1440) return '24 hours';
  if (f.crosses) return 'Overnight';
  if (f.minutes < 60) return `${f.minutes} mins`;
  return `Up to ${formatDuration(f.minutes, 'hours')}`;
}

function tariffBand(minutes: number): string {
  if (minutes < 60) return 'Up to 1 hr';
  if (minutes >= 600) return 'Over 8 hrs';
  const h = Math.floor(minutes / 60);
  return `${h} - ${h + 1} hrs`;
}

const metricAura: Layout = {
  id: 'metric-aura',
  family: 'A',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: 'Metric Aura council P&D: blue PAY & DISPLAY band, date/time in, tariff, big EXPIRES time, machine & ticket no, DISPLAY THIS SIDE UP, PCN small print',
  durations: [60, 120, 180, 240, 300, 600],
  shortDurations: [20, 30, 40, 45],
  dateStyles: ['dd/mm/yyyy', 'dd/mm/yy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const place = placeLine(ctx);
    const blocks: Block[] = [
      { k: 'banner', text: 'PAY & DISPLAY', bg: '#1f4fa8', font: 'sans', size: 30 },
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.council.toUpperCase(),
              bold: true,
              align: 'centre',
              size: 19,
            } as Block,
          ]
        : []),
      { k: 'text', text: `${ctx.carPark.toUpperCase()} CAR PARK`, align: 'centre', size: 19 },
      ...(place ? [{ k: 'text', text: place.toUpperCase(), align: 'centre', size: 19 } as Block] : []),
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Date', right: f.d(f.start) },
      { k: 'pair', left: 'Time in', right: f.t(f.start) },
      { k: 'pair', left: 'Expires', right: f.t(f.end), boldRight: true },
      {
        k: 'pair',
        left: 'Tariff',
        right: tariffText(f),
      },
      { k: 'pair', left: 'Amount paid', right: f.price(1.4) },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'VALID UNTIL', bold: true, align: 'centre' },
      { k: 'text', text: f.t(f.end), size: 64, bold: true, align: 'centre' },
      { k: 'text', text: f.d(f.end), bold: true, align: 'centre', size: 26 },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Machine No.', right: f.num(4, 1) },
      { k: 'pair', left: 'Ticket No.', right: f.num(6, 2) },
      { k: 'arrow', fill: '#1f4fa8' },
      { k: 'text', text: 'DISPLAY THIS SIDE UP', bold: true, align: 'centre', fill: '#1f4fa8', font: 'sans' },
      { k: 'para', text: TC_PCN, size: 14, align: 'centre' },
      { k: 'barcode', seed: ctx.seed },
    ];
    return { style: thermal(), blocks };
  },
};

const flowbirdStrada: Layout = {
  id: 'flowbird-strada',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "Flowbird (ex-Parkeon) Strada: small 'flowbird' logo, ARRIVAL/EXPIRY with dd.mm.yyyy, amount, payment type, ticket 0417-004512, 'face up on your dashboard'",
  durations: [60, 90, 120, 180, 240, 480],
  shortDurations: [15, 30, 45],
  dateStyles: ['dd.mm.yyyy', 'dd.mm.yy', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const machine = f.num(4, 3);
    const blocks: Block[] = [
      { k: 'text', text: 'flowbird', italic: true, bold: true, font: 'sans', size: 26, fill: '#0a7d6e' },
      { k: 'text', text: 'PAY AND DISPLAY', bold: true, size: 28, align: 'centre', font: 'sans' },
      ...(ctx.townName ? [{ k: 'text', text: ctx.town.council, align: 'centre', size: 18 } as Block] : []),
      { k: 'text', text: `Car park: ${machine} ${ctx.carPark}`, size: 19 },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, size: 19 } as Block] : []),
      { k: 'gap', h: 10 },
      { k: 'pair', left: 'ARRIVAL', right: `${f.d(f.start)} ${f.t(f.start)}`, tab: 150 },
      { k: 'pair', left: 'EXPIRY', right: `${f.d(f.end)} ${f.t(f.end)}`, tab: 150, bold: true },
      { k: 'pair', left: 'AMOUNT', right: f.price(1.5), tab: 150 },
      { k: 'pair', left: 'PAYMENT', right: ctx.rng.pick(['Contactless', 'Coins', 'Card']), tab: 150 },
      { k: 'pair', left: 'TICKET', right: `${machine}-${f.num(6, 4)}`, tab: 150 },
      { k: 'gap', h: 10 },
      {
        k: 'para',
        text: 'Place this ticket face up on your dashboard so it can be read from outside the vehicle.',
        size: 17,
        align: 'centre',
      },
      { k: 'text', text: 'Keep this ticket - no refunds', size: 15, align: 'centre' },
    ];
    return { style: thermal({ edge: 'straight', width: 540 }), blocks };
  },
};

const caleCwt: Layout = {
  id: 'cale-cwt',
  family: 'A',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "Cale (Flowbird) CWT: 'P&D Zone', Purchase/Valid until as 14-Mar-26, Term./Tkt numbers, DISPLAY FACE UP ON DASHBOARD",
  durations: [60, 120, 180, 240, 600],
  shortDurations: [20, 30, 40],
  dateStyles: ['d-Mon-yy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'text', text: 'CALE', bold: true, size: 34, font: 'sans', fill: '#c8102e' },
      { k: 'text', text: `P&D ZONE ${f.num(3, 5)}`, bold: true, size: 26 },
      { k: 'text', text: ctx.carPark, size: 20 },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, size: 20 } as Block] : []),
      { k: 'rule' },
      { k: 'text', text: `Purchase:    ${f.d(f.start)} ${f.t(f.start)}` },
      { k: 'text', text: `Valid until: ${f.d(f.end)} ${f.t(f.end)}`, bold: true },
      { k: 'text', text: `Paid:        ${f.price(1.2)}` },
      { k: 'text', text: `Term. ${f.num(4, 6)}  Tkt ${f.num(6, 7)}`, size: 18 },
      { k: 'rule' },
      { k: 'text', text: 'DISPLAY FACE UP ON DASHBOARD', bold: true, align: 'centre', size: 20 },
    ];
    return { style: thermal({ width: 520, font: 'monoLib' }), blocks };
  },
};

const parkeonExpiresAt: Layout = {
  id: 'parkeon-expires-at',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  note: "older Parkeon ticket: TICKET EXPIRES AT in huge digits, ON 14 MAR 2026, PURCHASED time, 'UP TO 2 HRS', car park number",
  durations: [60, 120, 180, 240],
  shortDurations: [30, 45],
  dateStyles: ['DD MON YYYY', 'd Mon yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'text', text: `CAR PARK ${f.num(2, 8)}`, bold: true, align: 'centre', size: 24 },
      { k: 'text', text: ctx.carPark.toUpperCase(), align: 'centre' },
      ...(placeLine(ctx)
        ? [{ k: 'text', text: placeLine(ctx)!.toUpperCase(), align: 'centre' } as Block]
        : []),
      { k: 'gap', h: 8 },
      { k: 'text', text: 'TICKET EXPIRES AT', align: 'centre', bold: true },
      { k: 'text', text: f.t(f.end), size: 78, bold: true, align: 'centre', font: 'sans' },
      { k: 'text', text: `ON ${f.d(f.end)}`, align: 'centre', bold: true, size: 26 },
      { k: 'gap', h: 8 },
      { k: 'text', text: `PURCHASED ${f.t(f.start)}`, align: 'centre' },
      { k: 'text', text: `${f.price(1.1)} PAID`, align: 'centre' },
      {
        k: 'text',
        text: f.minutes < 60 ? `${f.minutes} MINS` : `UP TO ${formatDuration(f.minutes, 'HRS')}`,
        align: 'centre',
      },
      { k: 'gap', h: 8 },
      { k: 'text', text: 'PAY & DISPLAY', bold: true, align: 'centre', size: 20 },
      { k: 'text', text: 'VALID ONLY IN THE CAR PARK SHOWN', align: 'centre', size: 15 },
    ];
    return { style: thermal({ width: 500 }), blocks };
  },
};

const sticky12h: Layout = {
  id: 'sticky-12h',
  family: 'A',
  kind: 'pay_and_display',
  region: 'england',
  note: "district-council sticky-back ticket: 12-hour times '2:15 PM', 'Sat 14 Mar', 'peel off and stick inside windscreen'",
  durations: [60, 120, 180, 240, 300],
  shortDurations: [30, 45],
  dateStyles: ['Wkd d Mon', 'Wkd d Mon yyyy', 'd Mon yyyy'],
  timeStyles: ['12', '12upper'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'banner', text: 'PAY & DISPLAY', bg: '#0b6e4f', font: 'sans', size: 28 },
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.council,
              align: 'centre',
              bold: true,
              font: 'sans',
              size: 19,
            } as Block,
          ]
        : []),
      { k: 'text', text: `${ctx.carPark} Car Park`, align: 'centre', font: 'sans' },
      ...(placeLine(ctx)
        ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre', font: 'sans' } as Block]
        : []),
      { k: 'rule' },
      { k: 'pair', left: 'ISSUED:', right: `${f.t(f.start)}  ${f.d(f.start)}` },
      { k: 'pair', left: 'EXPIRES:', right: `${f.t(f.end)}  ${f.d(f.end)}`, bold: true },
      {
        k: 'pair',
        left: 'TARIFF:',
        right: `${formatDuration(f.minutes, 'hrmin').replace(' 0 min', '')}  ${f.price(1.1)}`,
      },
      { k: 'pair', left: 'MACHINE', right: `${f.num(4, 9)}   TICKET ${f.num(4, 10)}` },
      { k: 'rule' },
      {
        k: 'para',
        text: 'STICKY BACK - PEEL OFF AND STICK ON THE INSIDE OF YOUR WINDSCREEN, DRIVER SIDE',
        size: 16,
        align: 'centre',
        bold: true,
      },
    ];
    return { style: thermal({ width: 540, font: 'sansLib', edge: 'straight', paper: '#fffef8' }), blocks };
  },
};

const welshBilingual: Layout = {
  id: 'welsh-bilingual',
  family: 'B',
  kind: 'pay_and_display',
  region: 'wales',
  overnight: true,
  note: "Welsh council: 'Talu ac Arddangos / Pay and Display', 'Dyddiad / Date', 'Yn dod i ben / Expires', Cyngor Sir … / … Council",
  durations: [60, 120, 180, 240, 600],
  shortDurations: [30, 45],
  dateStyles: ['dd/mm/yyyy', 'dd/mm/yy', 'cy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'banner', text: 'Talu ac Arddangos / Pay and Display', bg: '#b3192b', font: 'sans', size: 24 },
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.councilCy ?? ctx.town.council,
              align: 'centre',
              bold: true,
              size: 18,
            } as Block,
            { k: 'text', text: ctx.town.council, align: 'centre', size: 18 } as Block,
          ]
        : []),
      { k: 'text', text: `Maes parcio / Car park: ${ctx.carPark}`, size: 18 },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, size: 18 } as Block] : []),
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Dyddiad / Date', right: f.d(f.start) },
      { k: 'pair', left: 'Cyrraedd / Arrival', right: f.t(f.start) },
      { k: 'pair', left: 'Yn dod i ben / Expires', right: timeWithDay(ctx, f.end), bold: true },
      { k: 'pair', left: 'Tâl / Charge', right: f.price(1.3) },
      { k: 'pair', left: 'Peiriant / Machine', right: f.num(4, 11) },
      { k: 'pair', left: 'Tocyn / Ticket', right: f.num(6, 12) },
      { k: 'rule', dashed: true },
      { k: 'arrow' },
      { k: 'text', text: 'Arddangoswch yr ochr hon i fyny', bold: true, align: 'centre', size: 18 },
      { k: 'text', text: 'Display this side up', bold: true, align: 'centre', size: 18 },
      {
        k: 'para',
        text: 'Gellir rhoi Hysbysiad Tâl Cosb os na chaiff tocyn dilys ei arddangos. A Penalty Charge Notice may be issued if a valid ticket is not displayed.',
        size: 13,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 580, size: 20 }), blocks };
  },
};

const scottishCouncil: Layout = {
  id: 'scottish-council',
  family: 'A',
  kind: 'pay_and_display',
  region: 'scotland',
  overnight: true,
  note: "Scottish council P&D: Purchased/Expires 'time date', zone, PCN warning (decriminalised parking), inside windscreen",
  durations: [60, 90, 120, 180, 240],
  shortDurations: [20, 30, 40, 50],
  dateStyles: ['dd/mm/yyyy', 'DD MON YYYY'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.council.toUpperCase(),
              bold: true,
              align: 'centre',
              font: 'sans',
              size: 20,
            } as Block,
          ]
        : []),
      { k: 'text', text: 'PAY AND DISPLAY', bold: true, align: 'centre', size: 28, font: 'sans' },
      {
        k: 'text',
        text: `Zone ${ctx.rng.pick(['S', 'C', 'N', 'W'])}${ctx.rng.int(1, 9)}  -  ${ctx.carPark}`,
        align: 'centre',
      },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'rule' },
      { k: 'pair', left: 'Purchased:', right: `${f.t(f.start)} ${f.d(f.start)}` },
      { k: 'pair', left: 'Expires:', right: `${f.t(f.end)} ${f.d(f.end)}`, bold: true },
      { k: 'pair', left: 'Amount:', right: f.price(1.8) },
      { k: 'pair', left: 'Machine:', right: f.num(5, 13) },
      { k: 'rule' },
      {
        k: 'para',
        text: 'Display on the inside of the windscreen. A Penalty Charge Notice may be issued to vehicles not displaying a valid ticket.',
        size: 15,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 560, font: 'monoLib' }), blocks };
  },
};

const glasgowOnStreet: Layout = {
  id: 'glasgow-on-street',
  family: 'B',
  kind: 'pay_and_display',
  region: 'scotland',
  note: "Scottish on-street machine: ON-STREET PARKING, zone, 'Maximum stay 4 hours, no return within 2 hours' (not the stay), FROM/PARKING EXPIRES",
  durations: [60, 90, 120, 180, 240],
  shortDurations: [15, 30, 45, 50],
  dateStyles: ['DD MON YYYY', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.council.toUpperCase(),
              bold: true,
              align: 'centre',
              size: 20,
            } as Block,
          ]
        : []),
      { k: 'text', text: 'ON-STREET PARKING', bold: true, align: 'centre', size: 26 },
      { k: 'text', text: `ZONE ${f.num(3, 14)} ${ctx.carPark.toUpperCase()}`, align: 'centre', size: 19 },
      ...(placeLine(ctx)
        ? [{ k: 'text', text: placeLine(ctx)!.toUpperCase(), align: 'centre', size: 19 } as Block]
        : []),
      { k: 'text', text: 'MAXIMUM STAY 4 HOURS', align: 'centre', size: 17 },
      { k: 'text', text: 'NO RETURN WITHIN 2 HOURS', align: 'centre', size: 17 },
      { k: 'rule', dashed: true },
      { k: 'text', text: `DATE ${f.d(f.start)}` },
      { k: 'text', text: `FROM ${f.t(f.start)}` },
      { k: 'text', text: 'PARKING EXPIRES', bold: true },
      { k: 'text', text: f.t(f.end), size: 56, bold: true },
      { k: 'text', text: `PAID ${f.price(2.4)}` },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'RETAIN TICKET ON DISPLAY', bold: true, align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const ncpPd: Layout = {
  id: 'ncp-pd',
  family: 'A',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "NCP: big NCP logo, National Car Parks Limited, Arrival/Expiry with dd-mm-yyyy, '2 HOURS', 'display on dashboard', ncp.co.uk, PCN terms",
  durations: [60, 120, 180, 240, 1440],
  shortDurations: [30],
  dateStyles: ['dd-mm-yyyy', 'dd/mm/yy', 'yyyy-mm-dd'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'text', text: 'NCP', bold: true, size: 60, align: 'centre', font: 'sans' },
      { k: 'text', text: 'National Car Parks Limited', align: 'centre', size: 17, font: 'sans' },
      {
        k: 'text',
        text: `${ctx.townName ? `NCP ${ctx.townName} ` : ''}${ctx.carPark}`,
        align: 'centre',
        bold: true,
      },
      ...(ctx.postcode ? [{ k: 'text', text: ctx.postcode, align: 'centre' } as Block] : []),
      { k: 'text', text: `Car park no. ${f.num(4, 15)}`, align: 'centre', size: 18 },
      { k: 'rule' },
      { k: 'text', text: 'PAY & DISPLAY', bold: true, align: 'centre' },
      { k: 'pair', left: 'Arrival', right: `${f.t(f.start)}  ${f.d(f.start)}` },
      { k: 'pair', left: 'Expiry', right: `${f.t(f.end)}  ${f.d(f.end)}`, bold: true },
      {
        k: 'text',
        text: f.minutes === 1440 ? '24 HOURS' : formatDuration(f.minutes, 'HRS').replace(' 0 MINS', ''),
        bold: true,
        align: 'centre',
        size: 34,
      },
      { k: 'pair', left: 'Paid', right: `${f.price(3.1)} incl VAT` },
      { k: 'rule' },
      { k: 'text', text: 'Display on dashboard with this side facing up', align: 'centre', size: 17 },
      { k: 'para', text: TC_PRIVATE("NCP's"), size: 13, align: 'centre' },
      { k: 'text', text: 'ncp.co.uk', align: 'centre', size: 18, bold: true },
    ];
    return { style: thermal({ width: 560, font: 'mono' }), blocks };
  },
};

const apcoaPd: Layout = {
  id: 'apcoa-pd',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "APCOA PARKING band, site number, Valid from/Valid to 'time date', VRM, terms mentioning a Parking Charge Notice",
  durations: [60, 120, 180, 300, 600],
  shortDurations: [20, 30, 40],
  dateStyles: ['dd/mm/yyyy', 'd Mon yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'banner', text: 'APCOA PARKING', bg: '#003d7c', font: 'sans', size: 30, full: true },
      { k: 'text', text: `Site ${f.num(4, 16)}  ${ctx.carPark}`, bold: true },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)! } as Block] : []),
      { k: 'text', text: 'PAY AND DISPLAY TICKET', bold: true, align: 'centre' },
      { k: 'pair', left: 'Valid from', right: `${f.t(f.start)} ${f.d(f.start)}` },
      { k: 'pair', left: 'Valid to', right: `${f.t(f.end)} ${f.d(f.end)}`, bold: true },
      { k: 'pair', left: 'Amount', right: f.price(2.2) },
      { k: 'pair', left: 'VRM', right: ctx.vrm.replace(' ', '') },
      { k: 'rule', dashed: true },
      {
        k: 'para',
        text: `This ticket is valid only in the car park shown. ${TC_PRIVATE("APCOA's")} www.apcoa.co.uk`,
        size: 13,
      },
    ];
    return { style: thermal({ width: 560, font: 'sansLib', size: 21 }), blocks };
  },
};

const qParkPof: Layout = {
  id: 'q-park-pof',
  family: 'A',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  overnight: true,
  note: "Q-Park pay-on-foot receipt: Entry/Payment with seconds, dd.mm.yy, 'Duration 0d 02:28', VAT",
  dateStyles: ['dd.mm.yy', 'dd-mm-yyyy'],
  timeStyles: ['24sec', '24'],
  durationStyles: ['dhm'],
  render(ctx) {
    const f = fmt(ctx);
    const amount = f.price(3);
    const blocks: Block[] = [
      { k: 'text', text: 'Q-Park', bold: true, size: 40, font: 'sans', fill: '#2c2a29' },
      { k: 'text', text: `Q-Park ${ctx.carPark}`, bold: true },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)! } as Block] : []),
      { k: 'text', text: 'RECEIPT', bold: true, align: 'centre', size: 24 },
      { k: 'pair', left: 'Entry', right: `${f.d(f.start)} ${f.t(f.start)}` },
      { k: 'pair', left: 'Payment', right: `${f.d(f.end)} ${f.t(f.end)}` },
      { k: 'pair', left: 'Duration', right: f.dur('dhm') },
      { k: 'pair', left: 'Amount', right: amount, bold: true },
      { k: 'pair', left: 'VAT 20%', right: `£${(Number(amount.slice(1)) / 6).toFixed(2)}` },
      { k: 'pair', left: 'Pay station', right: f.num(2, 17) },
      { k: 'rule' },
      { k: 'text', text: 'Thank you and have a safe journey', align: 'centre', size: 18 },
      { k: 'text', text: 'q-park.co.uk', align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 520, font: 'monoLib' }), blocks };
  },
};

const euroCarParks: Layout = {
  id: 'euro-car-parks',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "Euro Car Parks ANPR P&D: site code, Vehicle Reg, 'Tariff: Up to 3 hours', 'Valid until 13:20 on 14/03/2026', PCN £100 terms",
  durations: [60, 120, 180, 240, 1440],
  shortDurations: [30],
  dateStyles: ['dd/mm/yyyy', 'dd/mm/yy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      {
        k: 'text',
        text: 'EURO CAR PARKS',
        bold: true,
        size: 30,
        align: 'centre',
        font: 'sans',
        fill: '#d4001a',
      },
      { k: 'text', text: 'PAY & DISPLAY', bold: true, align: 'centre' },
      { k: 'text', text: `Site code ${f.num(4, 18)}  ${ctx.carPark}`, align: 'centre', size: 18 },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre', size: 18 } as Block] : []),
      { k: 'rule' },
      { k: 'pair', left: 'Vehicle Reg', right: ctx.vrm.replace(' ', '') },
      { k: 'pair', left: 'Date', right: f.d(f.start) },
      { k: 'pair', left: 'Time in', right: f.t(f.start) },
      {
        k: 'pair',
        left: 'Tariff',
        right: tariffText(f),
      },
      { k: 'pair', left: 'Paid', right: f.price(1.6) },
      { k: 'text', text: `Valid until ${f.t(f.end)} on ${f.d(f.end)}`, bold: true, align: 'centre' },
      { k: 'rule' },
      { k: 'para', text: TC_PRIVATE("Euro Car Parks'"), size: 13, align: 'centre' },
    ];
    return { style: thermal({ width: 560 }), blocks };
  },
};

const indigoPof: Layout = {
  id: 'indigo-pof',
  family: 'A',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  note: "Indigo (ex-Vinci) pay station receipt: 'Date/time of entry', 'Date/time of payment', 'Duration 2h28', amount",
  shortDurations: [20, 30, 40],
  dateStyles: ['dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      {
        k: 'text',
        text: 'INDIGO',
        bold: true,
        size: 38,
        font: 'sans',
        fill: '#5b2d8e',
        align: 'centre',
        spacing: 4,
      },
      { k: 'text', text: `Car park ${ctx.carPark}`, align: 'centre' },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'text', text: 'PAYMENT RECEIPT', bold: true, align: 'centre' },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Date/time of entry', size: 18 },
      { k: 'text', text: `${f.d(f.start)} ${f.t(f.start)}`, bold: true },
      { k: 'text', text: 'Date/time of payment', size: 18 },
      { k: 'text', text: `${f.d(f.end)} ${f.t(f.end)}`, bold: true },
      { k: 'pair', left: 'Duration', right: f.dur('hcompact') },
      { k: 'pair', left: 'Amount paid', right: f.price(2.9) },
      { k: 'pair', left: 'Ticket no.', right: f.num(9, 19) },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'You have 15 min to leave the car park', align: 'centre', size: 16 },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const sabaPof: Layout = {
  id: 'saba-pof',
  family: 'B',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  note: "Saba Park (stations, hospitals): Entry time, Payment time, 'Exit before' (+15 min), 'Length of stay'",
  shortDurations: [15, 20, 30, 40, 44],
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hm', 'hrmin'],
  render(ctx) {
    const f = fmt(ctx);
    const exit = shift(f.end, 15);
    const blocks: Block[] = [
      { k: 'text', text: 'SABA', bold: true, size: 40, font: 'sans', fill: '#e30613' },
      { k: 'text', text: 'Saba Parking UK', size: 18 },
      { k: 'text', text: `${ctx.carPark} car park`, bold: true },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)! } as Block] : []),
      { k: 'rule' },
      { k: 'pair', left: 'Entry time', right: `${f.d(f.start)} ${f.t(f.start)}` },
      { k: 'pair', left: 'Payment time', right: `${f.d(f.end)} ${f.t(f.end)}` },
      { k: 'pair', left: 'Length of stay', right: f.dur() },
      { k: 'pair', left: 'Charge', right: f.price(2.5), bold: true },
      { k: 'rule' },
      { k: 'text', text: `EXIT BEFORE ${formatTime(exit.min)}`, bold: true, align: 'centre', size: 30 },
      { k: 'text', text: 'Please retain this receipt', align: 'centre', size: 17 },
    ];
    return { style: thermal({ width: 540, font: 'sansLib' }), blocks };
  },
};

const britanniaPd: Layout = {
  id: 'britannia-pd',
  family: 'A',
  kind: 'pay_and_display',
  region: 'england',
  note: "Britannia Parking P&D: red band, 'Tariff 2 hrs', Expires time+date, 'A Parking Charge Notice of £100 may be issued' terms",
  durations: [60, 120, 180, 240],
  shortDurations: [30],
  dateStyles: ['dd/mm/yy', 'dd.mm.yy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      { k: 'banner', text: 'BRITANNIA PARKING', bg: '#c8102e', font: 'sans', size: 28, full: true },
      { k: 'text', text: 'PAY & DISPLAY', bold: true, align: 'centre', size: 26 },
      { k: 'text', text: ctx.carPark, align: 'centre' },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'rule' },
      { k: 'pair', left: 'Date', right: f.d(f.start) },
      { k: 'pair', left: 'Arrived', right: f.t(f.start) },
      {
        k: 'pair',
        left: 'Tariff',
        right: f.minutes < 60 ? `${f.minutes} mins` : formatDuration(f.minutes, 'HRS').toLowerCase(),
      },
      { k: 'pair', left: 'Expires', right: `${f.t(f.end)} ${f.d(f.end)}`, bold: true },
      { k: 'pair', left: 'Paid', right: f.price(1.5) },
      { k: 'rule' },
      {
        k: 'para',
        text: `Display this ticket face up on the dashboard. ${TC_PRIVATE("Britannia Parking's")}`,
        size: 13,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 560 }), blocks };
  },
};

const smartParking: Layout = {
  id: 'smart-parking',
  family: 'B',
  kind: 'pay_and_display',
  region: 'any',
  note: "Smart Parking ANPR P&D: 'Your VRN', 'Time: 10:02 - 12:02' range, 'Duration: 2 Hours', 'no need to display'",
  durations: [60, 120, 180, 240],
  shortDurations: [20, 30, 40],
  dateStyles: ['dd/mm/yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hours'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      {
        k: 'text',
        text: 'SMART PARKING',
        bold: true,
        size: 30,
        align: 'centre',
        font: 'sans',
        fill: '#00853f',
      },
      { k: 'text', text: ctx.carPark, align: 'centre' },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'rule' },
      { k: 'pair', left: 'Your VRN:', right: ctx.vrm.replace(' ', '') },
      { k: 'pair', left: 'Date:', right: f.d(f.start) },
      { k: 'pair', left: 'Time:', right: `${f.t(f.start)} - ${f.t(f.end)}` },
      {
        k: 'pair',
        left: 'Duration:',
        right: f.dur().replace(/hours?/, (w) => w[0]!.toUpperCase() + w.slice(1)),
      },
      { k: 'pair', left: 'Paid:', right: f.price(1.2) },
      { k: 'rule' },
      {
        k: 'para',
        text: 'Your registration has been recorded. There is no need to display this ticket. Please keep it as your receipt.',
        size: 15,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 540, font: 'sans', size: 21 }), blocks };
  },
};

const NHS: Record<string, { hospital: string; trust: string }> = {
  Reading: { hospital: 'Royal Berkshire Hospital', trust: 'Royal Berkshire NHS Foundation Trust' },
  Guildford: { hospital: 'Royal Surrey County Hospital', trust: 'Royal Surrey NHS Foundation Trust' },
  Oxford: { hospital: 'John Radcliffe Hospital', trust: 'Oxford University Hospitals NHS Foundation Trust' },
  Bath: { hospital: 'Royal United Hospital', trust: 'Royal United Hospitals Bath NHS Foundation Trust' },
  Truro: { hospital: 'Royal Cornwall Hospital', trust: 'Royal Cornwall Hospitals NHS Trust' },
  Derby: {
    hospital: 'Royal Derby Hospital',
    trust: 'University Hospitals of Derby and Burton NHS Foundation Trust',
  },
  Worcester: { hospital: 'Worcestershire Royal Hospital', trust: 'Worcestershire Acute Hospitals NHS Trust' },
  Gloucester: {
    hospital: 'Gloucestershire Royal Hospital',
    trust: 'Gloucestershire Hospitals NHS Foundation Trust',
  },
  Southampton: {
    hospital: 'Southampton General Hospital',
    trust: 'University Hospital Southampton NHS Foundation Trust',
  },
  Leeds: { hospital: "St James's University Hospital", trust: 'Leeds Teaching Hospitals NHS Trust' },
};

const nhsPof: Layout = {
  id: 'nhs-pof',
  family: 'A',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  towns: Object.keys(NHS),
  placeModes: ['town', 'town+postcode'],
  note: 'NHS trust pay-on-foot: trust name, Visitor parking, Time in / Paid at, duration, concessions line',
  // Under an hour even with the 20 minutes allowed to leave.
  shortDurations: [20, 30, 35],
  dateStyles: ['dd/mm/yyyy', 'd Mon yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hm', 'hrmin'],
  render(ctx) {
    const f = fmt(ctx);
    const nhs = NHS[ctx.town.name]!;
    const blocks: Block[] = [
      { k: 'banner', text: 'NHS', bg: '#005eb8', font: 'sans', size: 34, align: 'right' },
      { k: 'text', text: nhs.trust, bold: true, size: 18, font: 'sans' },
      { k: 'text', text: `${nhs.hospital}, ${placeLine(ctx)}`, size: 18, font: 'sans' },
      { k: 'text', text: 'PATIENT AND VISITOR PARKING', bold: true, align: 'centre' },
      { k: 'text', text: 'Pay on foot', align: 'centre', size: 18 },
      { k: 'rule' },
      { k: 'pair', left: 'Date', right: f.d(f.start) },
      { k: 'pair', left: 'Time in', right: f.t(f.start) },
      { k: 'pair', left: 'Paid at', right: timeWithDay(ctx, f.end) },
      { k: 'pair', left: 'Time parked', right: f.dur() },
      { k: 'pair', left: 'Amount', right: f.price(1.6), bold: true },
      { k: 'rule' },
      {
        k: 'para',
        text: 'Free and discounted parking is available for some patients and visitors - ask at the main reception. Please exit within 20 minutes of paying.',
        size: 14,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 560, font: 'monoLib' }), blocks };
  },
};

const nhsPd: Layout = {
  id: 'nhs-pd',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  towns: Object.keys(NHS),
  placeModes: ['town', 'town+postcode'],
  note: "NHS hospital pay & display: hospital + trust, 'Patient & Visitor', 'Up to 4 hours', Expires, Blue Badge note",
  durations: [60, 120, 240, 1440],
  shortDurations: [30],
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const nhs = NHS[ctx.town.name]!;
    const blocks: Block[] = [
      { k: 'text', text: nhs.hospital.toUpperCase(), bold: true, align: 'centre', size: 20 },
      { k: 'text', text: placeLine(ctx)!, align: 'centre', size: 18 },
      { k: 'text', text: 'PAY & DISPLAY', bold: true, align: 'centre', size: 28 },
      { k: 'text', text: 'Patient & Visitor', align: 'centre' },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Date', right: f.d(f.start) },
      { k: 'pair', left: 'Time', right: f.t(f.start) },
      {
        k: 'pair',
        left: 'Tariff',
        right: tariffText(f),
      },
      { k: 'pair', left: 'Expires', right: timeWithDay(ctx, f.end), bold: true },
      { k: 'pair', left: 'Paid', right: f.price(1.2) },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Display this side up', align: 'centre', bold: true },
      {
        k: 'para',
        text: `Blue Badge holders park free in marked bays. ${nhs.trust}`,
        size: 14,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 540 }), blocks };
  },
};

const barrierTimeInOut: Layout = {
  id: 'barrier-time-in-out',
  family: 'B',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  overnight: true,
  note: "multi-storey barrier ticket: TIME IN / TIME OUT with dates, 'Length of stay 2h 28m', EXIT BEFORE",
  shortDurations: [15, 20, 30, 40, 44],
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yy'],
  timeStyles: ['24'],
  durationStyles: ['hm'],
  render(ctx) {
    const f = fmt(ctx);
    const exit = shift(f.end, 15);
    const blocks: Block[] = [
      { k: 'text', text: `${ctx.carPark.toUpperCase()}`, bold: true, align: 'centre', size: 24 },
      { k: 'text', text: 'MULTI-STOREY CAR PARK', bold: true, align: 'centre' },
      ...(placeLine(ctx)
        ? [{ k: 'text', text: placeLine(ctx)!.toUpperCase(), align: 'centre' } as Block]
        : []),
      { k: 'rule' },
      { k: 'pair', left: 'TIME IN', right: `${f.t(f.start)}  ${f.d(f.start)}` },
      { k: 'pair', left: 'TIME OUT', right: `${f.t(f.end)}  ${f.d(f.end)}` },
      { k: 'pair', left: 'Length of stay', right: f.dur('hm') },
      { k: 'pair', left: 'Tariff paid', right: f.price(2.2) },
      { k: 'rule' },
      { k: 'text', text: `EXIT BEFORE ${formatTime(exit.min)}`, bold: true, align: 'centre', size: 30 },
      { k: 'text', text: 'INSERT TICKET AT EXIT BARRIER', align: 'centre', size: 17 },
      { k: 'barcode', seed: ctx.seed, h: 40 },
    ];
    return { style: thermal({ width: 520, edge: 'straight', paper: '#f6f3e8' }), blocks };
  },
};

const barrierBlackBanner: Layout = {
  id: 'barrier-black-banner',
  family: 'A',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  overnight: true,
  note: "multi-storey ticket with a WHITE-ON-BLACK operator banner: 'IN 09:12  OUT 11:40' on one line, date, STAY",
  dateStyles: ['DD MON YYYY', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const operator = ctx.rng.pick(['CITIPARK', 'PARKWISE', 'NCP', 'CP PLUS']);
    const stay = ctx.rng.chance(0.5) ? `STAY ${f.dur('hm')}` : `DURATION ${f.dur('hm').toUpperCase()}`;
    const dates: Block[] = f.crosses
      ? [
          { k: 'text', text: `ENTRY DATE ${f.d(f.start)}` },
          { k: 'text', text: `EXIT DATE  ${f.d(f.end)}` },
        ]
      : [{ k: 'text', text: `DATE ${f.d(f.start)}`, bold: true }];
    const blocks: Block[] = [
      {
        k: 'banner',
        text: operator,
        bg: '#0d0d0d',
        fill: '#ffffff',
        font: 'sans',
        size: 40,
        full: true,
        pad: 0.5,
      },
      { k: 'text', text: `${ctx.carPark} Multi-Storey`, bold: true, align: 'centre' },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'rule' },
      { k: 'row', cells: [`IN ${f.t(f.start)}`, `OUT ${f.t(f.end)}`], bold: true, size: 30 },
      ...dates,
      { k: 'text', text: stay },
      { k: 'text', text: `PAID ${f.price(2.6)}` },
      { k: 'rule' },
      { k: 'text', text: 'THANK YOU', align: 'centre', bold: true },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const councilExitReceipt: Layout = {
  id: 'council-exit-receipt',
  family: 'B',
  kind: 'barrier',
  region: 'england',
  endedBeforeNow: true,
  note: "council multi-storey CAR PARK RECEIPT: Entry/Exit rows with time+date, 'Duration 2h 26m', tariff band '2 - 3 hrs', VAT, 'exit within 15 minutes'",
  shortDurations: [20, 30, 40, 44],
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const amount = f.price(1.8);
    const blocks: Block[] = [
      ...(ctx.townName
        ? [
            {
              k: 'text',
              text: ctx.town.council.toUpperCase(),
              bold: true,
              align: 'centre',
              size: 24,
              font: 'sans',
            } as Block,
          ]
        : []),
      { k: 'text', text: `${ctx.carPark} Multi-Storey`, align: 'centre', font: 'sans' },
      ...(placeLine(ctx)
        ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre', font: 'sans', size: 18 } as Block]
        : []),
      { k: 'text', text: 'CAR PARK RECEIPT', bold: true, align: 'centre', font: 'sans' },
      { k: 'rule', dashed: true },
      { k: 'text', text: `Entry  ${f.t(f.start)}  ${f.d(f.start)}` },
      { k: 'text', text: `Exit   ${f.t(f.end)}  ${f.d(f.end)}` },
      { k: 'text', text: `Duration  ${f.dur('hm')}`, bold: true },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Tariff', right: tariffBand(f.minutes), font: 'sans' },
      { k: 'pair', left: 'Paid', right: amount, font: 'sans', boldRight: true },
      {
        k: 'pair',
        left: 'Incl. VAT @ 20%',
        right: `£${(Number(amount.slice(1)) / 6).toFixed(2)}`,
        font: 'sans',
      },
      { k: 'pair', left: 'Payment', right: 'Contactless', font: 'sans' },
      { k: 'pair', left: 'Pay station', right: f.num(4, 20), font: 'sans' },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Please exit within 15 minutes', align: 'centre', font: 'sans', size: 18 },
      { k: 'text', text: 'Thank you for parking with us', align: 'centre', font: 'sans', size: 18 },
    ];
    return { style: thermal({ width: 560 }), blocks };
  },
};

function appColours(dark: boolean) {
  return {
    card: dark ? '#1d2127' : '#f1f3f6',
    label: dark ? '#9aa3ad' : '#6b7280',
    divider: dark ? '#2c323a' : '#dde1e6',
  };
}

const ringgoApp: Layout = {
  id: 'ringgo-app',
  family: 'A',
  kind: 'app',
  region: 'england',
  overnight: true,
  note: "RingGo: navy bar, 'Parking session', Active pill + 'Session ends in 1h 56m', Location '40123 - …', Vehicle, Date, Started, Ends, Duration, Cost",
  dateStyles: ['Wkd d Mon yyyy', 'Wkd d Mon', 'd Mon yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hours', 'hm'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const where = [`${ctx.carPark} car park`, ctx.townName].filter(Boolean).join(', ');
    const field = (label: string, value: string): Block => ({
      k: 'field',
      label,
      value,
      labelFill: c.label,
      divider: c.divider,
    });
    const blocks: Block[] = [
      { k: 'status', time: formatTime(ctx.shotAt.min), bg: '#1a2359', fill: '#ffffff' },
      { k: 'appbar', title: 'RingGo', bg: '#1a2359', fill: '#ffffff' },
      { k: 'text', text: 'Parking session', bold: true, size: 30 },
      f.active
        ? {
            k: 'pill',
            text: 'Active',
            bg: '#1e9e57',
            fill: '#ffffff',
            after: `Session ends in ${countdown(ctx)}`,
            afterFill: c.label,
          }
        : {
            k: 'pill',
            text: 'Ended',
            bg: '#6b7280',
            fill: '#ffffff',
            after: 'This session has ended',
            afterFill: c.label,
          },
      {
        k: 'card',
        bg: c.card,
        blocks: [
          field('Location', `${f.num(5, 21)} - ${where}${ctx.postcode ? ` ${ctx.postcode}` : ''}`),
          field('Vehicle', ctx.vrm),
          field('Date', f.d(f.start)),
          field('Started', f.t(f.start)),
          field('Ends', f.crosses ? `${f.t(f.end)} ${f.d(f.end)}` : f.t(f.end)),
          field('Duration', f.dur()),
          {
            k: 'field',
            label: 'Cost',
            value: `${f.price(1.5)} incl. 20p service charge`,
            labelFill: c.label,
          },
        ],
      },
      { k: 'button', text: f.active ? 'Extend session' : 'Park again', bg: '#f5a623', fill: '#1a2359' },
      {
        k: 'tabbar',
        items: ['Park', 'Sessions', 'Vehicles', 'Account'],
        active: 1,
        fill: c.label,
        activeFill: ctx.dark ? '#ffffff' : '#1a2359',
        bg: ctx.dark ? '#101215' : '#ffffff',
      },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const paybyphoneApp: Layout = {
  id: 'paybyphone-app',
  family: 'B',
  kind: 'app',
  region: 'any',
  overnight: true,
  note: "PayByPhone: blue bar, 'Parking' card, location number, countdown 'remaining', Start/Expiry 'Sat, 14 Mar, 10:30 AM', Extend",
  durations: [60, 90, 120, 180, 240],
  dateStyles: ['Wkd, d Mon', 'd Month yyyy', 'Wkd d Mon yyyy'],
  timeStyles: ['12', '24'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const blocks: Block[] = [
      { k: 'status', time: formatTime(ctx.shotAt.min), bg: '#0a5eb0', fill: '#ffffff' },
      { k: 'appbar', title: 'PayByPhone', bg: '#0a5eb0', fill: '#ffffff', size: 22 },
      { k: 'text', text: f.active ? 'Active parking' : 'Parking history', bold: true, size: 26 },
      ...(f.active
        ? [
            {
              k: 'text',
              text: `${countdown(ctx)} remaining`,
              size: 34,
              bold: true,
              align: 'centre',
              fill: '#0a5eb0',
            } as Block,
          ]
        : []),
      {
        k: 'card',
        bg: c.card,
        blocks: [
          { k: 'text', text: `Location ${f.num(5, 22)}`, bold: true, size: 20 },
          {
            k: 'text',
            text: [ctx.carPark, ctx.townName, ctx.postcode].filter(Boolean).join(', '),
            size: 16,
            fill: c.label,
          },
          { k: 'gap', h: 8 },
          { k: 'pair', left: 'Vehicle', right: ctx.vrm.replace(' ', ''), size: 16 },
          { k: 'pair', left: 'Start', right: `${f.d(f.start)}, ${f.t(f.start)}`, size: 16 },
          { k: 'pair', left: 'Expiry', right: `${f.d(f.end)}, ${f.t(f.end)}`, size: 16, bold: true },
          { k: 'pair', left: 'Total', right: f.price(1.8), size: 16 },
        ],
      },
      ...(f.active ? [{ k: 'button', text: 'Extend', bg: '#0a5eb0', fill: '#ffffff' } as Block] : []),
      {
        k: 'tabbar',
        items: ['Parking', 'History', 'Account'],
        active: f.active ? 0 : 1,
        fill: c.label,
        activeFill: '#0a5eb0',
        bg: ctx.dark ? '#101215' : '#ffffff',
      },
    ];
    return { style: phone(ctx.dark, { width: 414, screen: { height: 896 } }), blocks };
  },
};

const justparkApp: Layout = {
  id: 'justpark-app',
  family: 'A',
  kind: 'app',
  region: 'any',
  note: "JustPark booking: 'Booking confirmed', Arriving/Leaving 'Sat 14 Mar 2026, 10:00', Duration, Booking ID, Get directions",
  durations: [60, 120, 180, 240, 480, 600],
  dateStyles: ['Wkd d Mon yyyy', 'd Mon yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hours'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const field = (label: string, value: string): Block => ({
      k: 'field',
      label,
      value,
      labelFill: c.label,
      divider: c.divider,
    });
    const blocks: Block[] = [
      {
        k: 'status',
        time: formatTime(ctx.shotAt.min),
        bg: ctx.dark ? '#101215' : '#ffffff',
        fill: ctx.dark ? '#ffffff' : '#111418',
      },
      { k: 'text', text: 'JustPark', bold: true, size: 30, fill: '#1fb36a' },
      { k: 'text', text: 'Booking confirmed', bold: true, size: 26 },
      { k: 'text', text: `${ctx.carPark} car park`, size: 18 },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, size: 16, fill: c.label } as Block] : []),
      {
        k: 'card',
        bg: c.card,
        blocks: [
          field('Arriving', `${f.d(f.start)}, ${f.t(f.start)}`),
          field('Leaving', `${f.d(f.end)}, ${f.t(f.end)}`),
          field('Duration', f.dur('hours')),
          field('Vehicle', ctx.vrm),
          { k: 'field', label: 'Booking ID', value: `${f.num(8, 23)}`, labelFill: c.label },
        ],
      },
      { k: 'pair', left: 'Total paid', right: f.price(2), bold: true },
      { k: 'button', text: 'Get directions', bg: '#1fb36a', fill: '#ffffff' },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const mipermitApp: Layout = {
  id: 'mipermit-app',
  family: 'B',
  kind: 'app',
  region: 'any',
  overnight: true,
  note: "MiPermit: purple, 'Parking session', Location 6-digit, Start/Expiry dd/mm/yyyy hh:mm, status",
  dateStyles: ['dd/mm/yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const blocks: Block[] = [
      { k: 'status', time: formatTime(ctx.shotAt.min), bg: '#5a2a82', fill: '#ffffff' },
      { k: 'appbar', title: 'MiPermit', bg: '#5a2a82', fill: '#ffffff', back: true },
      { k: 'text', text: 'Parking session', bold: true, size: 26 },
      {
        k: 'text',
        text: `Status: ${f.active ? 'Active' : 'Expired'}`,
        fill: f.active ? '#1e9e57' : c.label,
        bold: true,
      },
      {
        k: 'card',
        bg: c.card,
        blocks: [
          { k: 'text', text: `Location: ${f.num(6, 24)}`, bold: true },
          { k: 'text', text: [ctx.carPark, ctx.townName].filter(Boolean).join(', '), size: 16 },
          ...(ctx.postcode ? [{ k: 'text', text: ctx.postcode, size: 16 } as Block] : []),
          { k: 'rule', fill: c.divider, weight: 1 },
          { k: 'pair', left: 'VRM', right: ctx.vrm.replace(' ', '') },
          { k: 'pair', left: 'Start', right: `${f.d(f.start)} ${f.t(f.start)}` },
          { k: 'pair', left: 'Expiry', right: `${f.d(f.end)} ${f.t(f.end)}`, bold: true },
          { k: 'pair', left: 'Cost', right: f.price(1.4) },
        ],
      },
      ...(f.active ? [{ k: 'button', text: 'Extend session', bg: '#5a2a82', fill: '#ffffff' } as Block] : []),
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const parkmobileApp: Layout = {
  id: 'parkmobile-app',
  family: 'A',
  kind: 'app',
  region: 'any',
  note: "Parkmobile/EasyPark: 'Active parking', Zone number, 'Mar 14, 2026', Start/End in 12-hour time",
  durations: [60, 90, 120, 180],
  dateStyles: ['Mon d, yyyy', 'd Mon yyyy'],
  timeStyles: ['12'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const field = (label: string, value: string): Block => ({
      k: 'field',
      label,
      value,
      labelFill: c.label,
      divider: c.divider,
    });
    const blocks: Block[] = [
      {
        k: 'status',
        time: formatTime(ctx.shotAt.min, '12').replace(/ [AP]M/, ''),
        bg: ctx.dark ? '#101215' : '#ffffff',
        fill: ctx.dark ? '#ffffff' : '#111418',
      },
      { k: 'text', text: 'Parkmobile', bold: true, size: 28, fill: '#3b2f8f' },
      { k: 'text', text: f.active ? 'Active parking' : 'Parking ended', bold: true, size: 24 },
      {
        k: 'card',
        bg: c.card,
        blocks: [
          field('Zone', `${f.num(4, 25)} ${ctx.carPark}`),
          ...(placeLine(ctx) ? [field('Location', placeLine(ctx)!)] : []),
          field('Date', f.d(f.start)),
          field('Start time', f.t(f.start)),
          field('End time', f.t(f.end)),
          { k: 'field', label: 'License plate', value: ctx.vrm.replace(' ', ''), labelFill: c.label },
        ],
      },
      ...(f.active
        ? [{ k: 'button', text: 'Stop parking', bg: '#3b2f8f', fill: '#ffffff', outline: false } as Block]
        : []),
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const yourParkingSpaceApp: Layout = {
  id: 'yourparkingspace-app',
  family: 'B',
  kind: 'app',
  region: 'any',
  overnight: true,
  note: "YourParkingSpace: 'Your booking', reference YPS-…, space address, Start/End 'Sat 14 Mar 2026 at 09:00', price",
  durations: [60, 120, 240, 480, 600],
  dateStyles: ['Wkd d Mon yyyy', 'd Month yyyy'],
  timeStyles: ['24'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const blocks: Block[] = [
      { k: 'status', time: formatTime(ctx.shotAt.min), bg: '#00263e', fill: '#ffffff' },
      { k: 'appbar', title: 'YourParkingSpace', bg: '#00263e', fill: '#ffffff', size: 20, back: true },
      { k: 'text', text: 'Your booking', bold: true, size: 26 },
      { k: 'text', text: `Booking reference YPS-${f.num(7, 26)}`, fill: c.label, size: 15 },
      {
        k: 'card',
        bg: c.card,
        blocks: [
          {
            k: 'text',
            text: `Parking space on ${ctx.rng.pick(['High Street', 'Station Road', 'Mill Lane', 'Queen Street'])}`,
            bold: true,
          },
          ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, size: 16 } as Block] : []),
          { k: 'rule', fill: c.divider, weight: 1 },
          { k: 'field', label: 'Start', value: `${f.d(f.start)} at ${f.t(f.start)}`, labelFill: c.label },
          { k: 'field', label: 'End', value: `${f.d(f.end)} at ${f.t(f.end)}`, labelFill: c.label },
          { k: 'field', label: 'Vehicle', value: ctx.vrm, labelFill: c.label },
          { k: 'field', label: 'Total price', value: f.price(1.1), labelFill: c.label },
        ],
      },
      { k: 'button', text: 'View access instructions', bg: '#00a3e0', fill: '#ffffff' },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const ringgoEmail: Layout = {
  id: 'ringgo-email',
  family: 'A',
  kind: 'email',
  region: 'england',
  overnight: true,
  note: "RingGo e-mail 'Your parking session': From no-reply@myringgo.co.uk, Location code, Start time / End time, Duration, Vehicle",
  dateStyles: ['dd/mm/yyyy', 'd Mon yyyy'],
  timeStyles: ['24'],
  durationStyles: ['hours'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const sent = shift(f.start, 1);
    const blocks: Block[] = [
      {
        k: 'status',
        time: formatTime(ctx.shotAt.min),
        bg: ctx.dark ? '#101215' : '#ffffff',
        fill: ctx.dark ? '#ffffff' : '#111418',
      },
      { k: 'text', text: '< Inbox', fill: '#2f7de1', size: 18 },
      { k: 'text', text: 'Your parking session', bold: true, size: 26 },
      { k: 'text', text: 'RingGo <no-reply@myringgo.co.uk>', bold: true, size: 16 },
      { k: 'text', text: `To: me   ${formatTime(sent.min)} ${f.d(sent)}`, size: 15, fill: c.label },
      { k: 'rule', fill: c.divider, weight: 1 },
      {
        k: 'para',
        text: 'Thank you for using RingGo. Here are the details of your parking session.',
        size: 16,
      },
      { k: 'pair', left: 'Location code', right: f.num(4, 27), size: 17 },
      {
        k: 'pair',
        left: 'Location',
        right: [ctx.carPark, ctx.townName].filter(Boolean).join(', '),
        size: 17,
      },
      { k: 'pair', left: 'Start time', right: `${f.t(f.start)} ${f.d(f.start)}`, size: 17 },
      { k: 'pair', left: 'End time', right: `${f.t(f.end)} ${f.d(f.end)}`, size: 17 },
      { k: 'pair', left: 'Duration', right: f.dur('hours'), size: 17 },
      { k: 'pair', left: 'Vehicle', right: ctx.vrm, size: 17 },
      { k: 'pair', left: 'Total cost', right: f.price(1.5), size: 17, bold: true },
      {
        k: 'para',
        text: 'You can extend this session in the app before it ends. This e-mail is your VAT receipt.',
        size: 14,
        fill: c.label,
      },
    ];
    return { style: phone(ctx.dark, { screen: { height: 866 } }), blocks };
  },
};

const paybyphoneEmail: Layout = {
  id: 'paybyphone-email',
  family: 'B',
  kind: 'email',
  region: 'any',
  note: "PayByPhone receipt e-mail in webmail (desktop): 'Parking receipt', Location number, Start/Expiry, 'Parking duration'",
  dateStyles: ['Wkd d Mon yyyy', 'dd/mm/yyyy'],
  timeStyles: ['24', '12'],
  durationStyles: ['hrmin', 'mins'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      {
        k: 'banner',
        text: 'Inbox  |  Your PayByPhone receipt',
        bg: '#e8eaed',
        fill: '#3c4043',
        align: 'left',
        size: 18,
        full: true,
        bold: false,
      },
      { k: 'text', text: 'Your PayByPhone receipt', size: 26 },
      {
        k: 'text',
        text: `PayByPhone <receipts@paybyphone.com>   ${f.d(f.start)}`,
        size: 15,
        fill: '#5f6368',
      },
      { k: 'gap', h: 10 },
      { k: 'banner', text: 'PayByPhone', bg: '#0a5eb0', align: 'left', size: 24 },
      { k: 'text', text: 'Parking receipt', bold: true, size: 22 },
      { k: 'pair', left: 'Location number', right: f.num(5, 28), tab: 260 },
      {
        k: 'pair',
        left: 'Location',
        right: [ctx.carPark, ctx.townName, ctx.postcode].filter(Boolean).join(', '),
        tab: 260,
      },
      { k: 'pair', left: 'Vehicle', right: ctx.vrm.replace(' ', ''), tab: 260 },
      { k: 'pair', left: 'Start', right: `${f.d(f.start)} ${f.t(f.start)}`, tab: 260 },
      { k: 'pair', left: 'Expiry', right: `${f.d(f.end)} ${f.t(f.end)}`, tab: 260 },
      { k: 'pair', left: 'Parking duration', right: f.dur(), tab: 260 },
      { k: 'pair', left: 'Parking cost', right: f.price(1.6), tab: 260 },
      { k: 'pair', left: 'Convenience fee', right: '£0.20', tab: 260 },
      {
        k: 'para',
        text: 'Thanks for parking with PayByPhone. Please do not reply to this e-mail.',
        size: 14,
        fill: '#5f6368',
      },
    ];
    return {
      style: {
        width: 900,
        paper: '#ffffff',
        ink: '#202124',
        font: 'sansLib',
        size: 19,
        margin: 40,
        screen: { height: 640 },
      },
      blocks,
    };
  },
};

const councilValidFromTo: Layout = {
  id: 'council-valid-from-to',
  family: 'B',
  kind: 'pay_and_display',
  region: 'england',
  overnight: true,
  note: "council 'PARKING TICKET': 'Valid from 10:02 14/03/26 / Valid to 12:02 14/03/26', overnight tariff line",
  durations: [60, 120, 180, 240, 600, 900],
  shortDurations: [20, 30, 45],
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy', 'dd-mm-yyyy'],
  timeStyles: ['24', '24dot'],
  render(ctx) {
    const f = fmt(ctx);
    const blocks: Block[] = [
      ...(ctx.townName
        ? [{ k: 'text', text: ctx.town.council, bold: true, align: 'centre', size: 20 } as Block]
        : []),
      { k: 'text', text: 'PARKING TICKET', bold: true, align: 'centre', size: 30 },
      { k: 'text', text: `${ctx.carPark} Car Park`, align: 'centre' },
      ...(placeLine(ctx) ? [{ k: 'text', text: placeLine(ctx)!, align: 'centre' } as Block] : []),
      { k: 'rule' },
      { k: 'text', text: `Valid from ${f.t(f.start)} ${f.d(f.start)}` },
      { k: 'text', text: `Valid to   ${f.t(f.end)} ${f.d(f.end)}`, bold: true },
      { k: 'text', text: `Charge ${f.price(1)}   Ticket ${f.num(5, 29)}` },
      { k: 'rule' },
      { k: 'text', text: 'Overnight tariff 18:00 - 08:00 £2.00', size: 16 },
      { k: 'text', text: 'Pay & Display - display this ticket', bold: true, align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 540, font: 'mono', size: 21 }), blocks };
  },
};

const ncpEmail: Layout = {
  id: 'ncp-app-email',
  family: 'A',
  kind: 'email',
  region: 'england',
  endedBeforeNow: false,
  note: "NCP (ncp.co.uk) booking e-mail 'Your parking receipt': Arrival / Departure, total stay, car park address",
  durations: [60, 120, 180, 240, 480],
  dateStyles: ['Weekday d Month yyyy', 'Weekday dth Month', 'dd/mm/yyyy'],
  timeStyles: ['24', '12compact'],
  render(ctx) {
    const f = fmt(ctx);
    const c = appColours(ctx.dark);
    const blocks: Block[] = [
      {
        k: 'status',
        time: formatTime(ctx.shotAt.min),
        bg: ctx.dark ? '#101215' : '#ffffff',
        fill: ctx.dark ? '#ffffff' : '#111418',
      },
      { k: 'text', text: '< Mail', fill: '#2f7de1', size: 18 },
      { k: 'text', text: 'NCP <noreply@ncp.co.uk>', bold: true, size: 16 },
      { k: 'text', text: 'Your parking receipt', bold: true, size: 24 },
      { k: 'rule', fill: c.divider, weight: 1 },
      {
        k: 'banner',
        text: 'NCP',
        bg: ctx.dark ? '#f2c200' : '#111111',
        fill: ctx.dark ? '#111111' : '#f2c200',
        size: 30,
        align: 'left',
      },
      {
        k: 'para',
        text: `Thanks for parking with NCP at ${ctx.townName ? `NCP ${ctx.townName} ` : ''}${ctx.carPark}.`,
        size: 17,
      },
      ...(ctx.postcode ? [{ k: 'text', text: `Car park postcode ${ctx.postcode}`, size: 16 } as Block] : []),
      { k: 'field', label: 'Arrival', value: `${f.d(f.start)}, ${f.t(f.start)}`, labelFill: c.label },
      { k: 'field', label: 'Departure', value: `${f.d(f.end)}, ${f.t(f.end)}`, labelFill: c.label },
      { k: 'field', label: 'Total stay', value: f.dur('hours'), labelFill: c.label },
      { k: 'field', label: 'Vehicle', value: ctx.vrm, labelFill: c.label },
      { k: 'field', label: 'Amount paid', value: f.price(3), labelFill: c.label },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

export const LAYOUTS: Layout[] = [
  metricAura,
  flowbirdStrada,
  caleCwt,
  parkeonExpiresAt,
  sticky12h,
  welshBilingual,
  scottishCouncil,
  glasgowOnStreet,
  ncpPd,
  apcoaPd,
  qParkPof,
  euroCarParks,
  indigoPof,
  sabaPof,
  britanniaPd,
  smartParking,
  nhsPof,
  nhsPd,
  barrierTimeInOut,
  barrierBlackBanner,
  councilExitReceipt,
  ringgoApp,
  paybyphoneApp,
  justparkApp,
  mipermitApp,
  parkmobileApp,
  yourParkingSpaceApp,
  ringgoEmail,
  paybyphoneEmail,
  councilValidFromTo,
  ncpEmail,
];
