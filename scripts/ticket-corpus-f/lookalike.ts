// Look-alikes on paper: enforcement notices and permits (plus the shared letter helper).
import { OPERATORS, plate } from './data.ts';
import { Doc } from './doc.ts';
import { fmtDate, fmtDur, money } from './fmt.ts';
import { carPark, placeLine, ref, t } from './helpers.ts';
import type { LookKind, RenderCtx } from './types.ts';

export const THERMAL = '#f3f1ea';
export const ev = (ctx: RenderCtx) => ctx.start;

export function letter(ctx: RenderCtx, org: string, title: string, color = '#111'): Doc {
  const { rng } = ctx;
  const doc = new Doc(1240, { bg: '#ffffff', size: 26, pad: 90, font: rng.pick(['sans', 'serif'] as const) });
  doc.raw(0, () => `<rect x="0" y="0" width="1240" height="14" fill="${color}"/>`, 'bg');
  doc.text(org, { bold: true, size: 40, color });
  if (ctx.town) doc.text(placeLine(ctx), { size: 22, color: '#555' });
  doc.text(`Date of issue: ${fmtDate(ctx.now - rng.int(1, 20) * 1440, 'dMonthy')}`, {
    size: 22,
    align: 'right',
  });
  doc.space(20);
  doc.text(title, { bold: true, size: 44 });
  doc.rule({ color });
  return doc;
}

export const tab = { mode: 'tab' as const, tab: 0.4 };

const pcnSlip: LookKind = {
  name: 'pcn-windscreen',
  klass: 'penalties_enforcement',
  inGuide: true,
  stock: 'thermal',
  townP: 0.9,
  postcodeP: 0,
  note: 'Council Penalty Charge Notice printed by a civil enforcement officer and left on the windscreen',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = new Doc(560, { bg: THERMAL, size: 22, ink: ctx.ink, shape: 'tear' });
    doc.text(ctx.town ? `${ctx.town.name} Council` : 'Council', { bold: true, align: 'center', size: 26 });
    doc.banner('PENALTY CHARGE NOTICE', { bg: '#111', color: THERMAL, size: 28 });
    doc.kv('PCN number', ref(rng, 'AA99999999'));
    doc.kv('Date of contravention', fmtDate(w, 'dmy'), { k: { size: 19 } });
    doc.kv('Time first seen', t(w - rng.int(6, 15), 'h24'));
    doc.kv('Time issued', t(w, 'h24'));
    doc.kv('Vehicle reg', plate(rng));
    doc.kv('Location', carPark(ctx), { size: 20 });
    doc.kv('Contravention code', rng.pick(['83', '82', '30', '12']));
    doc.para('Parked in a car park without clearly displaying a valid pay & display ticket or voucher.', {
      size: 19,
    });
    doc.kv('Penalty charge', money(7000), { bold: true });
    doc.para('Reduced to £35.00 if paid within 14 days of the date of issue.', { size: 18 });
    doc.kv('CEO number', rng.digits(4), { size: 19 });
    return doc.render();
  },
};

const privatePcn: LookKind = {
  name: 'parking-charge-notice-letter',
  klass: 'penalties_enforcement',
  inGuide: true,
  stock: 'plain',
  townP: 0.8,
  postcodeP: 0.8,
  note: 'Private operator Parking Charge Notice by post with ANPR entry/exit times',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const stay = rng.int(130, 400);
    const doc = letter(ctx, rng.pick(OPERATORS), 'PARKING CHARGE NOTICE', '#b91c1c');
    doc.kv('Notice number', ref(rng, '9999999999'), tab);
    doc.kv('Vehicle registration', plate(rng), tab);
    doc.kv('Car park', carPark(ctx), tab);
    doc.kv('Entry (ANPR)', `${fmtDate(w, 'dmy')} ${t(w, 'h24secs')}`, tab);
    doc.kv('Exit (ANPR)', `${fmtDate(w + stay, 'dmy')} ${t(w + stay, 'h24secs')}`, tab);
    doc.kv('Period of stay', fmtDur(stay, 'hm'), tab);
    doc.kv('Maximum stay', '2 hours', tab);
    doc.kv('Parking charge', money(10000), { ...tab, v: { bold: true } });
    doc.space(10);
    doc.para(
      'The terms displayed at the car park form a contract. You exceeded the maximum stay. Pay £60 within 14 days. Appeals must be made within 28 days at our website.',
      { size: 24 },
    );
    return doc.render();
  },
};

const noticeKeeper: LookKind = {
  name: 'notice-to-keeper',
  klass: 'penalties_enforcement',
  inGuide: true,
  stock: 'plain',
  townP: 0.7,
  postcodeP: 0.9,
  note: 'Notice to Keeper / Notice to Owner letter about an unpaid parking charge',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx) - rng.int(10, 40) * 1440;
    const title = rng.pick(['NOTICE TO KEEPER', 'NOTICE TO OWNER']);
    const doc = letter(
      ctx,
      rng.chance(0.5) ? rng.pick(OPERATORS) : `${ctx.town?.name ?? 'Borough'} Parking Services`,
      title,
      '#1e3a8a',
    );
    doc.para('Protection of Freedoms Act 2012 Schedule 4 / Traffic Management Act 2004', {
      size: 20,
      italic: true,
    });
    doc.kv('Vehicle', plate(rng), tab);
    doc.kv('Date of event', fmtDate(w, 'dMony'), tab);
    doc.kv('Time', t(w, 'h24'), tab);
    doc.kv('Location', carPark(ctx), tab);
    doc.kv('Amount due', money(rng.pick([7000, 10000, 11000])), { ...tab, v: { bold: true } });
    doc.kv('Pay by', fmtDate(ctx.now + rng.int(5, 20) * 1440, 'dMony'), tab);
    doc.space(10);
    doc.para(
      'As the registered keeper you are invited to pay the charge or name the driver. If after 28 days the charge remains unpaid we may recover it from you.',
      { size: 24 },
    );
    return doc.render();
  },
};

const clampRelease: LookKind = {
  name: 'clamp-release-receipt',
  klass: 'penalties_enforcement',
  inGuide: true,
  stock: 'thermal',
  townP: 0.6,
  postcodeP: 0.4,
  note: 'Clamp release / vehicle removal fee receipt from an enforcement contractor',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const removal = rng.chance(0.4);
    const doc = new Doc(540, { bg: THERMAL, size: 23, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(removal ? 'VEHICLE POUND' : 'CLAMP RELEASE', { bold: true, align: 'center', size: 30 });
    doc.text(removal ? 'REMOVAL & STORAGE RECEIPT' : 'RELEASE FEE RECEIPT', { align: 'center', size: 20 });
    if (ctx.town) doc.text(placeLine(ctx, false).toUpperCase(), { align: 'center', size: 19 });
    doc.rule({ dash: true });
    doc.kv('VRM', plate(rng));
    doc.kv('DATE', fmtDate(w, 'dmy2'));
    doc.kv(removal ? 'REMOVED' : 'CLAMPED', t(w - rng.int(60, 200), 'h24'));
    doc.kv('RELEASED', t(w, 'h24'));
    doc.kv(removal ? 'REMOVAL FEE' : 'RELEASE FEE', money(removal ? 20000 : 7000));
    if (removal) doc.kv('STORAGE 1 DAY', money(2000));
    doc.kv('PCN REF', ref(rng, 'AA99999999'));
    doc.text('PAID - CARD', { align: 'center', bold: true });
    return doc.render();
  },
};

const appealLetter: LookKind = {
  name: 'appeal-outcome-letter',
  klass: 'penalties_enforcement',
  inGuide: true,
  stock: 'plain',
  townP: 0.7,
  postcodeP: 0.8,
  note: 'Letter answering a parking appeal, quoting the ticket times',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx) - rng.int(5, 30) * 1440;
    const doc = letter(
      ctx,
      `${ctx.town?.name ?? 'City'} Council — Parking Appeals`,
      `Your challenge to PCN ${ref(rng, 'AA9999999A')}`,
      '#374151',
    );
    doc.para(`Dear ${rng.pick(['Mr', 'Ms'])} ${rng.pick(['Evans', 'Shah', 'Morgan', 'Kaur'])},`, {
      size: 24,
    });
    doc.para(
      `Thank you for your representation about the penalty charge issued at ${t(w, 'h24')} on ${fmtDate(w, 'dMonthy')} in ${carPark(ctx)}. You say your pay and display ticket was valid from ${t(w - 130, 'h24')} until ${t(w - 10, 'h24')}.`,
      { size: 24 },
    );
    doc.para(
      rng.chance(0.5)
        ? 'Having considered the evidence we have decided to cancel the penalty charge. No further action is needed.'
        : 'We have considered your challenge but the ticket had expired when the notice was issued. The penalty charge remains payable.',
      { size: 24 },
    );
    doc.space(10);
    doc.text('Yours sincerely, Appeals Team', { size: 24 });
    return doc.render();
  },
};

function permitCard(ctx: RenderCtx, title: string, color: string, lines: [string, string][], foot: string) {
  const doc = new Doc(700, { bg: '#ffffff', size: 26, pad: 36, border: color });
  doc.banner(title, { bg: color, color: '#fff', size: 36, full: true, h: 90 });
  doc.text(ctx.town ? `${ctx.town.name} Council` : 'Parking Services', { bold: true, align: 'center' });
  for (const [k, v] of lines) doc.kv(k, v, { v: { bold: true } });
  doc.para(foot, { size: 18, align: 'center', italic: true });
  return doc.render();
}

const residentPermit: LookKind = {
  name: 'resident-permit',
  klass: 'permits',
  inGuide: true,
  stock: 'card',
  townP: 0.9,
  postcodeP: 0,
  note: 'Resident parking permit with zone and validity dates',
  render(ctx) {
    const { rng } = ctx;
    const from = ctx.now - rng.int(20, 300) * 1440;
    return permitCard(
      ctx,
      'RESIDENT PERMIT',
      '#7c3aed',
      [
        ['Zone', rng.pick(['K', 'R2', 'CPZ 4', 'M'])],
        ['Vehicle', plate(rng)],
        ['Valid from', fmtDate(from, 'dmy')],
        ['Expires', fmtDate(from + 365 * 1440, 'dmy')],
        ['Permit no.', rng.digits(6)],
      ],
      'Valid only in the zone shown. Does not guarantee a space.',
    );
  },
};

const visitorPermit: LookKind = {
  name: 'visitor-permit-day',
  klass: 'permits',
  inGuide: true,
  stock: 'card',
  townP: 0.9,
  postcodeP: 0,
  note: "Residents' visitor permit for one day with a written date and arrival time",
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    return permitCard(
      ctx,
      "RESIDENTS' VISITOR PERMIT",
      '#0e7490',
      [
        ['Zone', rng.pick(['B', 'E3', 'Old Town'])],
        ['Host address', `${rng.int(2, 90)} ${rng.pick(['Alma Terrace', 'Park Crescent', 'Holly Road'])}`],
        ['Date of visit', fmtDate(w, 'dmy')],
        ['Arrival', t(w, 'h24')],
        ['Visitor vehicle', plate(rng)],
        ['Permit no.', rng.digits(7)],
      ],
      'For use by visitors to residents of this zone only.',
    );
  },
};

const blueBadge: LookKind = {
  name: 'blue-badge',
  klass: 'permits',
  inGuide: true,
  stock: 'card',
  townP: 0.8,
  postcodeP: 0,
  note: "Disabled person's Blue Badge (front), with expiry date and issuing authority",
  render(ctx) {
    const { rng } = ctx;
    const doc = new Doc(820, { bg: '#1d4ed8', fg: '#ffffff', size: 30, pad: 40, radius: 18 });
    doc.raw(
      0,
      () =>
        `<circle cx="700" cy="130" r="80" fill="#fff"/><path d="M690,80 a16,16 0 1,1 0.1,0 M690,110 v60 h50 l20,40" stroke="#1d4ed8" stroke-width="14" fill="none"/>`,
    );
    doc.text('BLUE BADGE', { bold: true, size: 54 });
    doc.text("Disabled person's parking card", { size: 26 });
    doc.space(40);
    doc.kv('Badge number', `${rng.letters(2)}${rng.digits(2)} ${rng.digits(6)}`, {
      size: 28,
      k: { size: 24 },
    });
    doc.kv('Expiry date', fmtDate(ctx.now + rng.int(100, 900) * 1440, 'dmy'), { size: 28, k: { size: 24 } });
    doc.kv('Issuing authority', ctx.town ? `${ctx.town.name} Council` : 'Local authority', {
      size: 26,
      k: { size: 24 },
    });
    doc.text('Display on dashboard with clock when required', { size: 20, italic: true });
    return doc.render();
  },
};

const staffPermit: LookKind = {
  name: 'staff-season-permit',
  klass: 'permits',
  inGuide: true,
  stock: 'card',
  townP: 0.6,
  postcodeP: 0,
  note: 'Staff / season car park permit hang tag with annual validity',
  render(ctx) {
    const { rng } = ctx;
    const from = ctx.now - rng.int(10, 200) * 1440;
    const season = rng.chance(0.5);
    const doc = new Doc(480, { bg: season ? '#fde68a' : '#bbf7d0', size: 26, shape: 'tag', pad: 30 });
    doc.space(80);
    doc.text(season ? 'SEASON TICKET' : 'STAFF PERMIT', { bold: true, size: 38, align: 'center' });
    doc.text(
      season
        ? carPark(ctx)
        : rng.pick(['Moorside General Hospital', 'Northmoor University', 'Harbour Retail Ltd']),
      { align: 'center', size: 22 },
    );
    if (ctx.town) doc.text(ctx.town.name, { align: 'center', size: 22 });
    doc.rule();
    doc.kv('Holder', `${rng.pick(['J', 'K', 'P', 'L'])}. ${rng.pick(['Hall', 'Ahmed', 'Roberts'])}`);
    doc.kv('Vehicle', plate(rng));
    doc.kv('Valid', `${fmtDate(from, 'dMony')} –`);
    doc.kv('', fmtDate(from + (season ? 90 : 365) * 1440, 'dMony'));
    doc.kv('Permit', rng.digits(5));
    doc.text('Hang from rear-view mirror', { align: 'center', size: 18 });
    return doc.render();
  },
};

export const ENFORCEMENT_LOOKALIKES: LookKind[] = [
  pcnSlip,
  privatePcn,
  noticeKeeper,
  clampRelease,
  appealLetter,
  residentPermit,
  visitorPermit,
  blueBadge,
  staffPermit,
];
