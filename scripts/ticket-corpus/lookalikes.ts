/**
 * Documents that are NOT proof of paid parking, though many print a date, times, a duration, a
 * car park's name or parking words. Expected outcome: not_parking_ticket, whatever they print.
 * Most print today's date and long durations so only what the document IS can refuse them.
 *
 *  id                    fam research note (short)
 *  council-pcn           A   council PENALTY CHARGE NOTICE (windscreen): contravention code 83 'without clearly displaying a valid pay & display ticket', observed from/to, £70/£35
 *  private-pcn-letter    B   private PARKING CHARGE NOTICE letter (Notice to Keeper, PoFA 2012 Sch 4): ANPR entry/exit times, 'Period of parking 3 hours 43 minutes', £100
 *  ev-charging-receipt   A   EV charging receipt (Pod Point / InstaVolt / BP Pulse): 'Charging session', Connector CCS, kWh, start/end, duration, in a supermarket car park
 *  ev-charging-app       B   EV charging app screen: 'Charging session complete', 'Time charging 2h 15m', kWh, £/kWh, bay in a car park
 *  car-wash              A   car wash receipt: programme, wash code, 'Valid until', bay, date/time
 *  resident-permit       B   council resident parking permit: zone, VRM, 'Valid from 01/04/2025 until 31/03/2026', display in windscreen
 *  visitor-permit        A   council visitor permit (e-permit print): zone, VRM, 'Valid on 14/03/2026 from 09:00 to 18:00'
 *  rail-ticket           B   National Rail ticket: 'OFF-PEAK DAY RETURN', Adult, From/To, 'Valid until', route ANY PERMITTED, price, number
 *  bus-ticket            A   bus day ticket: Stagecoach/First 'Day Rider', 'Valid until end of service', date/time, route, fare
 *  fuel-receipt          B   fuel receipt: forecourt (Shell, BP, Esso), Pump 4, Unleaded litres at pence per litre, total, VAT
 *  supermarket-receipt   A   supermarket receipt with 'FREE PARKING FOR 2 HOURS WITH THIS RECEIPT' / customer car park note
 *  cinema-ticket         B   cinema ticket (Odeon, Vue, Cineworld): film, screen, seat, date/time, 'Running time 2h 15m'
 *  restaurant-bill       A   restaurant bill: table, covers, items, service charge, 'ask us to validate your car park ticket'
 *  cafe-receipt          B   café till receipt: items, total, card, date/time
 *  hospital-letter       A   hospital appointment letter: date and time of appointment, 'the car park is pay and display, allow 2 hours'
 *  hotel-booking         B   hotel booking confirmation: check-in/check-out, nights, 'Parking: on-site car park £15 per 24 hours'
 */
import type { Block, Doc } from './doc';
import type { Family } from './context';
import { phone, thermal } from './context';
import type { Town } from './places';
import type { Rng } from './rng';
import type { DateStyle, Stamp } from './when';
import { addDays, formatDate, formatDuration, formatTime, shift } from './when';

export interface LookContext {
  rng: Rng;
  now: Date;
  nowStamp: Stamp;
  /** The main date and time the document prints (usually today, before now). */
  at: Stamp;
  town: Town;
  postcode: string;
  vrm: string;
  seed: number;
  dark: boolean;
  dateStyle: DateStyle;
}

export interface LookAlike {
  id: string;
  family: Family;
  note: string;
  dateStyles: DateStyle[];
  render(ctx: LookContext): Doc;
}

const d = (ctx: LookContext, stamp: Stamp = ctx.at, style = ctx.dateStyle) => formatDate(stamp.day, style);
const t = (stamp: number | Stamp) => formatTime(typeof stamp === 'number' ? stamp : stamp.min);
const digits = (ctx: LookContext, n: number, salt: number) => {
  let x = (ctx.seed * 2246822519 + salt * 3266489917) >>> 0;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += String((x >>> 16) % 10);
  }
  return out;
};
const money = (value: number) => `£${value.toFixed(2)}`;

const councilPcn: LookAlike = {
  id: 'council-pcn',
  family: 'A',
  note: "council PENALTY CHARGE NOTICE (windscreen): contravention code 83 'without clearly displaying a valid pay & display ticket', observed from/to, £70/£35",
  dateStyles: ['dd/mm/yyyy', 'dd/mm/yy'],
  render(ctx) {
    const observed = shift(ctx.at, -ctx.rng.int(5, 15));
    const blocks: Block[] = [
      { k: 'text', text: 'PENALTY CHARGE NOTICE', bold: true, align: 'centre', size: 28 },
      { k: 'text', text: ctx.town.council, align: 'centre', size: 18 },
      { k: 'text', text: 'Traffic Management Act 2004', align: 'centre', size: 16 },
      { k: 'rule' },
      {
        k: 'pair',
        left: 'PCN number',
        right: `${ctx.town.districts[0]!.replace(/[0-9]+/, '')}${digits(ctx, 8, 1)}`,
      },
      { k: 'pair', left: 'Date of notice', right: d(ctx) },
      { k: 'pair', left: 'Time', right: t(ctx.at) },
      { k: 'pair', left: 'Observed from', right: `${t(observed)} to ${t(ctx.at)}` },
      { k: 'pair', left: 'Vehicle reg', right: ctx.vrm },
      {
        k: 'pair',
        left: 'Make / Colour',
        right: `${ctx.rng.pick(['Ford', 'Vauxhall', 'Toyota', 'Kia', 'BMW'])} / ${ctx.rng.pick(['Blue', 'Silver', 'Black', 'White'])}`,
      },
      { k: 'text', text: `Location: ${ctx.town.carParks[0]} Car Park, ${ctx.town.name}`, size: 18 },
      { k: 'text', text: 'Contravention code: 83', bold: true },
      {
        k: 'para',
        text: 'Parked in a car park without clearly displaying a valid pay & display ticket or voucher or parking clock',
        size: 16,
      },
      { k: 'pair', left: 'Civil Enforcement Officer', right: digits(ctx, 4, 2) },
      { k: 'rule' },
      {
        k: 'para',
        text: 'A penalty charge of £70 is now payable. It will be reduced to £35 if paid within 14 days of the date of this notice. Do not ignore this notice.',
        size: 15,
      },
      { k: 'barcode', seed: ctx.seed },
    ];
    return { style: thermal({ width: 560, paper: '#fffdf2' }), blocks };
  },
};

const privatePcnLetter: LookAlike = {
  id: 'private-pcn-letter',
  family: 'B',
  note: "private PARKING CHARGE NOTICE letter (Notice to Keeper, PoFA 2012 Sch 4): ANPR entry/exit times, 'Period of parking 3 hours 43 minutes', £100",
  dateStyles: ['dd/mm/yyyy', 'd Month yyyy'],
  render(ctx) {
    const operator = ctx.rng.pick([
      'ParkingEye Ltd',
      'Horizon Parking Ltd',
      'Excel Parking Services Ltd',
      'UK Parking Control Ltd',
    ]);
    const eventDay = {
      day: addDays(ctx.at.day, -ctx.rng.pick([0, 3, 5, 9])),
      min: ctx.rng.int(8 * 60, 11 * 60),
    };
    const stay = ctx.rng.int(150, 320);
    const exit = shift(eventDay, stay);
    const blocks: Block[] = [
      { k: 'text', text: operator, bold: true, size: 22 },
      { k: 'text', text: 'PO Box 565, Chorley PR6 6HT', size: 16 },
      { k: 'gap', h: 20 },
      { k: 'text', text: `Date of issue: ${d(ctx)}`, size: 17 },
      { k: 'text', text: `PCN reference: ${digits(ctx, 10, 3)}`, size: 17 },
      { k: 'gap', h: 14 },
      { k: 'text', text: 'PARKING CHARGE NOTICE', bold: true, size: 30 },
      { k: 'text', text: 'Notice to Keeper - Protection of Freedoms Act 2012, Schedule 4', size: 16 },
      { k: 'gap', h: 10 },
      { k: 'pair', left: 'Vehicle registration', right: ctx.vrm, tab: 300 },
      {
        k: 'pair',
        left: 'Car park',
        right: `${ctx.town.carParks[1]} Retail Park, ${ctx.town.name}`,
        tab: 300,
      },
      { k: 'pair', left: 'Entry time', right: `${d(ctx, eventDay)} ${t(eventDay)}`, tab: 300 },
      { k: 'pair', left: 'Exit time', right: `${d(ctx, exit)} ${t(exit)}`, tab: 300 },
      {
        k: 'pair',
        left: 'Period of parking',
        right: formatDuration(stay, 'hrmin').replace('hr', 'hours').replace('min', 'minutes'),
        tab: 300,
      },
      {
        k: 'para',
        text: 'Reason for issue: the vehicle remained in the car park for longer than the maximum stay of 2 hours, or without a valid pay and display ticket being purchased.',
        size: 17,
      },
      {
        k: 'para',
        text: 'The parking charge of £100 is now payable. It will be reduced to £60 if paid within 14 days of the date of issue. Images of your vehicle entering and leaving the car park are shown overleaf.',
        size: 17,
      },
    ];
    return {
      style: { width: 760, paper: '#ffffff', ink: '#1a1a1a', font: 'sansLib', size: 19, margin: 56 },
      blocks,
    };
  },
};

const EV_BRANDS = ['Pod Point', 'InstaVolt', 'BP Pulse', 'Osprey', 'GRIDSERVE'];

const evReceipt: LookAlike = {
  id: 'ev-charging-receipt',
  family: 'A',
  note: "EV charging receipt (Pod Point / InstaVolt / BP Pulse): 'Charging session', Connector CCS, kWh, start/end, duration, in a supermarket car park",
  dateStyles: ['dd/mm/yyyy', 'd Mon yyyy'],
  render(ctx) {
    const minutes = ctx.rng.pick([75, 95, 120, 135, 180]);
    const start = shift(ctx.at, -minutes);
    const kwh = ctx.rng.int(180, 650) / 10;
    const blocks: Block[] = [
      { k: 'text', text: ctx.rng.pick(EV_BRANDS), bold: true, size: 30, align: 'centre', font: 'sans' },
      { k: 'text', text: 'CHARGING SESSION RECEIPT', bold: true, align: 'centre' },
      {
        k: 'text',
        text: `${ctx.rng.pick(['Tesco Extra', "Sainsbury's", 'Lidl', 'Morrisons'])} car park, ${ctx.town.name}`,
        align: 'centre',
        size: 18,
      },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Charger ID', right: digits(ctx, 6, 4) },
      { k: 'pair', left: 'Connector', right: ctx.rng.pick(['CCS 50kW', 'Type 2 22kW', 'CHAdeMO']) },
      { k: 'pair', left: 'Start', right: `${d(ctx, start)} ${t(start)}` },
      { k: 'pair', left: 'End', right: `${d(ctx)} ${t(ctx.at)}` },
      { k: 'pair', left: 'Duration', right: formatDuration(minutes, 'hm') },
      { k: 'pair', left: 'Energy', right: `${kwh.toFixed(1)} kWh` },
      { k: 'pair', left: 'Price', right: '£0.79/kWh' },
      { k: 'pair', left: 'Total', right: money(kwh * 0.79), bold: true },
      { k: 'rule', dashed: true },
      {
        k: 'para',
        text: 'Please move your vehicle when charging is complete. Normal car park rules apply.',
        size: 14,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 540 }), blocks };
  },
};

const evApp: LookAlike = {
  id: 'ev-charging-app',
  family: 'B',
  note: "EV charging app screen: 'Charging session complete', 'Time charging 2h 15m', kWh, £/kWh, bay in a car park",
  dateStyles: ['Wkd d Mon yyyy', 'd Mon yyyy'],
  render(ctx) {
    const minutes = ctx.rng.pick([70, 100, 135, 200]);
    const start = shift(ctx.at, -minutes);
    const kwh = ctx.rng.int(150, 700) / 10;
    const label = ctx.dark ? '#9aa3ad' : '#6b7280';
    const blocks: Block[] = [
      { k: 'status', time: t(shift(ctx.at, 4)), bg: '#00a19a', fill: '#ffffff' },
      { k: 'appbar', title: ctx.rng.pick(EV_BRANDS), bg: '#00a19a', fill: '#ffffff' },
      { k: 'text', text: 'Charging session complete', bold: true, size: 24 },
      { k: 'text', text: `${kwh.toFixed(1)} kWh`, bold: true, size: 44, align: 'centre', fill: '#00a19a' },
      {
        k: 'card',
        bg: ctx.dark ? '#1d2127' : '#f1f3f6',
        blocks: [
          {
            k: 'field',
            label: 'Location',
            value: `${ctx.town.carParks[2]} car park, ${ctx.town.name} - bay 4`,
            labelFill: label,
          },
          { k: 'field', label: 'Date', value: d(ctx), labelFill: label },
          { k: 'field', label: 'Started', value: t(start), labelFill: label },
          { k: 'field', label: 'Finished', value: t(ctx.at), labelFill: label },
          { k: 'field', label: 'Time charging', value: formatDuration(minutes, 'hm'), labelFill: label },
          { k: 'field', label: 'Cost', value: `${money(kwh * 0.69)} (£0.69/kWh)`, labelFill: label },
        ],
      },
      { k: 'button', text: 'Download receipt', bg: '#00a19a', fill: '#ffffff' },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

const carWash: LookAlike = {
  id: 'car-wash',
  family: 'A',
  note: "car wash receipt: programme, wash code, 'Valid until', bay, date/time",
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  render(ctx) {
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['IMO CAR WASH', 'WAVES HAND CAR WASH', 'JET WASH']),
        bold: true,
        align: 'centre',
        size: 28,
      },
      {
        k: 'text',
        text: `${ctx.rng.pick(['Station Road', 'London Road', 'High Street'])}, ${ctx.town.name}`,
        align: 'centre',
        size: 18,
      },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Date', right: `${d(ctx)} ${t(ctx.at)}` },
      { k: 'pair', left: 'Programme', right: ctx.rng.pick(['ULTIMATE', 'PLATINUM', 'QUICK WASH']) },
      { k: 'pair', left: 'Bay', right: String(ctx.rng.int(1, 4)) },
      { k: 'pair', left: 'Wash code', right: digits(ctx, 5, 5) },
      { k: 'pair', left: 'Valid until', right: `${d(ctx, { day: addDays(ctx.at.day, 30), min: 0 })} 23:59` },
      { k: 'pair', left: 'TOTAL', right: money(ctx.rng.pick([8, 10, 12.5, 15])), bold: true },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Enter your code at the wash', align: 'centre', size: 17 },
      { k: 'text', text: 'Thank you - drive safely', align: 'centre', size: 17 },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const residentPermit: LookAlike = {
  id: 'resident-permit',
  family: 'B',
  note: "council resident parking permit: zone, VRM, 'Valid from 01/04/2025 until 31/03/2026', display in windscreen",
  dateStyles: ['dd/mm/yyyy'],
  render(ctx) {
    const from = { day: addDays(ctx.at.day, -ctx.rng.int(30, 300)), min: 0 };
    const until = { day: addDays(from.day, 364), min: 0 };
    const blocks: Block[] = [
      { k: 'banner', text: 'RESIDENT PARKING PERMIT', bg: '#7a1f5c', font: 'sans', size: 28, full: true },
      { k: 'text', text: ctx.town.council, bold: true, align: 'centre', font: 'sans' },
      {
        k: 'text',
        text: `ZONE ${ctx.rng.pick(['A', 'B', 'C', 'D', 'E', 'K'])}${ctx.rng.int(1, 9)}`,
        bold: true,
        size: 60,
        align: 'centre',
        font: 'sans',
      },
      { k: 'text', text: ctx.vrm, bold: true, size: 40, align: 'centre', font: 'sans' },
      { k: 'pair', left: 'Permit no.', right: digits(ctx, 7, 6), font: 'sans' },
      { k: 'pair', left: 'Valid from', right: d(ctx, from), font: 'sans' },
      { k: 'pair', left: 'Valid until', right: d(ctx, until), font: 'sans' },
      {
        k: 'para',
        text: 'This permit must be displayed in the front windscreen. It is valid only in the zone shown and does not guarantee a space.',
        size: 15,
        font: 'sans',
        align: 'centre',
      },
    ];
    return {
      style: {
        width: 620,
        paper: '#fdf7fb',
        ink: '#1a1a1a',
        font: 'sans',
        size: 22,
        margin: 30,
        edge: 'straight',
      },
      blocks,
    };
  },
};

const visitorPermit: LookAlike = {
  id: 'visitor-permit',
  family: 'A',
  note: "council visitor permit (e-permit print): zone, VRM, 'Valid on 14/03/2026 from 09:00 to 18:00'",
  dateStyles: ['dd/mm/yyyy', 'Wkd d Mon yyyy'],
  render(ctx) {
    const from = ctx.rng.pick([8 * 60, 9 * 60, 10 * 60]);
    const blocks: Block[] = [
      { k: 'text', text: ctx.town.council, bold: true, size: 22 },
      { k: 'text', text: 'VISITOR PARKING PERMIT', bold: true, size: 30 },
      {
        k: 'text',
        text: `Residents' zone ${ctx.rng.pick(['C', 'D', 'F', 'H'])}${ctx.rng.int(1, 6)}`,
        size: 20,
      },
      { k: 'rule' },
      { k: 'pair', left: 'Visitor vehicle', right: ctx.vrm },
      { k: 'pair', left: 'Valid on', right: d(ctx) },
      { k: 'pair', left: 'From', right: t(from) },
      { k: 'pair', left: 'To', right: t(from + ctx.rng.pick([240, 480, 540])) },
      { k: 'pair', left: 'Permit number', right: `VP${digits(ctx, 6, 7)}` },
      {
        k: 'pair',
        left: 'Issued to',
        right: `${ctx.rng.int(2, 90)} ${ctx.rng.pick(['Albert Road', 'Grange Avenue', 'Park Crescent'])}`,
      },
      { k: 'rule' },
      {
        k: 'para',
        text: 'Print this permit and place it face up on the dashboard of the visiting vehicle. Misuse may result in the permit being withdrawn.',
        size: 16,
      },
    ];
    return {
      style: { width: 700, paper: '#ffffff', ink: '#111111', font: 'sansLib', size: 21, margin: 44 },
      blocks,
    };
  },
};

const railTicket: LookAlike = {
  id: 'rail-ticket',
  family: 'B',
  note: "National Rail ticket: 'OFF-PEAK DAY RETURN', Adult, From/To, 'Valid until', route ANY PERMITTED, price, number",
  dateStyles: ['DD-MON-YY'],
  render(ctx) {
    const to = ctx.rng.pick(['LONDON TERMINALS', 'BIRMINGHAM STNS', 'MANCHESTER STNS', 'BRISTOL T MEADS']);
    const blocks: Block[] = [
      { k: 'row', cells: ['Class', 'Ticket type', 'Adult'], size: 15 },
      {
        k: 'row',
        cells: ['STD', ctx.rng.pick(['OFF-PEAK DAY R', 'ANYTIME DAY R', 'SUPER OFFPEAK R']), 'ONE'],
        bold: true,
      },
      { k: 'row', cells: ['Start date', 'Number', ''], size: 15 },
      { k: 'row', cells: [d(ctx), `${digits(ctx, 5, 8)} ${digits(ctx, 5, 9)}`, ''], bold: true },
      { k: 'text', text: `From  ${ctx.town.name.toUpperCase()}`, bold: true },
      { k: 'text', text: `To    ${to}`, bold: true },
      { k: 'text', text: 'OFF-PEAK DAY RETURN', bold: true },
      { k: 'text', text: 'Valid until 04:29 following day' },
      { k: 'row', cells: ['Route', '', 'Price'], size: 15 },
      {
        k: 'row',
        cells: ['ANY PERMITTED', '', `£${ctx.rng.int(12, 60)}.${ctx.rng.pick(['00', '40', '90'])}`],
        bold: true,
      },
      { k: 'text', text: `${digits(ctx, 4, 10)}-${digits(ctx, 2, 11)} ${d(ctx)} ${t(ctx.at)}`, size: 15 },
    ];
    return {
      style: {
        width: 620,
        paper: '#f9e9c9',
        ink: '#1c1c1c',
        font: 'mono',
        size: 20,
        margin: 28,
        edge: 'straight',
      },
      blocks,
    };
  },
};

const busTicket: LookAlike = {
  id: 'bus-ticket',
  family: 'A',
  note: "bus day ticket: Stagecoach/First 'Day Rider', 'Valid until end of service', date/time, route, fare",
  dateStyles: ['dd/mm/yyyy', 'dd/mm/yy'],
  render(ctx) {
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['Stagecoach', 'First Bus', 'Arriva', 'Go North East']),
        bold: true,
        align: 'centre',
        size: 28,
        font: 'sans',
      },
      {
        k: 'text',
        text: ctx.rng.pick(['DAY RIDER', 'DAYRIDER GOLD', 'FIRSTDAY']),
        bold: true,
        align: 'centre',
        size: 32,
      },
      { k: 'text', text: `${ctx.town.name} zone`, align: 'centre' },
      { k: 'rule', dashed: true },
      { k: 'pair', left: 'Adult', right: money(ctx.rng.pick([4.5, 5.2, 6, 7.3])) },
      { k: 'pair', left: 'Route', right: String(ctx.rng.int(1, 99)) },
      { k: 'pair', left: 'Issued', right: `${d(ctx)} ${t(ctx.at)}` },
      { k: 'pair', left: 'Valid until', right: 'end of service' },
      { k: 'pair', left: 'Ticket', right: digits(ctx, 6, 12) },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Unlimited travel today', align: 'centre', size: 18 },
      { k: 'text', text: 'Retain ticket for inspection', align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 480, edge: 'straight' }), blocks };
  },
};

const fuelReceipt: LookAlike = {
  id: 'fuel-receipt',
  family: 'B',
  note: 'fuel receipt: forecourt (Shell, BP, Esso), Pump 4, Unleaded litres at pence per litre, total, VAT',
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  render(ctx) {
    const litres = ctx.rng.int(1800, 5200) / 100;
    const ppl = ctx.rng.int(1329, 1529) / 10;
    const total = (litres * ppl) / 100;
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['SHELL', 'BP', 'ESSO', 'TEXACO']),
        bold: true,
        align: 'centre',
        size: 34,
        font: 'sans',
      },
      {
        k: 'text',
        text: `${ctx.rng.pick(['London Road', 'Ring Road', 'Bath Road'])} Service Station`,
        align: 'centre',
        size: 18,
      },
      { k: 'text', text: `${ctx.town.name} ${ctx.postcode}`, align: 'centre', size: 18 },
      { k: 'rule', dashed: true },
      {
        k: 'text',
        text: `Pump ${ctx.rng.int(1, 8)}  ${ctx.rng.pick(['Unleaded', 'Diesel', 'V-Power Unleaded'])}`,
      },
      { k: 'pair', left: `${litres.toFixed(2)} L @ ${ppl.toFixed(1)}p`, right: money(total) },
      { k: 'pair', left: 'TOTAL', right: money(total), bold: true },
      { k: 'pair', left: 'VAT @ 20%', right: money(total / 6) },
      { k: 'pair', left: 'Card', right: `**** ${digits(ctx, 4, 13)}` },
      { k: 'rule', dashed: true },
      { k: 'text', text: `${d(ctx)}  ${t(ctx.at)}  Till 2`, align: 'centre', size: 18 },
      { k: 'text', text: 'Thank you for your custom', align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const supermarketReceipt: LookAlike = {
  id: 'supermarket-receipt',
  family: 'A',
  note: "supermarket receipt with 'FREE PARKING FOR 2 HOURS WITH THIS RECEIPT' / customer car park note",
  dateStyles: ['dd/mm/yy', 'dd/mm/yyyy'],
  render(ctx) {
    const items: [string, number][] = [
      ['SEMI SKIMMED MILK 2PT', 1.45],
      ['BANANAS LOOSE', 0.94],
      ['SOURDOUGH BLOOMER', 1.75],
      ['FREE RANGE EGGS 12', 3.1],
      ['CHEDDAR 400G', 3.85],
      ['PASTA FUSILLI 500G', 0.95],
      ['TOMATOES 6PK', 1.2],
      ['COFFEE BEANS', 4.5],
    ];
    const chosen = items.filter(() => ctx.rng.chance(0.7));
    const total = chosen.reduce((sum, [, price]) => sum + price, 0);
    const note = ctx.rng.pick([
      'FREE PARKING FOR 2 HOURS WITH THIS RECEIPT',
      'CUSTOMER CAR PARK: 3 HOURS FREE PARKING WHEN YOU SPEND £10',
      'SHOW THIS RECEIPT AT THE CAR PARK PAY STATION FOR 2 HOURS FREE',
    ]);
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(["Sainsbury's", 'TESCO', 'Waitrose', 'ASDA', 'Co-op']),
        bold: true,
        size: 34,
        align: 'centre',
        font: 'sans',
      },
      {
        k: 'text',
        text: `${ctx.town.name} ${ctx.rng.pick(['Superstore', 'Extra', 'Local'])}`,
        align: 'centre',
        size: 18,
      },
      { k: 'rule', dashed: true },
      ...chosen.map(([name, price]): Block => ({ k: 'pair', left: name, right: money(price), size: 18 })),
      { k: 'pair', left: `${chosen.length} BALANCE DUE`, right: money(total), bold: true },
      { k: 'pair', left: 'CONTACTLESS', right: money(total), size: 18 },
      { k: 'rule', dashed: true },
      {
        k: 'text',
        text: `${d(ctx)} ${t(ctx.at)} ST:${digits(ctx, 4, 14)} TR:${digits(ctx, 4, 15)}`,
        size: 16,
        align: 'centre',
      },
      { k: 'para', text: note, bold: true, size: 17, align: 'centre' },
    ];
    return { style: thermal({ width: 520 }), blocks };
  },
};

const cinemaTicket: LookAlike = {
  id: 'cinema-ticket',
  family: 'B',
  note: "cinema ticket (Odeon, Vue, Cineworld): film, screen, seat, date/time, 'Running time 2h 15m'",
  dateStyles: ['Wkd d Mon yyyy', 'Wkd d Mon', 'dd/mm/yyyy'],
  render(ctx) {
    const show = {
      day: ctx.at.day,
      min: Math.min(23 * 60, Math.max(ctx.at.min + 30, 19 * 60 + ctx.rng.pick([0, 15, 30]))),
    };
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['ODEON', 'Vue', 'Cineworld', 'Everyman']),
        bold: true,
        size: 36,
        align: 'centre',
        font: 'sans',
      },
      { k: 'text', text: ctx.town.name, align: 'centre' },
      { k: 'rule' },
      {
        k: 'text',
        text: ctx.rng.pick(['THE LONG ROAD HOME (12A)', 'MIDNIGHT EXPRESS 2 (15)', 'OCEAN GIANTS (PG)']),
        bold: true,
      },
      { k: 'pair', left: 'Date', right: d(ctx) },
      { k: 'pair', left: 'Time', right: t(show) },
      { k: 'pair', left: 'Screen', right: String(ctx.rng.int(1, 12)) },
      { k: 'pair', left: 'Seat', right: `${ctx.rng.pick(['D', 'F', 'H', 'K'])}${ctx.rng.int(1, 20)}` },
      { k: 'pair', left: 'Running time', right: formatDuration(ctx.rng.pick([105, 128, 135, 162]), 'hm') },
      { k: 'pair', left: 'Adult', right: money(ctx.rng.pick([9.99, 12.5, 14.25])) },
      { k: 'rule' },
      { k: 'text', text: 'Doors open 20 minutes before', align: 'centre', size: 17 },
    ];
    return { style: thermal({ width: 500, edge: 'straight', paper: '#fbfbfb' }), blocks };
  },
};

const restaurantBill: LookAlike = {
  id: 'restaurant-bill',
  family: 'A',
  note: "restaurant bill: table, covers, items, service charge, 'ask us to validate your car park ticket'",
  dateStyles: ['dd/mm/yyyy', 'Wkd d Mon yyyy'],
  render(ctx) {
    const items: [string, number][] = [
      ['Sourdough & butter', 4.5],
      ['Soup of the day', 6.95],
      ['Fish & chips', 16.5],
      ['Roast chicken', 18],
      ['Sticky toffee pudding', 7.5],
      ['Pint of bitter', 5.4],
      ['Large white wine', 9.8],
    ];
    const chosen = items.filter(() => ctx.rng.chance(0.65));
    const sub = chosen.reduce((sum, [, price]) => sum + price, 0);
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['THE RED LION', 'THE OLIVE TREE', 'BELLA ITALIA', 'THE BOATHOUSE']),
        bold: true,
        size: 30,
        align: 'centre',
        font: 'serif',
      },
      {
        k: 'text',
        text: `${ctx.rng.pick(['Market Place', 'Bridge Street', 'The Quay'])}, ${ctx.town.name}`,
        align: 'centre',
        size: 18,
      },
      { k: 'rule' },
      { k: 'pair', left: `Table ${ctx.rng.int(1, 30)}`, right: `Covers ${ctx.rng.int(2, 6)}` },
      ...chosen.map(([name, price]): Block => ({ k: 'pair', left: name, right: money(price), size: 19 })),
      { k: 'pair', left: 'Subtotal', right: money(sub) },
      { k: 'pair', left: 'Service 12.5%', right: money(sub * 0.125) },
      { k: 'pair', left: 'TOTAL', right: money(sub * 1.125), bold: true },
      { k: 'rule' },
      { k: 'text', text: `${d(ctx)} ${t(ctx.at)}`, align: 'centre', size: 18 },
      {
        k: 'para',
        text: 'Parking in the multi-storey? Ask us to validate your car park ticket for 3 hours free.',
        size: 16,
        align: 'centre',
      },
    ];
    return { style: thermal({ width: 520, font: 'monoLib' }), blocks };
  },
};

const cafeReceipt: LookAlike = {
  id: 'cafe-receipt',
  family: 'B',
  note: 'café till receipt: items, total, card, date/time',
  dateStyles: ['dd/mm/yyyy', 'dd.mm.yy'],
  render(ctx) {
    const blocks: Block[] = [
      {
        k: 'text',
        text: ctx.rng.pick(['THE CORNER CAFE', 'BEAN THERE', 'COSTA COFFEE', 'CAFFE NERO']),
        bold: true,
        size: 30,
        align: 'centre',
      },
      {
        k: 'text',
        text: `${ctx.rng.pick(['High Street', 'Castle Street'])}, ${ctx.town.name}`,
        align: 'centre',
        size: 18,
      },
      { k: 'text', text: `${d(ctx)} ${t(ctx.at)}`, align: 'centre', size: 18 },
      { k: 'rule', dashed: true },
      { k: 'pair', left: '1 Flat white', right: '£3.40' },
      { k: 'pair', left: '1 Tea', right: '£2.60' },
      { k: 'pair', left: '2 Scone', right: '£5.00' },
      { k: 'pair', left: 'TOTAL', right: '£11.00', bold: true },
      { k: 'pair', left: 'Card', right: '£11.00' },
      { k: 'rule', dashed: true },
      { k: 'text', text: 'Eat in - Table 7', align: 'centre', size: 18 },
      { k: 'text', text: 'Thank you! See you soon', align: 'centre', size: 18 },
    ];
    return { style: thermal({ width: 480 }), blocks };
  },
};

const hospitalLetter: LookAlike = {
  id: 'hospital-letter',
  family: 'A',
  note: "hospital appointment letter: date and time of appointment, 'the car park is pay and display, allow 2 hours'",
  dateStyles: ['d Month yyyy', 'Weekday d Month yyyy'],
  render(ctx) {
    const appointment = { day: ctx.at.day, min: ctx.rng.pick([9 * 60 + 30, 10 * 60 + 45, 14 * 60 + 15]) };
    const blocks: Block[] = [
      { k: 'text', text: `${ctx.town.name} Hospital Outpatients`, bold: true, size: 22, align: 'right' },
      {
        k: 'text',
        text: `Letter date: ${d(ctx, { day: addDays(ctx.at.day, -21), min: 0 })}`,
        size: 17,
        align: 'right',
      },
      { k: 'gap', h: 20 },
      { k: 'text', text: 'Dear Patient,', size: 19 },
      {
        k: 'para',
        text: `Your appointment with the orthopaedic clinic is on ${formatDate(appointment.day, ctx.dateStyle)} at ${t(appointment)}. Please arrive 15 minutes early and bring a list of your medicines.`,
        size: 19,
      },
      {
        k: 'para',
        text: 'Parking: the hospital car park is pay and display. Clinics can run late, so please allow 2 hours. Blue Badge holders may park free in marked bays.',
        size: 19,
      },
      {
        k: 'para',
        text: 'If you cannot attend, please call us so that we can offer your appointment to someone else.',
        size: 19,
      },
      { k: 'gap', h: 14 },
      { k: 'text', text: 'Yours sincerely,', size: 19 },
      { k: 'text', text: 'Outpatient Booking Team', size: 19 },
    ];
    return {
      style: { width: 760, paper: '#ffffff', ink: '#161616', font: 'serifLib', size: 20, margin: 60 },
      blocks,
    };
  },
};

const hotelBooking: LookAlike = {
  id: 'hotel-booking',
  family: 'B',
  note: "hotel booking confirmation: check-in/check-out, nights, 'Parking: on-site car park £15 per 24 hours'",
  dateStyles: ['Wkd d Mon yyyy', 'd Month yyyy'],
  render(ctx) {
    const nights = ctx.rng.int(1, 3);
    const out = { day: addDays(ctx.at.day, nights), min: 0 };
    const label = ctx.dark ? '#9aa3ad' : '#6b7280';
    const blocks: Block[] = [
      {
        k: 'status',
        time: t(ctx.at),
        bg: ctx.dark ? '#101215' : '#ffffff',
        fill: ctx.dark ? '#ffffff' : '#111418',
      },
      { k: 'text', text: 'Booking confirmation', bold: true, size: 26 },
      {
        k: 'text',
        text: `${ctx.rng.pick(['Premier Inn', 'Travelodge', 'Holiday Inn Express'])} ${ctx.town.name} City Centre`,
        bold: true,
        size: 18,
      },
      { k: 'text', text: `Confirmation number ${digits(ctx, 9, 16)}`, size: 15, fill: label },
      { k: 'field', label: 'Check-in', value: `${d(ctx)} from 15:00`, labelFill: label },
      { k: 'field', label: 'Check-out', value: `${d(ctx, out)} by 12:00`, labelFill: label },
      {
        k: 'field',
        label: 'Stay',
        value: `${nights} night${nights > 1 ? 's' : ''}, 1 room, 2 adults`,
        labelFill: label,
      },
      {
        k: 'field',
        label: 'Parking',
        value: 'On-site car park, £15 per 24 hours, pay at reception',
        labelFill: label,
      },
      { k: 'field', label: 'Total', value: money(nights * ctx.rng.pick([79, 92, 115])), labelFill: label },
      { k: 'button', text: 'Manage booking', bg: '#5b2b82', fill: '#ffffff' },
    ];
    return { style: phone(ctx.dark), blocks };
  },
};

export const LOOKALIKES: LookAlike[] = [
  councilPcn,
  privatePcnLetter,
  evReceipt,
  evApp,
  carWash,
  residentPermit,
  visitorPermit,
  railTicket,
  busTicket,
  fuelReceipt,
  supermarketReceipt,
  cinemaTicket,
  restaurantBill,
  cafeReceipt,
  hospitalLetter,
  hotelBooking,
];
