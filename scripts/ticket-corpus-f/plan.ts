// Plans the family: outcomes, layouts, periods against `now`, towns and photo conditions.
import { TOWNS, type Town, WELSH_TOWNS } from './data.ts';
import { DISPLAYED, LAYOUTS, LOOKALIKES, MAIL_SCREENS } from './registry.ts';
import { type Rng, rngFor } from './rng.ts';
import { classify, dayStart, isoWall, londonWall } from './time.ts';
import type { CaseSpec, Layout, LookKind, Outcome, Stock } from './types.ts';

type Target = 'verified' | 'wrong_date' | 'too_short' | 'unreadable' | 'not_parking_ticket';

function samplePeriod(
  layout: Layout,
  target: Target,
  now: number,
  rng: Rng,
): { start: number; end: number } | null {
  const want: Outcome = target === 'unreadable' ? 'verified' : (target as Outcome);
  for (let i = 0; i < 600; i++) {
    let dayOff = 0;
    if (want === 'verified') dayOff = rng.chance(0.25) ? -1 : 0;
    else if (want === 'wrong_date') {
      const r = rng.next();
      if (layout.future && r < 0.2) dayOff = rng.int(1, 21);
      else if (r < 0.45) dayOff = -1;
      else if (r < 0.8) dayOff = -rng.int(2, 6);
      else dayOff = -rng.int(7, 60);
    }
    const q = layout.quant ?? 1;
    let minute = rng.int(layout.hours[0] * 60, layout.hours[1] * 60 + 59);
    minute -= minute % q;
    const start = dayStart(now) + dayOff * 1440 + minute;
    const dur = layout.dur(rng, want === 'too_short', start);
    if (!(dur > 0)) continue;
    const end = start + dur;
    const prebooked = layout.future === true && dayOff > 0;
    if (!prebooked && start > now - 3) continue;
    if (layout.endsBy === 'past' && end > now - 2) continue;
    const c = classify(start, end, now);
    if (c.outcome === want && c.safe) return { start, end };
  }
  return null;
}

const PAPER_CONDS: [string, number][] = [
  ['perspective_mild', 0.4],
  ['perspective_strong', 0.18],
  ['hand_shadow', 0.14],
  ['blind_shadow', 0.1],
  ['side_light', 0.14],
  ['glare', 0.14],
  ['tilted', 0.15],
  ['blur', 0.08],
  ['motion_blur', 0.06],
  ['low_light', 0.1],
  ['tiny_far', 0.06],
  ['messaging_800', 0.2],
  ['original_12mp', 0.06],
  ['jpeg_recompressed', 0.14],
  ['cropped', 0.1],
];

function pickConditions(rng: Rng, stock: Stock, name: string, unreadable: boolean, dark: boolean): string[] {
  const c = new Set<string>();
  if (stock === 'screen') {
    c.add(MAIL_SCREENS.has(name) ? 'mail_app_screenshot' : 'screenshot');
    if (dark) c.add('dark_mode');
    if (unreadable) {
      c.add(rng.chance(0.5) ? 'severe_tiny' : 'severe_blur');
      c.add('severe_jpeg');
      return [...c];
    }
    if (rng.chance(0.14)) {
      c.add('photo_of_screen');
      c.add(rng.chance(0.6) ? 'perspective_mild' : 'perspective_strong');
      if (rng.chance(0.5)) c.add('glare');
      if (rng.chance(0.3)) c.add('tilted');
      if (rng.chance(0.3)) c.add('messaging_800');
      return [...c];
    }
    if (rng.chance(0.18)) c.add('cropped');
    if (rng.chance(0.25)) c.add('messaging_800');
    else if (rng.chance(0.18)) c.add('jpeg_recompressed');
    return [...c];
  }
  if (unreadable) {
    const bad = rng.shuffle(['severe_blur', 'severe_glare', 'severe_dark', 'severe_tiny']).slice(0, 2);
    for (const b of bad) c.add(b);
    c.add('severe_jpeg');
    c.add(rng.chance(0.5) ? 'perspective_strong' : 'tilted');
    if (stock === 'thermal') c.add('thermal_faded');
    return [...c];
  }
  for (const [n, p] of PAPER_CONDS) if (rng.chance(p)) c.add(n);
  if (c.has('perspective_strong')) c.delete('perspective_mild');
  if (c.has('messaging_800')) c.delete('original_12mp');
  if (c.has('motion_blur')) c.delete('blur');
  if (c.has('tiny_far') && (c.has('blur') || c.has('motion_blur') || c.has('low_light')))
    c.delete('tiny_far');
  if (DISPLAYED.has(name) && rng.chance(0.3)) {
    c.add('windscreen');
    if (rng.chance(0.6)) c.add('glare');
  }
  if (stock === 'thermal') {
    if (rng.chance(0.25)) c.add('thermal_faded');
    if (rng.chance(0.14)) c.add('low_ink');
    if (rng.chance(0.2)) c.add('curled');
  }
  if ((stock === 'thermal' || stock === 'plain') && rng.chance(0.18)) c.add('crumpled');
  // Spread the quarter/half turns evenly rather than by chance.
  const turn = rng.next();
  if (turn < 0.07) c.add('rotated_90');
  else if (turn < 0.11) c.add('rotated_180');
  else if (turn < 0.17) c.add('rotated_270');
  // Keep readable cases readable: at most two heavy degradations together.
  const heavy = [
    'blur',
    'motion_blur',
    'low_light',
    'thermal_faded',
    'tiny_far',
    'perspective_strong',
    'glare',
    'low_ink',
  ];
  const present = heavy.filter((h) => c.has(h));
  for (const h of present.slice(2)) c.delete(h);
  return [...c];
}

function pickTown(rng: Rng, welsh: boolean): Town {
  return rng.pick(welsh ? WELSH_TOWNS : TOWNS);
}

function leastUsed<T extends { name: string }>(items: T[], used: Map<string, number>, rng: Rng): T[] {
  const min = Math.min(...items.map((i) => used.get(i.name) ?? 0));
  const lo = items.filter((i) => (used.get(i.name) ?? 0) === min);
  const rest = items.filter((i) => (used.get(i.name) ?? 0) !== min);
  return [...rng.shuffle(lo), ...rng.shuffle(rest)];
}

export function planFamily(opts: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const count = opts.count ?? 200;
  const now = londonWall(opts.now);
  const order = rngFor(opts.seed, 'family', 'order');
  const nGen = Math.round(count * 0.7);
  const nWrong = Math.round(nGen * 0.12);
  const nShort = Math.round(nGen * 0.12);
  const nUnread = count >= 10 ? Math.max(1, Math.round(nGen * 0.04)) : 0;
  const targets: Target[] = [];
  for (let i = 0; i < nGen; i++) {
    targets.push(
      i < nWrong
        ? 'wrong_date'
        : i < nWrong + nShort
          ? 'too_short'
          : i < nWrong + nShort + nUnread
            ? 'unreadable'
            : 'verified',
    );
  }
  for (let i = nGen; i < count; i++) targets.push('not_parking_ticket');
  const shuffled = order.shuffle(targets);
  const usedLayout = new Map<string, number>();
  const usedLook = new Map<string, number>();
  const specs: CaseSpec[] = [];
  shuffled.forEach((target0, idx) => {
    const id = `F-${String(idx).padStart(3, '0')}`;
    const rng = rngFor(opts.seed, id, 'plan');
    if (target0 === 'not_parking_ticket') {
      const kind: LookKind = leastUsed(LOOKALIKES, usedLook, rng)[0]!;
      usedLook.set(kind.name, (usedLook.get(kind.name) ?? 0) + 1);
      const town = pickTown(rng, false);
      const printed = rng.chance(kind.townP);
      const pc = printed && rng.chance(kind.postcodeP);
      const dark = kind.stock === 'screen' && rng.chance(kind.darkP ?? 0.3);
      specs.push({
        id,
        layout: kind.name,
        genuine: false,
        kind: kind.name,
        expected: 'not_parking_ticket',
        conditions: pickConditions(rng, kind.stock, kind.name, false, dark),
        truth: {
          start: null,
          end: null,
          minutes: null,
          town: printed ? town.name : null,
          postcode: pc ? town.district : null,
        },
        notes: `Look-alike (${kind.inGuide ? kind.klass : 'not named in the guide'}): ${kind.note}`,
      });
      return;
    }
    let target: Target = target0;
    let chosen: { layout: Layout; start: number; end: number } | null = null;
    for (let attempt = 0; attempt < 2 && !chosen; attempt++) {
      const ok = LAYOUTS.filter((l) => target !== 'too_short' || l.canShort);
      for (const layout of leastUsed(ok, usedLayout, rng)) {
        const p = samplePeriod(layout, target, now, rng);
        if (p) {
          chosen = { layout, ...p };
          break;
        }
      }
      if (!chosen) target = 'wrong_date'; // e.g. `now` just after midnight leaves no room for a short stay today
    }
    if (!chosen) throw new Error(`could not plan ${id}`);
    const { layout, start, end } = chosen;
    usedLayout.set(layout.name, (usedLayout.get(layout.name) ?? 0) + 1);
    const town = pickTown(rng, layout.welsh === true);
    const printed = rng.chance(layout.townP);
    const pc = printed && rng.chance(layout.postcodeP);
    const dark = layout.stock === 'screen' && rng.chance(layout.darkP ?? 0.3);
    const minutes = end - start;
    const when =
      dayStart(start) === dayStart(now)
        ? 'today'
        : dayStart(start) === dayStart(now) - 1440
          ? 'yesterday'
          : start > now
            ? 'in future'
            : `${Math.round((dayStart(now) - dayStart(start)) / 1440)} days ago`;
    const why: Record<Target, string> = {
      verified: 'touches today and lasts at least 1 hour',
      wrong_date: 'does not touch today',
      too_short: 'today but under 1 hour',
      unreadable: 'photo too degraded to read',
      not_parking_ticket: '',
    };
    specs.push({
      id,
      layout: layout.name,
      genuine: true,
      kind: layout.kind,
      expected: target,
      conditions: pickConditions(rng, layout.stock, layout.name, target === 'unreadable', dark),
      truth: {
        start: isoWall(start),
        end: isoWall(end),
        minutes,
        town: printed ? town.name : null,
        postcode: pc ? town.district : null,
      },
      notes: `${layout.note}. Starts ${when}, ${minutes} min: ${why[target]}.`,
    });
  });
  return specs;
}
