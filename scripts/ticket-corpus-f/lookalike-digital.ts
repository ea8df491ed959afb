// Look-alikes on screens: road charges, crossings, EV charging, travel, reminders and bookings.
import { CAR_PARK_NAMES, plate } from './data.ts';
import { Doc, type Rendered, svgText } from './doc.ts';
import { fmtDate, fmtDur, money } from './fmt.ts';
import { captureWall, placeLine, ref, t } from './helpers.ts';
import { button, mailApp, phone, streetMap, theme } from './screen.ts';
import { dayStart } from './time.ts';
import type { LookKind, RenderCtx } from './types.ts';

function frame(ctx: RenderCtx, content: Rendered): Rendered {
  const th = theme(ctx.dark);
  const cap = captureWall(ctx, ctx.start + 1);
  return phone(content, {
    statusTime: t(Math.min(cap, ctx.now), 'h24'),
    statusBg: th.bg,
    statusFg: th.fg,
    battery: ctx.rng.int(8, 98),
  });
}

function mail(
  ctx: RenderCtx,
  body: Rendered,
  sender: string,
  subject: string,
  received: number,
  accent: string,
): Rendered {
  const recv = Math.min(received, ctx.now);
  return mailApp(body, {
    dark: ctx.dark,
    sender,
    senderAddr: `noreply@${sender.toLowerCase().replace(/[^a-z]/g, '')}.co.uk`,
    subject,
    received: dayStart(recv) === dayStart(ctx.now) ? t(recv, 'h24') : fmtDate(recv, 'dMony'),
    statusTime: t(ctx.now - ctx.rng.int(0, 5), 'h24'),
    battery: ctx.rng.int(10, 95),
    lightTitle: ctx.dark && ctx.rng.chance(0.5),
    accent,
  });
}

const appDoc = (ctx: RenderCtx, pad = 56) => {
  const th = theme(ctx.dark);
  return { th, doc: new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad }) };
};

const caz: LookKind = {
  name: 'clean-air-zone-payment',
  klass: 'paying_to_drive',
  inGuide: true,
  stock: 'screen',
  darkP: 0.3,
  townP: 0.9,
  postcodeP: 0,
  note: 'Clean Air Zone / ULEZ / congestion charge daily payment confirmation screen',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx);
    const zone = rng.pick(['Clean Air Zone', 'Ultra Low Emission Zone', 'Congestion Charge zone']);
    doc.banner('Payment successful', { bg: '#15803d', color: '#fff', size: 44, full: true, h: 150 });
    doc.text(ctx.town ? `${ctx.town.name} ${zone}` : zone, { bold: true, size: 44 });
    doc.text('Daily charge', { size: 32, color: th.sub });
    doc.boxStart();
    doc.kv('Vehicle', plate(rng));
    doc.kv('Date of travel', fmtDate(ctx.start, 'dowdMony'));
    doc.kv('Valid', '00:00 – 23:59');
    doc.kv('Amount', money(rng.pick([800, 1250, 1500])), { bold: true });
    doc.kv('Payment ref', ref(rng, 'AAA99999999'));
    doc.boxEnd({ fill: th.card, radius: 24 });
    doc.para('This is not a parking payment. Parking charges and penalties still apply inside the zone.', {
      size: 28,
      color: th.sub,
    });
    return frame(ctx, doc.render());
  },
};

const crossing: LookKind = {
  name: 'river-crossing-charge',
  klass: 'paying_to_drive',
  inGuide: true,
  stock: 'screen',
  darkP: 0.3,
  townP: 0,
  postcodeP: 0,
  note: 'E-mailed receipt for a river crossing charge (Dart Charge style), number of crossings and date',
  render(ctx) {
    const { rng } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.banner('Estuary Crossing Charge', { bg: '#1e40af', color: '#fff', size: 40, full: true });
    doc.text('Thank you for paying', { bold: true, size: 44 });
    doc.kv('Vehicle', plate(rng));
    doc.kv('Crossing date', fmtDate(ctx.start, 'dmy'));
    doc.kv('Crossings', String(rng.int(1, 2)));
    doc.kv('Paid', money(rng.pick([250, 500])), { bold: true });
    doc.kv('Transaction', ref(rng, '99999999999'));
    doc.para('Pay by midnight the day after you cross. Unpaid crossings lead to a Penalty Charge Notice.', {
      size: 26,
      color: th.sub,
    });
    return mail(ctx, doc.render(), 'Crossing Charge', 'Payment receipt', ctx.start + 40, '#1e40af');
  },
};

const ferry: LookKind = {
  name: 'car-ferry-booking',
  klass: 'paying_to_drive',
  inGuide: true,
  stock: 'screen',
  darkP: 0.3,
  townP: 0.8,
  postcodeP: 0,
  note: 'Car ferry booking: vehicle deck, check-in time, sailing times',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx);
    const sail = ctx.start + 60;
    doc.banner(rng.pick(['Islesway Ferries', 'SeaLink Crossings', 'Pennant Line']), {
      bg: '#0c4a6e',
      color: '#fff',
      size: 44,
      full: true,
      h: 150,
    });
    doc.text('Car + 2 adults', { bold: true, size: 46 });
    doc.text(
      `${ctx.town?.name ?? 'Mainland'} → ${rng.pick(['Isle of Wight', 'Arran', 'Mull', 'Isle of Man'])}`,
      { size: 38 },
    );
    doc.boxStart();
    doc.kv('Sailing', `${fmtDate(sail, 'dowdMon')} ${t(sail, 'h24')}`);
    doc.kv('Check-in closes', t(sail - 30, 'h24'));
    doc.kv('Arrives', t(sail + rng.int(45, 180), 'h24'));
    doc.kv('Vehicle', `${plate(rng)} (car, under 5m)`);
    doc.kv('Booking', ref(rng, 'AA999999'));
    doc.boxEnd({ fill: th.card, radius: 24 });
    doc.para('Please queue in the marshalling lanes — the terminal car park is for foot passengers.', {
      size: 28,
      color: th.sub,
    });
    return frame(ctx, doc.render());
  },
};

const evCharge: LookKind = {
  name: 'ev-charging-session',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'screen',
  darkP: 0.5,
  townP: 0.7,
  postcodeP: 0.5,
  note: "EV charging app session at a car park's charger: Started / Ended, kWh, cost",
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx);
    const s = ctx.start;
    const mins = rng.int(35, 190);
    const kwh = (mins / 60) * rng.float(7, 45);
    doc.text('Charging complete', { bold: true, size: 54, color: '#22c55e' });
    doc.text(`${rng.pick(CAR_PARK_NAMES)} Car Park — charger ${rng.int(1, 8)}`, { size: 32 });
    if (ctx.town) doc.text(placeLine(ctx, false), { size: 30, color: th.sub });
    doc.raw(
      300,
      (_x, y) =>
        `<circle cx="540" cy="${y + 140}" r="130" fill="none" stroke="#22c55e" stroke-width="26"/>${svgText(540, y + 160, `${kwh.toFixed(1)} kWh`, { size: 56, bold: true, align: 'center' }, th.fg)}`,
    );
    doc.boxStart();
    doc.kv('Started', `${fmtDate(s, 'dMony')} ${t(s, 'h24')}`);
    doc.kv('Ended', `${fmtDate(s + mins, 'dMony')} ${t(s + mins, 'h24')}`);
    doc.kv('Duration', fmtDur(mins, 'hm'));
    doc.kv('Rate', `${rng.pick([49, 59, 69, 79])}p/kWh`);
    doc.kv('Total', money(Math.round(kwh * 65)), { bold: true });
    doc.boxEnd({ fill: th.card, radius: 24 });
    doc.para('Parking charges are separate — please pay for parking at the machine.', {
      size: 28,
      color: th.sub,
    });
    return frame(ctx, doc.render());
  },
};

const breakdown: LookKind = {
  name: 'breakdown-callout',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'screen',
  darkP: 0.5,
  townP: 0.6,
  postcodeP: 0.5,
  note: 'Breakdown service text messages: patrol ETA at a car park',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx, 40);
    doc.raw(
      150,
      () =>
        `<rect width="1080" height="150" fill="${th.card}"/>${svgText(540, 95, 'RescueLine', { size: 44, bold: true, align: 'center' }, th.fg)}`,
    );
    const w = ctx.start;
    const bubble = (txt: string, time: number) => {
      doc.boxStart();
      doc.para(txt, { size: 34 });
      doc.text(t(time, 'h24'), { size: 24, color: th.sub, align: 'right' });
      doc.boxEnd({ fill: th.dark ? '#2a2f3a' : '#e5e7eb', radius: 30, inset: 0 });
    };
    bubble(`We have logged your breakdown (ref ${ref(rng, '9999999')}) for vehicle ${plate(rng)}.`, w);
    bubble(
      `Location: ${rng.pick(CAR_PARK_NAMES)} car park${ctx.town ? `, ${placeLine(ctx, false)}` : ''}. Please stay with your vehicle if safe.`,
      w + 1,
    );
    bubble(`Your patrol is on the way. Estimated arrival ${t(w + rng.int(40, 90), 'h24')}.`, w + 12);
    return frame(ctx, doc.render());
  },
};

const rail: LookKind = {
  name: 'rail-eticket',
  klass: 'transport_tickets',
  inGuide: true,
  stock: 'screen',
  darkP: 0.3,
  townP: 0.9,
  postcodeP: 0,
  note: 'Rail mobile ticket with barcode: Off-Peak Day Return, outward date, route',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx);
    doc.banner('Mobile ticket', { bg: '#7c2d12', color: '#fff', size: 44, full: true, h: 140 });
    doc.text(rng.pick(['Off-Peak Day Return', 'Anytime Single', 'Super Off-Peak Return']), {
      bold: true,
      size: 48,
    });
    doc.text(
      `${ctx.town?.name ?? 'Central'} → ${rng.pick(['London Terminals', 'Birmingham New St', 'Manchester Picc'])}`,
      { size: 38 },
    );
    doc.kv('Travel date', fmtDate(ctx.start, 'dMony'));
    doc.kv('Depart', t(ctx.start + 10, 'h24'));
    doc.kv('Railcard', rng.pick(['None', '16-25', 'Two Together']));
    doc.kv('Price', money(rng.pick([1450, 2870, 5620])));
    doc.raw(0, (x, y) => `<rect x="${x + 180}" y="${y}" width="600" height="600" fill="#fff"/>`, 'bg');
    const q = new Doc(1080, { fg: '#000', pad: 56 });
    q.qr(`RAIL-${rng.digits(14)}`, 560);
    doc.raw(
      620,
      (_x, y) =>
        `<g transform="translate(0,${y - 56 + 20})">${q.render().body.replace(/<rect x="0" y="0"[^>]*\/>/, '')}</g>`,
    );
    doc.text(`Ticket ${ref(rng, 'AAAA9999')} · valid with photo ID`, {
      size: 28,
      color: th.sub,
      align: 'center',
    });
    return frame(ctx, doc.render());
  },
};

const rideHail: LookKind = {
  name: 'taxi-ridehail-receipt',
  klass: 'transport_tickets',
  inGuide: true,
  stock: 'screen',
  darkP: 0.3,
  townP: 0.8,
  postcodeP: 0.6,
  note: 'Ride-hailing trip receipt e-mail with pick-up "at the short-stay car park"',
  render(ctx) {
    const { rng } = ctx;
    const th = theme(ctx.dark);
    const w = ctx.start;
    const mins = rng.int(12, 45);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.text('Thanks for riding', { bold: true, size: 50 });
    doc.text(money(rng.int(900, 3400)), { bold: true, size: 80 });
    doc.raw(360, (x, y) => streetMap(rng, x, y, 900, 340, ctx.dark));
    doc.kv('Pick-up', `${t(w, 'h24')} · Short-stay car park, ${ctx.town?.name ?? 'Airport'}`, { size: 28 });
    doc.kv(
      'Drop-off',
      `${t(w + mins, 'h24')} · ${rng.int(3, 90)} ${rng.pick(['Green Lane', 'Main Street', 'Queens Road'])}`,
      { size: 28 },
    );
    doc.kv('Trip time', fmtDur(mins, 'mins'), { size: 28 });
    doc.kv('Date', fmtDate(w, 'dowdMony'), { size: 28 });
    if (ctx.postcode) doc.kv('Area', ctx.postcode, { size: 28 });
    return mail(
      ctx,
      doc.render(),
      rng.pick(['Zoomi', 'Hopr', 'CabNow']),
      'Your trip receipt',
      w + mins + 2,
      '#111827',
    );
  },
};

const cinema: LookKind = {
  name: 'cinema-eticket',
  klass: 'everything_else',
  inGuide: true,
  stock: 'screen',
  darkP: 0.7,
  townP: 0.8,
  postcodeP: 0.3,
  note: 'Cinema e-ticket: screen, seat, showing time (no parking element)',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx);
    const show = ctx.start + 30;
    doc.text(rng.pick(['Odeonic', 'Picturehaus Lane', 'Reelworks']), {
      size: 36,
      color: '#f59e0b',
      bold: true,
    });
    doc.text(rng.pick(['The Lighthouse Keeper', 'Midnight at the Mill', 'Northern Skies']), {
      bold: true,
      size: 56,
    });
    doc.kv('Date', fmtDate(show, 'dowdMon'));
    doc.kv('Showing', t(show, 'h12'));
    doc.kv('Screen', String(rng.int(1, 9)));
    doc.kv(
      'Seats',
      `${rng.pick(['F', 'G', 'H'])}${rng.int(4, 14)}, ${rng.pick(['F', 'G', 'H'])}${rng.int(4, 14)}`,
    );
    if (ctx.town) doc.kv('Cinema', placeLine(ctx, false));
    doc.raw(0, (x, y) => `<rect x="${x + 230}" y="${y}" width="500" height="500" fill="#fff"/>`, 'bg');
    const q = new Doc(1080, { fg: '#000', pad: 56 });
    q.qr(`CIN${rng.digits(12)}`, 460);
    doc.raw(
      520,
      (_x, y) =>
        `<g transform="translate(0,${y - 56 + 20})">${q.render().body.replace(/<rect x="0" y="0"[^>]*\/>/, '')}</g>`,
    );
    doc.text('Free parking after 6pm at the multi-storey', { size: 28, color: th.sub, align: 'center' });
    return frame(ctx, doc.render());
  },
};

const lounge: LookKind = {
  name: 'airport-lounge-fasttrack',
  klass: 'everything_else',
  inGuide: true,
  stock: 'screen',
  darkP: 0.5,
  townP: 0,
  postcodeP: 0,
  note: 'Airport lounge / fast-track security pass with arrival window',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx, 70);
    const w = ctx.start;
    doc.space(50);
    doc.boxStart();
    doc.text(rng.pick(['EXECUTIVE LOUNGE', 'FAST TRACK SECURITY']), {
      bold: true,
      size: 48,
      color: '#fbbf24',
    });
    doc.text(`${rng.pick(['Fellside', 'Marshgate', 'Estuary'])} Airport · Terminal ${rng.int(1, 2)}`, {
      size: 34,
      color: '#fff',
    });
    doc.cols(['DATE', 'ARRIVE FROM', 'GUESTS'], { size: 24, color: '#cbd5e1' });
    doc.cols([fmtDate(w, 'dMony').toUpperCase(), t(w, 'h24'), String(rng.int(1, 3))], {
      size: 38,
      bold: true,
      color: '#fff',
    });
    doc.text(`Valid for 3 hours from arrival · Ref ${ref(rng, 'AA9999')}`, { size: 28, color: '#cbd5e1' });
    doc.barcode(rng, 140, 0.85);
    doc.boxEnd({ fill: '#111827', radius: 36, inset: -30 });
    void th;
    return frame(ctx, doc.render());
  },
};

const parkedHere: LookKind = {
  name: 'parked-here-reminder',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'screen',
  darkP: 0.4,
  townP: 0.6,
  postcodeP: 0.5,
  note: 'Maps app "You parked here" reminder with a time and a note (no payment)',
  render(ctx) {
    const { rng } = ctx;
    const { th, doc } = appDoc(ctx, 0);
    doc.raw(1250, (_x, y) => streetMap(rng, 0, y, 1080, 1250, ctx.dark, 'Parked car'));
    const inner = new Doc(1080, { bg: th.card, fg: th.fg, size: 36, pad: 56, radius: 40 });
    inner.text('Parked car', { bold: true, size: 52 });
    inner.text(`Parked at ${t(ctx.start, 'h12')} · ${fmtDate(ctx.start, 'dowdMon')}`, {
      size: 36,
      color: th.sub,
    });
    if (ctx.town) inner.text(placeLine(ctx), { size: 32, color: th.sub });
    inner.text(
      `Note: "level 3 near the lifts, meter runs out ${t(ctx.start + rng.pick([60, 120]), 'h12')}"`,
      { size: 30 },
    );
    inner.raw(
      130,
      (x, y) =>
        button(x, y, 460, 'Directions', '#1a73e8', '#fff') +
        button(x + 508, y, 460, 'Set reminder', '#1a73e8', '#fff', true),
    );
    const I = inner.render();
    doc.raw(I.h, (_x, y) => `<g transform="translate(0,${y - 60})">${I.body}</g>`);
    return frame(ctx, doc.render());
  },
};

const vehicleTax: LookKind = {
  name: 'vehicle-tax-confirmation',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'screen',
  darkP: 0.3,
  townP: 0,
  postcodeP: 0,
  note: 'Vehicle tax (VED) payment confirmation e-mail: vehicle, tax start date, monthly direct debit',
  render(ctx) {
    const { rng } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.banner('Vehicle tax confirmation', {
      bg: '#0b0c0c',
      color: '#fff',
      size: 40,
      full: true,
      align: 'left',
    });
    doc.para('You have successfully taxed your vehicle. Keep this e-mail for your records.', { size: 30 });
    doc.kv('Registration number', plate(rng));
    doc.kv('Make', rng.pick(['VAUXHALL', 'SKODA', 'NISSAN', 'BMW']));
    doc.kv('Tax starts', fmtDate(dayStart(ctx.start) + 1440 * (rng.int(0, 20) - 10), 'dMonthy'));
    doc.kv('Payment', `${money(rng.pick([1633, 1750, 2013]))} per month`);
    doc.kv('Reference', ref(rng, '99999999999'));
    doc.para('Tax is not transferable when you sell the vehicle.', { size: 26, color: th.sub });
    return mail(ctx, doc.render(), 'Vehicle Licensing', 'Vehicle tax confirmation', ctx.start, '#0b0c0c');
  },
};

const drivingTest: LookKind = {
  name: 'driving-test-booking',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'screen',
  darkP: 0.3,
  townP: 0.9,
  postcodeP: 0.9,
  note: 'Practical driving test booking e-mail: test centre, date and time, "arrive 10 minutes early; there is no parking at the centre"',
  render(ctx) {
    const { rng } = ctx;
    const th = theme(ctx.dark);
    const test = ctx.start + rng.int(0, 10) * 1440;
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.text('Driving test booked', { bold: true, size: 48 });
    doc.kv(
      'Test centre',
      `${ctx.town?.name ?? 'Local'} (${rng.pick(['Ring Road', 'Mill Lane', 'Enterprise Park'])})`,
    );
    if (ctx.town) doc.kv('Address', placeLine(ctx));
    doc.kv('Date', fmtDate(test, 'longOrd'));
    doc.kv('Time', t(test, 'h12'));
    doc.kv('Booking reference', rng.digits(8));
    doc.kv('Fee paid', money(6200));
    doc.para(
      'Arrive 10 minutes early. Customer parking at the test centre is very limited; use the public car park nearby.',
      { size: 28, color: th.sub },
    );
    return mail(
      ctx,
      doc.render(),
      'Driving Tests',
      'Your driving test booking',
      ctx.start - rng.int(2, 30) * 1440,
      '#00703c',
    );
  },
};

const hotelBooking: LookKind = {
  name: 'hotel-booking-no-parking',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'screen',
  darkP: 0.3,
  townP: 1,
  postcodeP: 0.8,
  note: 'Hotel room booking confirmation: check-in/out dates, "parking available on request" not purchased',
  render(ctx) {
    const { rng } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.banner(rng.pick(['The Gilded Heron Hotel', 'Quayside Lodge', 'The Linnet Inn']), {
      bg: '#7f1d1d',
      color: '#fff',
      size: 40,
      full: true,
    });
    doc.text('Your stay is confirmed', { bold: true, size: 44 });
    if (ctx.town) doc.text(placeLine(ctx), { size: 28, color: th.sub });
    const ci = dayStart(ctx.start) + 15 * 60;
    doc.kv('Check-in', `${fmtDate(ci, 'dowdMony')} from 3pm`);
    doc.kv('Check-out', `${fmtDate(ci + 1440 * rng.int(1, 3), 'dowdMony')} by 11am`);
    doc.kv('Room', 'Double, breakfast included');
    doc.kv('Total', money(rng.pick([11900, 16500, 23800])), { bold: true });
    doc.kv('Confirmation', ref(rng, '999999999'));
    doc.para(
      'Parking: limited spaces available on request at £15 per night, payable at reception (not included in this booking).',
      { size: 28, color: th.sub },
    );
    return mail(
      ctx,
      doc.render(),
      'Reservations',
      'Booking confirmation',
      ctx.start - rng.int(3, 40) * 1440,
      '#7f1d1d',
    );
  },
};

export const DIGITAL_LOOKALIKES: LookKind[] = [
  caz,
  crossing,
  ferry,
  evCharge,
  breakdown,
  rail,
  rideHail,
  cinema,
  lounge,
  parkedHere,
  vehicleTax,
  drivingTest,
  hotelBooking,
];
