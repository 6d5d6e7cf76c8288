import {
  isYearly,
  PERIOD_SPECS,
  type PeriodSpec,
  type Schedule,
  scheduleDay,
  schedulesThrough,
} from './billing-periods.js';
import type { Charge } from './charge.js';
import { AMOUNT_TOLERANCE, amountsAgree, atOnePrice, lastLevelStart } from './price-levels.js';

/**
 * Charges of one counterparty that repeat on one schedule: at least 3 (2 a year apart),
 * one a period with none missing, amounts that agree.
 */
export interface Series {
  /** Oldest first. */
  charges: Charge[];
  /** The schedule, dated at the period of the latest charge. */
  schedule: Schedule;
  /** Days each charge landed after (negative: before) its schedule date, oldest first. */
  offsets: number[];
  /** Charges of a similar amount between the series' own that it leaves out. */
  skipped: number;
}

/** A series may leave out at most one similar charge for every 3 of its own. */
const MAX_SKIPPED_SHARE = 1 / 3;
/** How many series one counterparty may hold (several plans paid to one company). */
const MAX_SERIES_PER_GROUP = 4;

const similar = (amount: number, reference: number) =>
  Math.abs(amount - reference) <= AMOUNT_TOLERANCE * reference;

// A walk that has left out this many charges will be refused, however long it grows: by
// the similar ones it passed (at most a third of its own), or by all it passed (other
// plans of the counterparty and strays, a few times its own), so it stops early.
const hopeless = (picked: number, skipped: number, passed: number) =>
  skipped > picked + 2 || passed > 8 * picked + 8;

// Walks back from `charges[start]` period by period, taking in each period's window the
// charge nearest in amount to the one after it; stops at the first period with none.
function walkBack(charges: readonly Charge[], start: number, schedule: Schedule): Series {
  const { spec } = schedule;
  const first = charges[start]!;
  const picked = [first];
  const offsets = [first.day - scheduleDay(schedule, 0)];
  let reference = first.amountMinor;
  let skipped = 0;
  for (let later = start + 1; later < charges.length; later += 1) {
    if (similar(charges[later]!.amountMinor, reference)) skipped += 1;
  }
  let index = start - 1;
  let passed = 0;
  for (let steps = 1; index >= 0 && !hopeless(picked.length, skipped, passed); steps += 1) {
    const due = scheduleDay(schedule, -steps);
    while (index >= 0 && charges[index]!.day > due + spec.late) {
      if (similar(charges[index]!.amountMinor, reference)) skipped += 1;
      passed += 1;
      index -= 1;
    }
    let best = -1;
    for (; index >= 0 && charges[index]!.day >= due - spec.early; index -= 1) {
      const amount = charges[index]!.amountMinor;
      const nearer =
        best < 0 || Math.abs(amount - reference) < Math.abs(charges[best]!.amountMinor - reference);
      const dropped = nearer ? best : index;
      if (dropped >= 0 && similar(charges[dropped]!.amountMinor, reference)) skipped += 1;
      if (nearer) best = index;
    }
    if (best < 0) break;
    picked.push(charges[best]!);
    offsets.push(charges[best]!.day - due);
    reference = charges[best]!.amountMinor;
  }
  return { charges: picked.reverse(), schedule, offsets: offsets.reverse(), skipped };
}

const totalOffset = (series: Series) =>
  series.offsets.reduce((sum, offset) => sum + Math.abs(offset), 0);

// More charges first, then fewer left out, then closer to the schedule, then the spec listed first.
function better(a: Series, b: Series): boolean {
  if (a.charges.length !== b.charges.length) return a.charges.length > b.charges.length;
  if (a.skipped !== b.skipped) return a.skipped < b.skipped;
  return totalOffset(a) < totalOffset(b);
}

/**
 * Weekly charges land on their weekday but for a holiday: on average a day late at most,
 * where charges that merely happen to fall a week apart land anywhere in their window.
 */
const MAX_MEAN_WEEKLY_OFFSET = 1;

const meanOffset = (walk: Series) =>
  walk.offsets.reduce((sum, offset) => sum + Math.abs(offset), 0) / walk.offsets.length;

// A walk long enough for its period that leaves out few similar charges; weekly charges
// keep to their weekday.
function isRegular(walk: Series, spec: PeriodSpec): boolean {
  if (walk.charges.length < spec.minCharges) return false;
  if (walk.skipped > MAX_SKIPPED_SHARE * walk.charges.length) return false;
  return spec.unit !== 'weeks' || meanOffset(walk) <= MAX_MEAN_WEEKLY_OFFSET;
}

// Amounts within 20 % of their median, or a lasting step. Weekly charges, and two yearly
// ones alone, are little evidence: they must keep to one price, as shop bills a week or a
// year apart do not.
function amountsFit(walk: Series, spec: PeriodSpec): boolean {
  const onePrice = spec.unit === 'weeks' || (isYearly(spec) && walk.charges.length === 2);
  return onePrice ? atOnePrice(walk.charges) : amountsAgree(walk.charges);
}

// Where a series may end: each of the last 3 charges, and each charge no later one of a
// similar amount follows (the last of a plan that stopped, or of one of several plans).
// Amounts are compared by bands of 20 %, a neighbouring band counting as similar.
function startsOf(charges: readonly Charge[]): number[] {
  const starts: number[] = [];
  const laterBands = new Set<number>();
  for (let index = charges.length - 1; index >= 0; index -= 1) {
    const band = Math.floor(Math.log(Math.max(1, charges[index]!.amountMinor)) / BAND_WIDTH);
    const latest = !laterBands.has(band - 1) && !laterBands.has(band) && !laterBands.has(band + 1);
    if (index >= charges.length - 3 || (latest && starts.length < MAX_STARTS)) starts.push(index);
    laterBands.add(band);
  }
  return starts;
}

/** The most places a group's series are looked for from (the latest first). */
const MAX_STARTS = 12;

const BAND_WIDTH = Math.log(1 + AMOUNT_TOLERANCE);

// The walk, when its amounts fit; else its latest charges at one price (after a first
// month at an introductory price, or an old plan), however few.
function agreeingPart(walk: Series, spec: PeriodSpec): Series {
  if (amountsFit(walk, spec)) return walk;
  const from = lastLevelStart(walk.charges);
  return { ...walk, charges: walk.charges.slice(from), offsets: walk.offsets.slice(from) };
}

// True when `whole` has charges after the first of `part` that `part` leaves out: `part`
// is every third month of a monthly bill, or some months in its middle, not its latest.
function leavesOut(part: Series, whole: Series): boolean {
  const own = new Set(part.charges);
  const first = part.charges[0]!.day;
  return whole.charges.some((charge) => !own.has(charge) && charge.day > first);
}

// The longest regular walk whose amounts agree; none when it is only part of a longer
// regular walk whose amounts do not (every third month of a bill that varies, or its last
// months, which happen to be close).
function bestSeries(charges: readonly Charge[]): Series | null {
  let agreeing: Series | null = null;
  let regular: Series | null = null;
  for (const start of startsOf(charges)) {
    for (const spec of PERIOD_SPECS) {
      for (const schedule of schedulesThrough(charges[start]!.date, spec)) {
        const walk = walkBack(charges, start, schedule);
        if (!isRegular(walk, spec)) continue;
        if (regular === null || better(walk, regular)) regular = walk;
        const part = agreeingPart(walk, spec);
        const fits = isRegular(part, spec) && amountsFit(part, spec);
        if (fits && (agreeing === null || better(part, agreeing))) {
          agreeing = part;
        }
      }
    }
  }
  if (agreeing === null || regular === null || agreeing === regular) return agreeing;
  if (amountsAgree(regular.charges) || !within(agreeing, regular)) return agreeing;
  // Part of a longer bill whose amounts vary: its latest run at one price only, longer
  // than what went before it, never some months in its middle or every other or third
  // charge of it.
  const onePrice = atOnePrice(agreeing.charges);
  const longer = agreeing.charges.length * 2 >= regular.charges.length;
  return leavesOut(agreeing, regular) || !onePrice || !longer ? null : agreeing;
}

const within = (part: Series, whole: Series) => {
  const all = new Set(whole.charges);
  return part.charges.every((charge) => all.has(charge));
};

/**
 * The series among one counterparty's charges in one currency (oldest first), the longest
 * first: charges one period apart, each up to 3 days late (a year apart: within 7 days),
 * none missing, amounts within 20 % of their median or a lasting price step. Charges of
 * other amounts in between (a one-off purchase from the same shop) are passed over; many
 * of a similar amount (coffee every day) mean no series.
 *
 * @example
 * findSeries(monthlyNetflixCharges); // [{ charges, schedule: { spec: monthly, anchorDay: 5, ... }, ... }]
 */
export function findSeries(charges: readonly Charge[]): Series[] {
  if (tooDense(charges)) return [];
  const found: Series[] = [];
  let left = [...charges];
  while (left.length >= 2 && found.length < MAX_SERIES_PER_GROUP) {
    const series = bestSeries(left);
    if (series === null) break;
    found.push(series);
    const used = new Set(series.charges);
    left = left.filter((charge) => !used.has(charge));
  }
  return found.filter(
    (series) => strayCharges(series, left) <= MAX_STRAY_SHARE * series.charges.length,
  );
}

/**
 * At most {@link MAX_SERIES_PER_GROUP} weekly series with half as many stray charges again
 * fit in a span: a counterparty charged more often than that (a supermarket every other
 * day) holds no series that {@link findSeries} would keep, and is passed over at once.
 */
function tooDense(charges: readonly Charge[]): boolean {
  if (charges.length < 2) return false;
  const weeks = (charges[charges.length - 1]!.day - charges[0]!.day) / 7 + 1;
  return charges.length > MAX_SERIES_PER_GROUP * (1 + MAX_STRAY_SHARE) * weeks;
}

/**
 * A series may have at most half as many other charges of its counterparty in its span as
 * it has charges: a shop paid on most days (groceries, fuel, a restaurant) holds chains of
 * charges that happen to fall a period apart, among many that do not (irregular
 * shopping is no subscription).
 */
const MAX_STRAY_SHARE = 1 / 2;

// The charges of no series that fall within a series' span, its first period included.
function strayCharges(series: Series, left: readonly Charge[]): number {
  const first = series.charges[0]!.day - (series.charges[1]!.day - series.charges[0]!.day);
  const last = series.charges[series.charges.length - 1]!.day;
  return left.filter((charge) => charge.day >= first && charge.day <= last).length;
}
