// Plans the family: which case gets which layout, outcome, period, place and photo conditions.
import { chooseConditions } from './conditions.ts';
import { isoWall, midnightOf, wallOf } from './london-time.ts';
import { type PeriodOutcome, samplePeriod, supports } from './periods.ts';
import { TOWNS, type Town } from './places.ts';
import { GENUINE, LOOKALIKES, lookalikeLayoutName } from './registry.ts';
import { type Rng, rngFor } from './rng.ts';
import type { CaseSpec, GenuineLayout, Outcome, Place } from './types.ts';

function pickPlace(r: Rng, place: Place): { town: string | null; postcode: string | null } {
  const pool: Town[] =
    place.nation === 'gaelic'
      ? TOWNS.filter((t) => t.gaelic)
      : place.nation
        ? TOWNS.filter((t) => t.nation === place.nation)
        : TOWNS;
  const t = r.pick(pool);
  return {
    town: r.chance(place.town) ? t.town : null,
    postcode: r.chance(place.postcode) ? t.district : null,
  };
}

function describe(start: number, end: number, nowWall: number, outcome: Outcome): string {
  const days = Math.round((midnightOf(start) - midnightOf(nowWall)) / 1440);
  const when =
    days === 0 ? 'today' : days === -1 ? 'yesterday' : days < 0 ? `${-days} days ago` : `in ${days} days`;
  return `period ${isoWall(start)} → ${isoWall(end)} (${end - start} min), starts ${when}: ${outcome}`;
}

export function planFamily(opts: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const count = opts.count ?? 200;
  const nowWall = wallOf(opts.now);
  const fam = rngFor(opts.seed, 'family');
  const nG = Math.round(count * 0.7);
  const nL = count - nG;
  const nU = Math.max(count >= 25 ? 1 : 0, Math.round(nG * 0.04));
  const nW = Math.round(nG * 0.12);
  const nS = Math.round(nG * 0.12);
  const outcomes: Outcome[] = fam.shuffle([
    ...Array<Outcome>(nU).fill('unreadable'),
    ...Array<Outcome>(nW).fill('wrong_date'),
    ...Array<Outcome>(nS).fill('too_short'),
    ...Array<Outcome>(nG - nU - nW - nS).fill('verified'),
  ]);
  const order = fam.shuffle([...Array<'G'>(nG).fill('G'), ...Array<'L'>(nL).fill('L')]);
  const used = new Map<string, number>();
  let unreadableSeen = 0;
  let kinds = fam.shuffle(LOOKALIKES);
  const specs: CaseSpec[] = [];

  order.forEach((slot, i) => {
    const id = `G-${String(i).padStart(3, '0')}`;
    const r = rngFor(opts.seed, id, 'plan');
    if (slot === 'L') {
      if (kinds.length === 0) kinds = fam.shuffle(LOOKALIKES);
      const k = kinds.pop()!;
      const place = pickPlace(r, k.place);
      const dark = k.dark === 'always' || (k.dark === 'maybe' && r.chance(0.35));
      specs.push({
        id,
        layout: lookalikeLayoutName(k.kind),
        genuine: false,
        kind: k.kind,
        expected: 'not_parking_ticket',
        conditions: chooseConditions(r, {
          medium: k.medium,
          thermal: !!k.thermal,
          windscreen: false,
          dark,
          email: !!k.email,
          unreadable: false,
        }),
        truth: { start: null, end: null, minutes: null, town: place.town, postcode: place.postcode },
        notes: `${k.inGuide ? '' : '[not in guide] '}${k.notes}`,
      });
      return;
    }
    let outcome = outcomes.pop()!;
    let chosen: GenuineLayout | null = null;
    let period: { start: number; end: number } | null = null;
    // Just after midnight a short stay that starts today is impossible without hugging midnight:
    // such a slot falls back to another outcome rather than break the boundary rule.
    for (const want of [outcome, 'wrong_date', 'verified'] as Outcome[]) {
      const pOutcome: PeriodOutcome = want === 'unreadable' ? 'verified' : (want as PeriodOutcome);
      const candidates = GENUINE.filter(
        (l) => supports(l.period, pOutcome) && (want !== 'unreadable' || l.medium === 'paper'),
      )
        .map((l) => ({ l, key: (used.get(l.name) ?? 0) + r.next() * 0.9 }))
        .sort((a, b) => a.key - b.key)
        .map((x) => x.l);
      for (const l of candidates) {
        period = samplePeriod(l.period, pOutcome, nowWall, r);
        if (period) {
          chosen = l;
          break;
        }
      }
      if (chosen) {
        outcome = want;
        break;
      }
    }
    if (!chosen || !period) throw new Error(`no layout can give a genuine case for ${id} at this "now"`);
    used.set(chosen.name, (used.get(chosen.name) ?? 0) + 1);
    const place = pickPlace(r, chosen.place);
    const dark = chosen.dark === 'always' || (chosen.dark === 'maybe' && r.chance(0.4));
    const conditions = chooseConditions(r, {
      medium: chosen.medium,
      thermal: !!chosen.thermal,
      windscreen: !!chosen.windscreen,
      dark,
      email: !!chosen.email,
      unreadable: outcome === 'unreadable',
      unreadableIndex: outcome === 'unreadable' ? unreadableSeen++ : undefined,
    });
    if (chosen.name === 'pd-dotmatrix-compact' && !conditions.includes('dot-matrix'))
      conditions.push('dot-matrix');
    specs.push({
      id,
      layout: chosen.name,
      genuine: true,
      kind: chosen.kind,
      expected: outcome,
      conditions,
      truth: {
        start: isoWall(period.start),
        end: isoWall(period.end),
        minutes: period.end - period.start,
        town: place.town,
        postcode: place.postcode,
      },
      notes: `${chosen.inGuideWording ? '' : '[own wording] '}${chosen.notes}; ${describe(period.start, period.end, nowWall, outcome)}`,
    });
  });
  return specs;
}
