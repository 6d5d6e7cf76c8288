import { addDays, discoverSubscriptions } from '@subtrack/domain';
import { readStatement } from '../../statements/read-statement.js';
import { generateStatement } from './generate-statement.js';
import { scoreSuggestions } from './score-suggestions.js';
import { LAYOUT_CURRENCY, type StatementLayout, writeStatement } from './write-statement.js';

/** The suggestions of one layout's statements against what was planted in them. */
export interface LayoutQuality {
  layout: StatementLayout;
  statements: number;
  transactions: number;
  planted: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Right suggestions among all suggestions (1 when there were none). */
  precision: number;
  /** Planted subscriptions found among all planted (1 when none were). */
  recall: number;
  /** What went wrong, `seed: ...` a line. */
  mistakes: string[];
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * Generates one labelled statement per seed, writes it in `layout`, reads it back as the
 * server would, runs detection the day after it ends and scores the suggestions.
 *
 * @example
 * await measureQuality('dkb', [1, 2, 3]); // { precision: 1, recall: 1, ... }
 */
export async function measureQuality(
  layout: StatementLayout,
  seeds: readonly number[],
): Promise<LayoutQuality> {
  const totals = {
    transactions: 0,
    planted: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
  };
  const mistakes: string[] = [];
  for (const seed of seeds) {
    const statement = generateStatement({ seed, currency: LAYOUT_CURRENCY[layout] });
    const transactions = readStatement({ bytes: writeStatement(statement, layout), format: null });
    const { suggestions } = await discoverSubscriptions({
      transactions,
      tracked: [],
      payments: [],
      today: addDays(statement.to, 1),
    });
    const score = scoreSuggestions(suggestions, statement.planted);
    totals.transactions += transactions.length;
    totals.planted += statement.planted.length;
    totals.truePositives += score.truePositives;
    totals.falsePositives += score.falsePositives;
    totals.falseNegatives += score.falseNegatives;
    mistakes.push(...score.mistakes.map((mistake) => `${seed}: ${mistake}`));
  }
  return {
    layout,
    statements: seeds.length,
    ...totals,
    precision: share(totals.truePositives, totals.truePositives + totals.falsePositives),
    recall: share(totals.truePositives, totals.planted),
    mistakes,
  };
}
