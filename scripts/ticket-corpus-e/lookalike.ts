// Look-alikes: documents with today's date, times and car/parking words that are not parking proof.
import { button, card, Doc, F, mailApp, mapBlock, phone, theme } from './doc.ts';
import { type Ctx, fmtFor, fullPostcode, type LookalikeLayout, SITE_WORDS, STREETS } from './common.ts';
import { DAY, dayStart, fmtDate, fmtTime } from './time.ts';

const thermalPaper = (w: number, font: string = F.mono, size = 14): Doc =>
  new Doc(w, { font, size, bg: '#fbfaf5', fill: '#262626', medium: 'thermal', pad: 18 });
const today = (c: Ctx): number => dayStart(c.nowL);
/** a time earlier today (or just before now if it is very early) */
const earlier = (c: Ctx, maxBack = 300): number =>
  Math.max(c.nowL - c.rng.int(5, maxBack), today(c) + 1, c.nowL - 600);
const addr = (c: Ctx): string => `${c.rng.int(2, 140)} ${c.rng.pick(STREETS)}, ${c.town.name}`;
const pc = (c: Ctx): string => fullPostcode(c.rng, c.town.pc);

export const LOOKALIKES: LookalikeLayout[] = [
  // ----- penalties and enforcement -----
  {
    name: 'pcn-windscreen',
    cls: 'penalty_enforcement',
    medium: 'paper',
    town: 'always',
    notes: 'council Penalty Charge Notice stuck on a windscreen, issued today in a car park',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'dd/mm/yy'], ts: ['HH:MM'] });
      const t = earlier(c);
      const d = new Doc(340, { font: F.lsans, size: 13, bg: '#fff8d8', medium: 'paper', pad: 16 });
      d.banner('PENALTY CHARGE NOTICE', { bg: '#d00000', size: 17, bold: true, h: 40 });
      d.t(`${c.town.name} City Council · Traffic Management Act 2004`, { size: 11, align: 'center' });
      d.hr();
      d.kv('PCN number', `${c.rng.letters(2)}${c.rng.digits(8)}`, { vBold: true });
      d.kv('Date of contravention', f.d(t));
      d.kv('Time first seen', f.t(t - c.rng.int(5, 12)));
      d.kv('Time issued', f.t(t));
      d.kv('Vehicle registration', c.reg);
      d.kv('Location', `${c.rng.pick(SITE_WORDS)} Car Park`);
      d.kv('Contravention code', `${c.rng.pick(['82', '83', '86', '87'])}`);
      d.para(
        'Parked after the expiry of paid for time. A penalty charge of £70 is now payable. Reduced to £35 if paid within 14 days.',
        { size: 12 },
      );
      d.kv('Civil Enforcement Officer', c.rng.alnum(5));
      return d.done();
    },
  },
  {
    name: 'parking-charge-letter',
    cls: 'penalty_enforcement',
    medium: 'paper',
    town: 'always',
    pc: 'always',
    notes: 'private Parking Charge Notice letter with ANPR entry/exit times of an overstay',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'd month yyyy'], ts: ['HH:MM:SS', 'HH:MM'] });
      const visit = today(c) - c.rng.int(3, 20) * DAY + c.rng.int(540, 900);
      const d = new Doc(600, { font: F.lserif, size: 14, medium: 'paper', pad: 40 });
      d.t('Sentinel Car Park Management Ltd', { size: 20, bold: true, align: 'right' });
      d.t('PO Box 4410', { size: 12, align: 'right' });
      d.gap(14);
      d.t('The Registered Keeper', {});
      d.t(addr(c));
      d.t(pc(c));
      d.gap(10);
      d.t(`Date of issue: ${f.d(c.nowL)}`, { bold: true });
      d.gap(6);
      d.t('PARKING CHARGE NOTICE', { size: 22, bold: true });
      d.kv('Reference', c.rng.alnum(10));
      d.kv('Vehicle', c.reg);
      d.kv('Car park', `${c.rng.pick(['Retail Park', 'Leisure Park', 'Station Plaza'])}, ${c.town.name}`);
      d.kv('Entry', `${f.d(visit)} ${fmtTime(visit, 'HH:MM:SS', c.rng.int(0, 59))}`);
      d.kv('Exit', `${f.d(visit)} ${fmtTime(visit + c.rng.int(190, 260), 'HH:MM:SS', c.rng.int(0, 59))}`);
      d.kv('Maximum stay', '2 hours');
      d.gap(6);
      d.para(
        'Our cameras recorded your vehicle remaining longer than the maximum stay permitted by the terms displayed. A parking charge of £100 is payable within 28 days, reduced to £60 if paid within 14 days.',
      );
      return d.done();
    },
  },
  {
    name: 'notice-to-keeper',
    cls: 'penalty_enforcement',
    medium: 'paper',
    town: 'always',
    notes: 'Notice to Keeper letter dated today for an earlier contravention',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['d month yyyy', 'dd/mm/yyyy'], ts: ['HH:MM'] });
      const when = today(c) - c.rng.int(10, 30) * DAY + c.rng.int(480, 1000);
      const d = new Doc(600, { font: F.serif, size: 14, medium: 'paper', pad: 40 });
      d.banner('NOTICE TO KEEPER', { bg: '#222', size: 20, bold: true, h: 46 });
      d.t('Protection of Freedoms Act 2012, Schedule 4', { size: 11, align: 'center' });
      d.gap(8);
      d.t(`Date: ${f.d(c.nowL)}`, { align: 'right' });
      d.kv('Notice number', c.rng.digits(12));
      d.kv('Vehicle registration', c.reg);
      d.kv('Date of event', f.d(when));
      d.kv('Time', f.t(when));
      d.kv(
        'Location',
        `${c.town.name} ${c.rng.pick(['Hospital', 'Leisure Centre', 'Retail Park'])} car park`,
      );
      d.para(
        'The driver of the vehicle did not pay the parking tariff. As the keeper you are now asked to pay the parking charge of £100 or to name the driver.',
      );
      return d.done();
    },
  },
  {
    name: 'clamp-release-receipt',
    cls: 'penalty_enforcement',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: 'receipt for a clamp release fee paid today',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd/mm/yyyy'], ts: ['HH:MM'] });
      const t = earlier(c);
      const d = thermalPaper(300, F.mono, 13);
      d.t('VEHICLE IMMOBILISATION', { align: 'center', bold: true });
      d.t('CLAMP RELEASE RECEIPT', { align: 'center', bold: true, size: 15 });
      d.t(`${c.town.name} Docks Estate`, { align: 'center' });
      d.hr({ dash: true });
      d.kv('DATE', f.d(t));
      d.kv('CLAMPED AT', f.t(t - c.rng.int(60, 150)));
      d.kv('RELEASED AT', f.t(t));
      d.kv('VEHICLE', c.reg);
      d.kv('LOCATION', 'PRIVATE LAND - CAR PARK 2');
      d.kv('RELEASE FEE', '£100.00', { bold: true });
      d.hr({ dash: true });
      d.t('PAID BY CARD - NO FURTHER ACTION', { align: 'center', size: 11 });
      return d.done();
    },
  },
  {
    name: 'appeal-acknowledgement-email',
    cls: 'penalty_enforcement',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'e-mail acknowledging an appeal against a car park charge',
    render(c) {
      const th = theme(c.dark, '#455a64');
      const d = mailApp(th, {
        statusTime: fmtTime(c.shot, 'HH:MM'),
        subject: 'We have received your appeal',
        from: 'Parking Appeals Team',
        fromAddr: 'appeals@parkwatch.example',
        when: `Today ${fmtTime(earlier(c), 'HH:MM')}`,
        lightBar: c.lightBar,
        avatar: 'P',
      });
      const visit = today(c) - c.rng.int(4, 25) * DAY + c.rng.int(600, 900);
      d.gap(10);
      d.para(
        `Dear motorist, thank you for your appeal dated ${fmtDate(c.nowL, 'd mon yyyy')} regarding the parking charge for vehicle ${c.reg}.`,
        { size: 15 },
      );
      d.gap(6);
      d.kv('Charge ref', c.rng.alnum(9), { size: 14 });
      d.kv('Car park', `${c.rng.pick(SITE_WORDS)}, ${c.town.name}`, { size: 14 });
      d.kv('Arrival', `${fmtDate(visit, 'dd/mm/yyyy')} ${fmtTime(visit, 'HH:MM')}`, { size: 14 });
      d.kv('Departure', `${fmtDate(visit, 'dd/mm/yyyy')} ${fmtTime(visit + 185, 'HH:MM')}`, { size: 14 });
      d.gap(6);
      d.para('The charge is on hold while we consider your appeal. We will reply within 35 days.', {
        size: 14,
      });
      return d.done();
    },
  },
  // ----- permits -----
  {
    name: 'resident-permit',
    cls: 'permit',
    medium: 'paper',
    town: 'always',
    notes: 'annual resident permit valid from today',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'd mon yyyy'] });
      const d = new Doc(420, { font: F.lsans, size: 15, bg: '#e8f4ff', medium: 'card', pad: 20 });
      d.banner('RESIDENT PERMIT', { bg: '#0d47a1', size: 22, bold: true, h: 50 });
      d.gap(6);
      d.t(`${c.town.name} Borough Council`, { bold: true, align: 'center' });
      d.t(`Zone ${c.rng.letters(1)}${c.rng.int(1, 9)}`, { size: 40, bold: true, align: 'center' });
      d.kv('Vehicle', c.reg, { vBold: true });
      d.kv('Valid from', f.d(c.nowL));
      d.kv('Expires', f.d(c.nowL + 365 * DAY));
      d.kv('Permit no.', c.rng.digits(7));
      d.t('Valid only in the zone shown. Not valid in pay & display car parks.', {
        size: 10,
        align: 'center',
      });
      return d.done();
    },
  },
  {
    name: 'visitor-permit-daily',
    cls: 'permit',
    medium: 'paper',
    town: 'always',
    notes: "resident's visitor permit with today's date and arrival time written in",
    render(c) {
      const d = new Doc(400, { font: F.sans, size: 14, bg: '#ffe9f0', medium: 'card', pad: 18 });
      d.banner("RESIDENTS' VISITOR PERMIT", { bg: '#8e244d', size: 16, bold: true, h: 40 });
      d.t(`${c.town.name} Council · Controlled Parking Zone ${c.rng.letters(1)}`, {
        size: 12,
        align: 'center',
      });
      d.gap(8);
      const t = earlier(c);
      d.kv('Date', fmtDate(t, 'dd/mm/yyyy'), { vBold: true, font: F.serif });
      d.kv('Time of arrival', fmtTime(t, 'HH:MM'), { vBold: true });
      d.kv('Visitor vehicle', c.reg, { vBold: true });
      d.kv('Host address', addr(c), { size: 12 });
      d.gap(6);
      d.t('Issued to the resident. Valid in residents’ bays only.', { size: 11, align: 'center' });
      d.t('Misuse will result in a Penalty Charge Notice.', { size: 11, align: 'center' });
      return d.done();
    },
  },
  {
    name: 'staff-permit-hangtag',
    cls: 'permit',
    medium: 'paper',
    town: 'maybe',
    notes: 'staff car park hang tag (season/staff permit)',
    render(c) {
      const d = new Doc(280, { font: F.lsans, size: 14, bg: '#ffffff', medium: 'card', pad: 16 });
      d.circle(140, 36, 20, '#fff', '#666');
      d.gap(66);
      d.banner('STAFF PARKING PERMIT', { bg: '#ef6c00', size: 15, bold: true, h: 36 });
      d.gap(6);
      d.t(c.showTown ? `${c.town.name} District Hospital` : 'Valley Business Park', {
        bold: true,
        align: 'center',
      });
      d.t(`Car park ${c.rng.pick(['P1', 'P4', 'Staff North'])}`, { align: 'center' });
      d.kv('Holder', c.rng.pick(['J. Evans', 'M. Khan', 'L. Brown', 'T. Nowak']));
      d.kv('Vehicle', c.reg);
      d.kv(
        'Valid',
        `${fmtDate(today(c) - c.rng.int(0, 60) * DAY, 'dd/mm/yy')} - ${fmtDate(today(c) + 300 * DAY, 'dd/mm/yy')}`,
      );
      d.kv('Hours', 'Mon-Fri 07:00-19:00');
      return d.done();
    },
  },
  {
    name: 'blue-badge',
    cls: 'permit',
    medium: 'paper',
    town: 'maybe',
    notes: 'Blue Badge with the clock set to the arrival time',
    render(c) {
      const d = new Doc(440, {
        font: F.lsans,
        size: 14,
        bg: '#1f5fbf',
        fill: '#ffffff',
        medium: 'card',
        pad: 18,
      });
      d.t('Disabled person’s parking badge', { size: 16, bold: true });
      d.t(c.showTown ? `Issued by ${c.town.name} Council` : 'Issued by the local authority', { size: 12 });
      d.gap(10);
      d.circle(90, d.y + 70, 62, '#ffffff');
      d.raw(`<circle cx="90" cy="${d.y + 70}" r="52" fill="none" stroke="#1f5fbf" stroke-width="3"/>`);
      const t = earlier(c);
      d.at(90, d.y + 62, 'ARRIVAL', { size: 11, fill: '#1f5fbf', align: 'center' });
      d.at(90, d.y + 86, fmtTime(t - (t % 15), 'HH:MM'), {
        size: 24,
        bold: true,
        fill: '#1f5fbf',
        align: 'center',
      });
      d.at(180, d.y + 40, `Badge no. ${c.rng.alnum(4)} ${c.rng.digits(4)}`, { size: 14 });
      d.at(180, d.y + 66, `Expiry date ${fmtDate(today(c) + c.rng.int(100, 900) * DAY, 'dd/mm/yy')}`, {
        size: 14,
      });
      d.at(180, d.y + 92, 'Set clock on arrival', { size: 12 });
      d.at(180, d.y + 114, 'where time limits apply', { size: 12 });
      d.gap(150);
      return d.done();
    },
  },
  // ----- paying to drive -----
  {
    name: 'toll-bridge-receipt',
    cls: 'paying_to_drive',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: 'toll bridge booth receipt',
    render(c) {
      const t = earlier(c);
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd-MON-yy'], ts: ['HH:MM'] });
      const d = thermalPaper(280, F.mono, 13);
      d.t(`${c.town.name.toUpperCase()} TOLL BRIDGE`, { align: 'center', bold: true, size: 15 });
      d.t(`LANE ${c.rng.int(1, 6)}  BOOTH ${c.rng.int(1, 4)}`, { align: 'center' });
      d.hr({ dash: true });
      d.kv('DATE', f.d(t));
      d.kv('TIME', f.t(t));
      d.kv('CLASS', '2 - CAR');
      d.kv('TOLL', `£${c.rng.pick(['1.50', '2.00', '2.70'])}`);
      d.kv('TXN', c.rng.digits(8));
      d.hr({ dash: true });
      d.t('THANK YOU - DRIVE SAFELY', { align: 'center' });
      return d.done();
    },
  },
  {
    name: 'clean-air-zone-payment',
    cls: 'paying_to_drive',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'Clean Air Zone / low-emission daily charge paid online for today',
    render(c) {
      const th = theme(c.dark, '#00703c');
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.rect(0, d.y, d.w, 56, { fill: '#0b0c0c' });
      d.at(18, d.y + 36, 'Clean Air Zone payments', { size: 18, bold: true, fill: '#fff' });
      d.gap(76);
      d.rect(18, d.y, d.w - 36, 150, { fill: th.accent });
      d.at(d.w / 2, d.y + 50, 'Payment complete', { size: 24, bold: true, fill: '#fff', align: 'center' });
      d.at(d.w / 2, d.y + 90, 'Your reference number', { size: 15, fill: '#fff', align: 'center' });
      d.at(d.w / 2, d.y + 120, c.rng.alnum(10), { size: 20, bold: true, fill: '#fff', align: 'center' });
      d.gap(170);
      d.para(`You have paid to drive in the ${c.town.name} Clean Air Zone today.`, { size: 15 });
      d.gap(6);
      d.kv('Vehicle', c.reg, { size: 15 });
      d.kv('Date of travel', fmtDate(c.nowL, 'ddd d mon yyyy'), { size: 15 });
      d.kv('Charge period', '00:00 to 23:59', { size: 15 });
      d.kv('Amount', '£8.00', { size: 15 });
      return d.done();
    },
  },
  {
    name: 'crossing-charge-email',
    cls: 'paying_to_drive',
    medium: 'screen',
    darkable: true,
    town: 'never',
    notes: 'river-crossing charge paid for today (Dart Charge style, invented operator)',
    render(c) {
      const th = theme(c.dark, '#4a148c');
      const t = earlier(c);
      const d = mailApp(th, {
        statusTime: fmtTime(c.shot, 'HH:MM'),
        subject: 'Crossing charge payment receipt',
        from: 'RiverLink Crossing',
        fromAddr: 'payments@riverlink.example',
        when: fmtTime(t, 'HH:MM'),
        lightBar: c.lightBar,
        avatar: 'R',
      });
      d.gap(10);
      d.t('Thank you, your payment has been received.', { size: 16, bold: true });
      d.gap(6);
      d.kv('Vehicle', c.reg, { size: 14 });
      d.kv('Crossing date', fmtDate(t, 'dd/mm/yyyy'), { size: 14 });
      d.kv('Crossings paid', '2 (return)', { size: 14 });
      d.kv('Amount', '£5.00', { size: 14 });
      d.kv('Payment time', fmtTime(t, 'HH:MM'), { size: 14 });
      d.gap(6);
      d.para('Remember: pay by midnight the day after you cross. This is not a parking ticket.', {
        size: 12,
        fill: th.sub,
      });
      return d.done();
    },
  },
  {
    name: 'car-ferry-boarding-card',
    cls: 'paying_to_drive',
    medium: 'paper',
    town: 'always',
    notes: 'vehicle ferry boarding card with check-in lane and sailing time',
    render(c) {
      const t = c.nowL + c.rng.int(30, 240);
      const d = new Doc(520, { font: F.lsans, size: 14, bg: '#ffffff', medium: 'card', pad: 20 });
      d.banner('BOARDING CARD · VEHICLE', { bg: '#003a70', size: 17, bold: true, h: 40 });
      d.gap(6);
      d.t(`${c.town.name} → Isle Ferry Terminal`, { size: 18, bold: true });
      d.kv('Sailing', `${fmtDate(t, 'ddd d mon yyyy')} ${fmtTime(t, 'HH:MM')}`, { vBold: true });
      d.kv('Check-in closes', fmtTime(t - 30, 'HH:MM'));
      d.kv('Vehicle', `Car ${c.reg}`);
      d.kv('Passengers', `${c.rng.int(1, 4)} adult`);
      d.kv('Lane', String(c.rng.int(1, 12)));
      d.barcode(c.rng, { h: 40, text: c.rng.digits(14) });
      return d.done();
    },
  },
  // ----- other vehicle services -----
  {
    name: 'fuel-receipt',
    cls: 'other_vehicle_service',
    medium: 'paper',
    thermal: true,
    town: 'always',
    pc: 'maybe',
    notes: 'fuel station receipt',
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(300, F.mono, 13);
      d.t(`${c.rng.pick(['Northway', 'Starline', 'Ridgeback'])} Service Station`, {
        align: 'center',
        bold: true,
        size: 15,
      });
      d.t(addr(c), { align: 'center', size: 12 });
      if (c.showPc) d.t(pc(c), { align: 'center', size: 12 });
      d.hr({ dash: true });
      const litres = c.rng.range(20, 55);
      const ppl = c.rng.range(1.32, 1.58);
      d.kv(`PUMP ${c.rng.int(1, 8)} UNLEADED`, `£${(litres * ppl).toFixed(2)}`);
      d.kv(`  ${litres.toFixed(2)} L @`, `£${ppl.toFixed(3)}/L`);
      d.kv('CAR WASH', '£0.00');
      d.kv('TOTAL', `£${(litres * ppl).toFixed(2)}`, { bold: true, size: 15 });
      d.hr({ dash: true });
      d.kv('DATE', fmtDate(t, 'dd/mm/yyyy'));
      d.kv('TIME', fmtTime(t, 'HH:MM'));
      d.kv('CARD', `****${c.rng.digits(4)} EXP ${c.rng.int(1, 12)}/${c.rng.int(27, 30)}`);
      d.t('Free parking for 20 mins while you shop', { align: 'center', size: 11 });
      return d.done();
    },
  },
  {
    name: 'ev-charging-receipt',
    cls: 'other_vehicle_service',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'EV charging session at a car park charger (start, end, duration, kWh)',
    render(c) {
      const th = theme(c.dark, '#00b894');
      const end = earlier(c, 200);
      const start = end - c.rng.int(70, 200);
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(14);
      d.t('Charging complete', { size: 24, bold: true });
      d.t(`${c.rng.pick(SITE_WORDS)} Car Park, ${c.town.name} · Charger ${c.rng.int(1, 12)}`, {
        size: 13,
        fill: th.sub,
      });
      d.gap(10);
      card(d, th, 260, (top) => {
        const rows: Array<[string, string]> = [
          ['Started', `${fmtDate(start, 'd mon yyyy')} ${fmtTime(start, 'HH:MM')}`],
          ['Ended', `${fmtDate(end, 'd mon yyyy')} ${fmtTime(end, 'HH:MM')}`],
          ['Duration', `${Math.floor((end - start) / 60)}h ${(end - start) % 60}m`],
          ['Energy', `${c.rng.range(12, 48).toFixed(1)} kWh`],
          ['Total', `£${c.rng.range(8, 30).toFixed(2)}`],
        ];
        rows.forEach(([k, v], i) => {
          d.at(32, top + 40 + i * 46, k, { size: 14, fill: th.sub });
          d.at(d.w - 32, top + 40 + i * 46, v, { size: 15, bold: true, align: 'right' });
        });
      });
      d.para('Parking charges may apply separately. Please move your vehicle when charging ends.', {
        size: 12,
        fill: th.sub,
      });
      return d.done();
    },
  },
  {
    name: 'car-wash-ticket',
    cls: 'other_vehicle_service',
    medium: 'paper',
    thermal: true,
    town: 'maybe',
    notes: 'hand car wash/valeting ticket in a supermarket car park',
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(280, F.sans, 14);
      d.banner('SPARKLE HAND CAR WASH', { bg: '#0277bd', size: 15, bold: true });
      d.t(c.showTown ? `In the FreshWay car park, ${c.town.name}` : 'In the supermarket car park', {
        align: 'center',
        size: 12,
      });
      d.hr();
      d.kv('Date', fmtDate(t, 'dd/mm/yy'));
      d.kv('Drop-off', fmtTime(t, 'HH:MM'));
      d.kv('Ready at', fmtTime(t + 45, 'HH:MM'));
      d.kv('Service', 'Full valet');
      d.kv('Vehicle', c.reg);
      d.kv('Price', '£25.00', { bold: true });
      return d.done();
    },
  },
  {
    name: 'mot-garage-invoice',
    cls: 'other_vehicle_service',
    medium: 'paper',
    town: 'always',
    pc: 'always',
    notes: "garage invoice: 'collect your car from the customer car park', next MOT date",
    render(c) {
      const d = new Doc(600, { font: F.lsans, size: 14, medium: 'paper', pad: 36 });
      d.t(`${c.rng.pick(['Castle', 'Abbey', 'Victoria'])} Motors Ltd`, { size: 22, bold: true });
      d.t(`${addr(c)} ${pc(c)}`, { size: 12 });
      d.gap(6);
      d.t('INVOICE', { size: 20, bold: true, align: 'right' });
      d.kv('Invoice date', fmtDate(c.nowL, 'dd/mm/yyyy'));
      d.kv('Vehicle', `${c.reg} · ${c.rng.pick(['Ford Fiesta', 'VW Golf', 'Toyota Yaris', 'Kia Sportage'])}`);
      d.kv('Mileage', String(c.rng.int(20000, 120000)));
      d.hr();
      d.kv('MOT test', '£54.85');
      d.kv('Front brake pads', '£89.00');
      d.kv('Labour 1.5 hrs', '£105.00');
      d.kv('Total inc. VAT', '£248.85', { bold: true });
      d.hr();
      d.kv('Next MOT due', fmtDate(c.nowL + 365 * DAY - DAY, 'dd/mm/yyyy'));
      d.para(
        `Your car is ready. Please collect it from the customer car park after ${fmtTime(Math.min(c.nowL + 60, today(c) + 1080), 'HH:MM')}.`,
      );
      return d.done();
    },
  },
  {
    name: 'car-hire-return',
    cls: 'other_vehicle_service',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: "car hire return receipt: 'returned to car park level 2'",
    render(c) {
      const ret = earlier(c);
      const out = ret - c.rng.int(1, 6) * DAY - c.rng.int(0, 300);
      const d = thermalPaper(320, F.lsans, 13);
      d.t('ROADWAY RENTALS', { align: 'center', bold: true, size: 17 });
      d.t('Vehicle return receipt', { align: 'center' });
      d.hr();
      d.kv('Agreement', c.rng.digits(9));
      d.kv('Vehicle', c.reg);
      d.kv('Collected', `${fmtDate(out, 'dd/mm/yyyy')} ${fmtTime(out, 'HH:MM')}`);
      d.kv('Returned', `${fmtDate(ret, 'dd/mm/yyyy')} ${fmtTime(ret, 'HH:MM')}`);
      d.kv('Location', `${c.town.name} Station`);
      d.kv('Fuel', 'Full');
      d.t('Returned to car park level 2, bay 14', { size: 12 });
      d.hr();
      d.t('No additional charges', { align: 'center' });
      return d.done();
    },
  },
  {
    name: 'breakdown-callout',
    cls: 'other_vehicle_service',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'breakdown service job tracking screen: van arriving at the car park',
    render(c) {
      const th = theme(c.dark, '#ffb300');
      const t = earlier(c, 120);
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      mapBlock(d, c.rng, 280, th.dark, `${c.rng.pick(SITE_WORDS)} car park`);
      d.gap(12);
      d.t('Help is on the way', { size: 24, bold: true });
      d.t(`Patrol arriving by ${fmtTime(t + c.rng.int(30, 80), 'HH:MM')}`, { size: 17 });
      d.gap(6);
      card(d, th, 150, (top) => {
        d.at(32, top + 32, `Job ${c.rng.digits(8)}`, { size: 14, fill: th.sub });
        d.at(32, top + 62, `Reported ${fmtDate(t, 'ddd d mon')} ${fmtTime(t, 'HH:MM')}`, { size: 15 });
        d.at(32, top + 92, `Vehicle ${c.reg}`, { size: 15 });
        d.at(32, top + 122, `Location: ${c.town.name}, level 1`, { size: 15 });
      });
      button(d, 'Call patrol', th.accent, '#111');
      return d.done();
    },
  },
  // ----- transport tickets -----
  {
    name: 'rail-ticket',
    cls: 'transport_ticket',
    medium: 'paper',
    town: 'always',
    notes: 'orange-striped rail ticket valid today',
    render(c) {
      const d = new Doc(520, { font: F.lsans, size: 15, bg: '#fdfdf8', medium: 'card', pad: 18 });
      d.rect(0, 0, 520, 22, { fill: '#f28c28' });
      d.rect(0, 210, 520, 22, { fill: '#f28c28' });
      d.y = 32;
      d.row(
        [
          ['Class', 0.04],
          ['Ticket type', 0.3],
          ['Adult', 0.8],
        ],
        { size: 11 },
      );
      d.row(
        [
          ['STD', 0.04],
          [c.rng.pick(['OFF-PEAK DAY RTN', 'ANYTIME DAY SGL', 'SUPER OFF-PEAK R']), 0.3],
          ['ONE', 0.8],
        ],
        { bold: true },
      );
      d.row(
        [
          ['Start date', 0.04],
          ['Number', 0.5],
        ],
        { size: 11 },
      );
      d.row(
        [
          [fmtDate(c.nowL, 'dd-MON-yy').replace(/-/g, ' '), 0.04],
          [`${c.rng.digits(5)} ${c.rng.digits(5)}`, 0.5],
        ],
        { bold: true },
      );
      d.row(
        [
          ['From', 0.04],
          ['To', 0.5],
        ],
        { size: 11 },
      );
      d.row(
        [
          [c.town.name.toUpperCase(), 0.04],
          [c.rng.pick(['ELMSTEAD PARKWAY', 'MARSH JUNCTION', 'HOLLIN BRIDGE']), 0.5],
        ],
        { bold: true },
      );
      d.row(
        [
          ['Price', 0.04],
          ['Route', 0.5],
        ],
        { size: 11 },
      );
      d.row(
        [
          [`£${c.rng.int(9, 80)}.${c.rng.pick(['00', '40', '90'])}`, 0.04],
          ['ANY PERMITTED', 0.5],
        ],
        { bold: true },
      );
      d.gap(24);
      d.t(
        `Purchased ${fmtDate(c.nowL, 'dd/mm/yy')} ${fmtTime(earlier(c), 'HH:MM')} · Station car park not included`,
        { size: 11 },
      );
      return d.done();
    },
  },
  {
    name: 'bus-day-ticket',
    cls: 'transport_ticket',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: 'bus day rider ticket',
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(240, F.mono, 13);
      d.t(`${c.town.name.toUpperCase()} BUSES`, { align: 'center', bold: true });
      d.t('DAY RIDER ADULT', { align: 'center', bold: true, size: 15 });
      d.t(`${fmtDate(t, 'dd/mm/yy')} ${fmtTime(t, 'HH:MM')}`, { align: 'center' });
      d.t(`VALID UNTIL 23:59 ${fmtDate(t, 'dd/mm/yy')}`, { align: 'center' });
      d.t(`FARE £${c.rng.pick(['4.50', '5.20', '6.00'])}`, { align: 'center' });
      d.t(`STAGE ${c.rng.int(1, 40)} ROUTE ${c.rng.int(1, 99)}`, { align: 'center', size: 11 });
      return d.done();
    },
  },
  {
    name: 'taxi-receipt',
    cls: 'transport_ticket',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: "taxi receipt for a pick-up 'at the short-stay car park'",
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(280, F.mono, 13);
      d.t(`${c.town.name.toUpperCase()} CABS`, { align: 'center', bold: true, size: 15 });
      d.t(`Licence ${c.rng.digits(4)}`, { align: 'center' });
      d.hr({ dash: true });
      d.kv('DATE', fmtDate(t, 'dd/mm/yyyy'));
      d.kv('PICK-UP', fmtTime(t - 25, 'HH:MM'));
      d.kv('DROP-OFF', fmtTime(t, 'HH:MM'));
      d.t('FROM: SHORT-STAY CAR PARK', { size: 12 });
      d.t(`TO: ${c.rng.pick(STREETS).toUpperCase()}`, { size: 12 });
      d.kv('MILES', c.rng.range(2, 14).toFixed(1));
      d.kv('FARE', `£${c.rng.range(8, 35).toFixed(2)}`, { bold: true });
      return d.done();
    },
  },
  {
    name: 'ride-hail-receipt',
    cls: 'transport_ticket',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'ride-hailing trip receipt with a map',
    render(c) {
      const th = theme(c.dark, '#000000');
      const t = earlier(c);
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(10);
      d.t('Your trip', { size: 26, bold: true });
      d.t(`${fmtDate(t, 'ddd d mon')} · ${fmtTime(t, 'HH:MM')}`, { size: 14, fill: th.sub });
      mapBlock(d, c.rng, 220, th.dark);
      d.gap(12);
      d.t(`${fmtTime(t, 'HH:MM')}  ${c.town.name} Airport Short Stay Car Park`, { size: 14 });
      d.t(`${fmtTime(t + c.rng.int(15, 40), 'HH:MM')}  ${c.rng.int(1, 99)} ${c.rng.pick(STREETS)}`, {
        size: 14,
      });
      d.hr({ color: th.line });
      d.kv('Trip fare', `£${c.rng.range(9, 40).toFixed(2)}`, { size: 15 });
      d.kv('Airport pick-up fee', '£5.00', { size: 15 });
      d.kv('Total', `£${c.rng.range(15, 46).toFixed(2)}`, { size: 17, bold: true });
      return d.done();
    },
  },
  // ----- everything else with a date -----
  {
    name: 'shop-receipt',
    cls: 'everything_else',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: 'supermarket till receipt mentioning the car park',
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(300, F.mono, 13);
      d.t('FRESHWAY', { align: 'center', bold: true, size: 18 });
      d.t(`${c.town.name} Superstore`, { align: 'center' });
      d.hr({ dash: true });
      const items = [
        'MILK 2L',
        'BREAD WHOLEMEAL',
        'BANANAS',
        'COFFEE BEANS',
        'WASHING UP LIQ',
        'CHEDDAR 400G',
        'APPLES 6PK',
        'SCREENWASH 5L',
      ];
      let tot = 0;
      for (const it of c.rng.shuffle([...items]).slice(0, c.rng.int(4, 7))) {
        const p = c.rng.range(0.6, 6);
        tot += p;
        d.kv(it, p.toFixed(2));
      }
      d.kv('TOTAL', `£${tot.toFixed(2)}`, { bold: true, size: 15 });
      d.hr({ dash: true });
      d.t(`${fmtDate(t, 'dd/mm/yy')} ${fmtTime(t, 'HH:MM')} ST ${c.rng.digits(4)} TILL ${c.rng.int(1, 20)}`, {
        size: 12,
      });
      d.t('Customer car park: 2 hours free', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'cinema-ticket',
    cls: 'everything_else',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: 'cinema e-ticket for a showing today',
    render(c) {
      const th = theme(true, '#e50914');
      const show = Math.min(today(c) + 1290, c.nowL + c.rng.int(30, 300));
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.gap(16);
      d.t(`Orbit Cinemas ${c.town.name}`, { size: 20, bold: true, fill: th.accent });
      d.t(c.rng.pick(['The Long Road Home', 'Starfall', 'Midnight Harbour', 'Paper Kites']), {
        size: 26,
        bold: true,
      });
      d.t(`${fmtDate(show, 'ddd d mon yyyy')} · ${fmtTime(show, 'HH:MM')}`, { size: 16 });
      d.t(
        `Screen ${c.rng.int(1, 9)} · Seats ${c.rng.letters(1)}${c.rng.int(1, 14)}, ${c.rng.letters(1)}${c.rng.int(1, 14)}`,
        { size: 15, fill: th.sub },
      );
      d.gap(10);
      d.qr(`OC${c.rng.digits(12)}`, 220);
      d.para('Free parking after 6pm in the multi-storey when you validate your ticket at the bar.', {
        size: 12,
        fill: th.sub,
      });
      return d.done();
    },
  },
  {
    name: 'airport-lounge-pass',
    cls: 'everything_else',
    medium: 'paper',
    places: 'airport',
    town: 'always',
    notes: 'airport lounge / fast-track pass for today',
    render(c) {
      const t = c.nowL + c.rng.int(20, 200);
      const d = new Doc(480, {
        font: F.serif,
        size: 15,
        bg: '#1c1c1c',
        fill: '#e8d9a8',
        medium: 'card',
        pad: 22,
      });
      d.t('THE AVIATOR LOUNGE', { size: 24, bold: true, align: 'center' });
      d.t(`${c.town.name} Airport · Departures`, { size: 14, align: 'center' });
      d.gap(10);
      d.kv('Guest', c.rng.pick(['MR P SINGH', 'MS L COOPER', 'DR H ALI']));
      d.kv('Date', fmtDate(t, 'dd-MON-yy'));
      d.kv('Arrival slot', `${fmtTime(t, 'HH:MM')}–${fmtTime(t + 180, 'HH:MM')}`);
      d.kv('Includes', 'Fast Track security');
      d.barcode(c.rng, { h: 40 });
      return d.done();
    },
  },
  {
    name: 'card-payment-slip',
    cls: 'everything_else',
    medium: 'paper',
    thermal: true,
    town: 'always',
    notes: 'bank card terminal slip (merchant copy) from a café',
    render(c) {
      const t = earlier(c);
      const d = thermalPaper(260, F.mono, 12);
      d.t(`${c.rng.pick(['CORNER CAFE', 'THE COFFEE HOUSE', 'BEANS & CO'])}`, {
        align: 'center',
        bold: true,
        size: 14,
      });
      d.t(c.town.name.toUpperCase(), { align: 'center' });
      d.t(`MID ${c.rng.digits(8)} TID ${c.rng.digits(8)}`, { align: 'center', size: 11 });
      d.hr({ dash: true });
      d.t('SALE', { bold: true });
      d.t(`VISA DEBIT ${'*'.repeat(12)}${c.rng.digits(4)}`);
      d.t(`EXPIRY ${String(c.rng.int(1, 12)).padStart(2, '0')}/${c.rng.int(27, 31)}`);
      d.t('CONTACTLESS');
      d.kv('AMOUNT', `£${c.rng.range(3, 25).toFixed(2)}`, { bold: true, size: 15 });
      d.hr({ dash: true });
      d.t(`${fmtDate(t, 'dd/mm/yy')}  ${fmtTime(t, 'HH:MM')}`);
      d.t(`AUTH ${c.rng.digits(6)}`);
      d.t('CARDHOLDER COPY - PLEASE RETAIN', { size: 11 });
      return d.done();
    },
  },
  {
    name: 'delivery-note',
    cls: 'everything_else',
    medium: 'paper',
    town: 'always',
    pc: 'always',
    notes: 'delivery note with a slot time and car-park delivery instructions',
    render(c) {
      const d = new Doc(560, { font: F.lsans, size: 14, medium: 'paper', pad: 34 });
      d.t('DELIVERY NOTE', { size: 22, bold: true });
      d.kv('Order', c.rng.alnum(10));
      d.kv('Delivery date', fmtDate(c.nowL, 'dddd dth month yyyy'));
      d.kv('Slot', `${fmtTime(today(c) + 600, 'HH:MM')} - ${fmtTime(today(c) + 720, 'HH:MM')}`);
      d.t('Deliver to:', { bold: true });
      d.t(`Unit 4, ${addr(c)}`);
      d.t(pc(c));
      d.para(
        'Driver instructions: use the rear car park, bay 12 is reserved for deliveries. Call on arrival.',
      );
      d.hr();
      d.kv('2 x', 'Office chair, black');
      d.kv('1 x', 'Desk 140cm');
      return d.done();
    },
  },
  {
    name: 'loyalty-voucher',
    cls: 'everything_else',
    medium: 'paper',
    thermal: true,
    town: 'maybe',
    notes: "money-off voucher printed at a till, 'offer ends' date",
    render(c) {
      const d = thermalPaper(280, F.sans, 14);
      d.banner('£3 OFF', { bg: '#c2185b', size: 30, bold: true, h: 64 });
      d.t('your next shop of £30 or more', { align: 'center' });
      d.t(`Issued ${fmtDate(c.nowL, 'dd/mm/yyyy')} ${fmtTime(earlier(c), 'HH:MM')}`, {
        align: 'center',
        size: 12,
      });
      d.t(`Offer ends ${fmtDate(c.nowL + 14 * DAY, 'dd/mm/yyyy')}`, { align: 'center', bold: true });
      if (c.showTown) d.t(`Valid at ${c.town.name} store only`, { align: 'center', size: 12 });
      d.barcode(c.rng, { h: 36, text: c.rng.digits(13) });
      d.t('Not valid on fuel, car parking or car wash', { align: 'center', size: 10 });
      return d.done();
    },
  },
  // ----- not named in the guide -----
  {
    name: 'insurance-cover-note',
    cls: 'not_in_guide',
    medium: 'screen',
    darkable: true,
    town: 'never',
    notes: 'temporary car insurance cover note starting today (start/end times, vehicle)',
    render(c) {
      const th = theme(c.dark, '#5e35b1');
      const s = earlier(c, 120);
      const e = s + c.rng.pick([180, 360, 1440]);
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(10);
      d.t('Certificate of motor insurance', { size: 20, bold: true });
      d.t('Temporary cover – ShortDrive', { size: 14, fill: th.sub });
      d.gap(8);
      card(d, th, 250, (top) => {
        const rows: Array<[string, string]> = [
          ['Policy', c.rng.alnum(10)],
          ['Vehicle', c.reg],
          ['Cover starts', `${fmtDate(s, 'dd/mm/yyyy')} ${fmtTime(s, 'HH:MM')}`],
          ['Cover ends', `${fmtDate(e, 'dd/mm/yyyy')} ${fmtTime(e, 'HH:MM')}`],
          ['Duration', `${Math.round((e - s) / 60)} hours`],
        ];
        rows.forEach(([k, v], i) => {
          d.at(32, top + 40 + i * 44, k, { size: 14, fill: th.sub });
          d.at(d.w - 32, top + 40 + i * 44, v, { size: 15, bold: true, align: 'right' });
        });
      });
      d.para('Use: social, domestic and pleasure. Not valid for hire or reward.', { size: 12, fill: th.sub });
      return d.done();
    },
  },
  {
    name: 'vehicle-tax-confirmation',
    cls: 'not_in_guide',
    medium: 'screen',
    town: 'never',
    notes: 'vehicle tax payment confirmation (dated today)',
    render(c) {
      const th = theme(false, '#1d70b8');
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.bg = '#ffffff';
      d.rect(0, d.y, d.w, 56, { fill: '#0b0c0c' });
      d.at(18, d.y + 36, 'Vehicle tax service', { size: 18, bold: true, fill: '#fff' });
      d.gap(70);
      d.rect(18, d.y, d.w - 36, 130, { fill: '#00703c' });
      d.at(d.w / 2, d.y + 56, 'Application complete', {
        size: 22,
        bold: true,
        fill: '#fff',
        align: 'center',
      });
      d.at(d.w / 2, d.y + 92, `Vehicle ${c.reg} is now taxed`, { size: 15, fill: '#fff', align: 'center' });
      d.gap(150);
      d.kv('Tax starts', fmtDate(c.nowL, 'd month yyyy'), { size: 15 });
      d.kv('Payment', '12 monthly Direct Debits', { size: 15 });
      d.kv('Paid at', fmtTime(earlier(c, 60), 'HH:MM'), { size: 15 });
      d.para('You will get a confirmation e-mail. You do not need to display a tax disc.', { size: 13 });
      return d.done();
    },
  },
  {
    name: 'speed-awareness-booking',
    cls: 'not_in_guide',
    medium: 'paper',
    town: 'always',
    pc: 'always',
    notes: 'speed awareness course booking letter for a session today, with venue car park info',
    render(c) {
      const s = Math.max(c.nowL + c.rng.int(30, 240), today(c) + 540);
      const d = new Doc(580, { font: F.lsans, size: 14, medium: 'paper', pad: 36 });
      d.t('Driver Awareness Scheme', { size: 20, bold: true, fill: '#00695c' });
      d.t('Course booking confirmation', { size: 15 });
      d.gap(8);
      d.kv('Course', 'National speed awareness');
      d.kv('Date', fmtDate(s, 'dddd dth month yyyy'));
      d.kv('Time', `${fmtTime(s, 'h:mmam')} to ${fmtTime(s + 240, 'h:mmam')}`);
      d.kv('Venue', `${c.town.name} Conference Centre, ${pc(c)}`);
      d.kv('Reference', c.rng.alnum(10));
      d.para(
        'Free parking is available in the venue car park. Please arrive 20 minutes before the start and bring your driving licence.',
      );
      return d.done();
    },
  },
  {
    name: 'escooter-hire-receipt',
    cls: 'not_in_guide',
    medium: 'screen',
    darkable: true,
    town: 'always',
    notes: "e-scooter hire ride receipt ('parked in a parking bay', start/end, minutes)",
    render(c) {
      const th = theme(c.dark, '#7cb342');
      const e = earlier(c);
      const s = e - c.rng.int(6, 40);
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(10);
      d.t('Ride summary', { size: 24, bold: true });
      d.t(`${c.town.name} · ${fmtDate(s, 'd mon yyyy')}`, { size: 14, fill: th.sub });
      mapBlock(d, c.rng, 220, th.dark);
      d.gap(10);
      d.kv('Start', fmtTime(s, 'HH:MM'), { size: 15 });
      d.kv('End', fmtTime(e, 'HH:MM'), { size: 15 });
      d.kv('Ride time', `${e - s} min`, { size: 15 });
      d.kv('Parked', 'In a designated parking bay ✓', { size: 14 });
      d.kv('Total', `£${(1 + (e - s) * 0.2).toFixed(2)}`, { size: 17, bold: true });
      return d.done();
    },
  },
];

export const LOOKALIKE_CLASSES = [...new Set(LOOKALIKES.map((l) => l.cls))];
