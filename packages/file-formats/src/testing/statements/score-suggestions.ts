import type { DiscoverySuggestion } from '@subtrack/domain';
import type { PlantedSubscription } from './generate-statement.js';
import type { PlantedPeriod } from './planted-subscriptions.js';

/** How a statement's suggestions compare with what was planted in it. */
export interface SuggestionScore {
  /** Suggestions of a planted subscription, with its period. */
  truePositives: number;
  /** Suggestions of anything else (or of a planted one with another period). */
  falsePositives: number;
  /** Planted subscriptions no suggestion found. */
  falseNegatives: number;
  /** What went wrong, one line each (for reading, not for counting). */
  mistakes: string[];
}

const wordsOf = (name: string) =>
  new Set(
    name
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );

function samePeriod(suggestion: DiscoverySuggestion, period: PlantedPeriod): boolean {
  if (period.unit === 'weeks') {
    return suggestion.period === 'custom' && suggestion.customDate === String(7 * period.count);
  }
  if (period.unit === 'years')
    return suggestion.period === 'yearly' && suggestion.intervalCount === 1;
  return suggestion.period === 'monthly' && suggestion.intervalCount === period.count;
}

const describePeriod = (s: DiscoverySuggestion) =>
  s.period === 'custom' ? `every ${s.customDate} days` : `${s.period} x${s.intervalCount}`;

/**
 * Scores suggestions against planted subscriptions: a suggestion is right when its name
 * holds every word of a planted subscription's brand (as every way its bank writes it
 * does) and its billing period is the planted one; each planted subscription is found
 * once at most.
 */
export function scoreSuggestions(
  suggestions: readonly DiscoverySuggestion[],
  planted: readonly PlantedSubscription[],
): SuggestionScore {
  const unfound = [...planted];
  const mistakes: string[] = [];
  let truePositives = 0;
  for (const suggestion of suggestions) {
    const words = wordsOf(suggestion.name);
    const index = unfound.findIndex(
      (p) =>
        p.brand.split(' ').every((word) => words.has(word)) && samePeriod(suggestion, p.period),
    );
    if (index < 0) {
      mistakes.push(
        `suggested ${suggestion.name} ${suggestion.amount} ${describePeriod(suggestion)}`,
      );
      continue;
    }
    truePositives += 1;
    unfound.splice(index, 1);
  }
  for (const p of unfound)
    mistakes.push(`missed ${p.brand} ${p.amountMinor / 100} ${p.period.unit} x${p.period.count}`);
  return {
    truePositives,
    falsePositives: suggestions.length - truePositives,
    falseNegatives: unfound.length,
    mistakes,
  };
}
