import type { Series } from './find-series.js';
import { median, samePrice } from './price-levels.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

// How far the amounts of each price level stray from the level's median, at most.
function amountSpread(series: Series): number {
  let spread = 0;
  let level: number[] = [];
  const measure = () => {
    const middle = median(level);
    for (const amount of level) spread = Math.max(spread, Math.abs(amount - middle) / middle);
  };
  for (const { amountMinor } of series.charges) {
    if (level.length > 0 && !samePrice(level[level.length - 1]!, amountMinor)) {
      measure();
      level = [];
    }
    level.push(amountMinor);
  }
  measure();
  return spread;
}

/**
 * How sure a series is a subscription, 0 to 1 in hundredths: more charges, charges on
 * their schedule's day, steady amounts and no similar charges left out make it surer.
 * Three monthly charges on the day at one price give 0.75; twelve give 0.92.
 */
export function seriesConfidence(series: Series): number {
  const count = series.charges.length;
  const byCount = count / (count + 1);
  const meanOffset =
    series.offsets.reduce((sum, offset) => sum + Math.abs(offset), 0) / series.offsets.length;
  const onTime = 1 - 0.05 * meanOffset;
  const steady = 1 - amountSpread(series);
  const alone = count / (count + series.skipped);
  return round2(Math.max(0, byCount * onTime * steady * alone));
}
