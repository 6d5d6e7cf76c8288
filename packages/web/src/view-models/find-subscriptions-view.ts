import type {
  Discovery,
  DiscoveryAlert,
  DiscoveryEvidence,
  DiscoveryPriceChange,
  DiscoverySuggestion,
} from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import type { Formatters } from '../format/formatters.js';

/**
 * The findings of one bank export the web keeps for the member who uploaded it (at
 * most an hour), with what they did about them since.
 */
export interface KeptFindings {
  filename: string;
  discovery: Discovery;
  /** When the findings are forgotten (ms since the epoch). */
  expiresAtMs: number;
  /** Suggestions added, by their index: the subscription each became. */
  added: Record<number, { id: string; name: string }>;
  /** Suggestions the member said are no subscription, by index. */
  dismissed: number[];
  /** Matches whose new payments were recorded, by index. */
  recorded: number[];
}

/** One charge of a finding, as its table shows it. */
export interface ChargeRow {
  date: string;
  amount: string;
  text: string;
}

/** A suggestion as its card shows it. */
export interface SuggestionCard {
  index: number;
  name: string;
  price: string;
  period: string;
  next: string;
  likelihood: { words: string; tone: 'positive' | 'neutral' | 'waiting' };
  history: string;
  priceChange: string | null;
  charges: ChargeRow[];
  /** The subscription it became, once added. */
  added: { href: string } | null;
}

/** A tracked subscription the export shows, as its card shows it. */
export interface MatchCard {
  index: number;
  name: string;
  href: string;
  history: string;
  /** The charges its payment history lacks, to record. */
  newPayments: ChargeRow[];
  recorded: boolean;
  priceChange: string | null;
  charges: ChargeRow[];
}

/** An alert in words, with the subscription it is about. */
export interface AlertRow {
  text: string;
  name: string;
  href: string;
}

/** Everything the findings part of the screen shows. */
export interface FindingsView {
  /** "“Umsaetze.csv”: 673 bookings from 21 Nov 2025 to 20 Nov 2026." */
  summary: string;
  alerts: AlertRow[];
  suggestions: SuggestionCard[];
  matches: MatchCard[];
}

/** How often a suggestion bills, in words: "monthly", "every 3 months", "every 2 weeks". */
export function periodWords(
  s: Pick<DiscoverySuggestion, 'period' | 'intervalCount' | 'customDate'>,
  t: Translate,
): string {
  if (s.period === 'custom') {
    const days = Number(s.customDate);
    return days % 7 === 0
      ? t('find.period.weeks', { count: days / 7 })
      : t('find.period.days', { count: days });
  }
  const count = s.intervalCount ?? 1;
  return s.period === 'monthly'
    ? t('find.period.months', { count })
    : t('find.period.years', { count });
}

/** How sure a suggestion is, in words a person uses (never the number itself). */
export function likelihoodOf(confidence: number, t: Translate): SuggestionCard['likelihood'] {
  if (confidence >= 0.85) return { words: t('find.likelihood.veryLikely'), tone: 'positive' };
  if (confidence >= 0.7) return { words: t('find.likelihood.likely'), tone: 'neutral' };
  return { words: t('find.likelihood.possible'), tone: 'waiting' };
}

function chargeRows(
  evidence: readonly DiscoveryEvidence[],
  currency: DiscoverySuggestion['currency'],
  format: Formatters,
): ChargeRow[] {
  // Newest first, as a bank lists them.
  return [...evidence].reverse().map((charge) => ({
    date: format.date(charge.date),
    amount: format.money(charge.amount, currency),
    text: charge.text,
  }));
}

function changeWords(
  change: DiscoveryPriceChange | null,
  currency: DiscoverySuggestion['currency'],
  format: Formatters,
  t: Translate,
): string | null {
  if (change === null) return null;
  return t('find.priceChange', {
    direction: change.to > change.from ? 'rose' : 'fell',
    from: format.money(change.from, currency),
    to: format.money(change.to, currency),
    date: format.date(change.on),
  });
}

function alertText(
  alert: DiscoveryAlert,
  currency: DiscoverySuggestion['currency'],
  format: Formatters,
  t: Translate,
) {
  return t('find.alert', {
    kind: alert.kind,
    amount: format.money(alert.amount, currency),
    date: format.date(alert.date),
  });
}

/** A tracked subscription's name and currency, as the findings name it. */
export interface TrackedSubscription {
  name: string;
  currency: DiscoverySuggestion['currency'];
}

/**
 * The kept findings as the screen shows them: the file and its dates, alerts first
 * (in words, with the subscription they are about), then the suggestions not dismissed
 * (each with its price, period, next date, how likely and its charges) and the tracked
 * subscriptions found (with the charges their history lacks). `tracked` names the account's
 * subscriptions by id; one deleted since is left out.
 */
export function findingsView(
  kept: KeptFindings,
  tracked: ReadonlyMap<string, TrackedSubscription>,
  format: Formatters,
  t: Translate,
): FindingsView {
  const { discovery } = kept;
  const dismissed = new Set(kept.dismissed);
  const href = (id: string) => `/subscriptions/${id}`;
  const suggestions = discovery.suggestions.flatMap((s, index): SuggestionCard[] => {
    if (dismissed.has(index)) return [];
    const added = kept.added[index];
    const first = s.evidence[0];
    return [
      {
        index,
        name: s.name,
        price: format.money(s.amount, s.currency),
        period: periodWords(s, t),
        next: format.date(s.nextPaymentDate),
        likelihood: likelihoodOf(s.confidence, t),
        history: first
          ? t('find.suggestion.history', {
              count: s.evidence.length,
              date: format.date(first.date),
            })
          : t('find.suggestion.history.undated', { count: s.evidence.length }),
        priceChange: changeWords(s.priceChange, s.currency, format, t),
        charges: chargeRows(s.evidence, s.currency, format),
        added: added ? { href: href(added.id) } : null,
      },
    ];
  });
  const recorded = new Set(kept.recorded);
  const matches = discovery.matches.flatMap((m, index): MatchCard[] => {
    const subscription = tracked.get(m.subscriptionId);
    if (subscription === undefined) return [];
    const { currency } = subscription;
    return [
      {
        index,
        name: subscription.name,
        href: href(m.subscriptionId),
        history: t('find.match.history', { count: m.evidence.length }),
        newPayments: chargeRows(
          m.newPayments.map((p) => ({ date: p.dueOn, amount: p.amount, text: '' })),
          currency,
          format,
        ),
        recorded: recorded.has(index),
        priceChange: changeWords(m.priceChange, currency, format, t),
        charges: chargeRows(m.evidence, currency, format),
      },
    ];
  });
  const alerts = discovery.alerts.flatMap((alert): AlertRow[] => {
    const subscription = tracked.get(alert.subscriptionId);
    if (subscription === undefined) return [];
    return [
      {
        name: subscription.name,
        href: href(alert.subscriptionId),
        text: alertText(alert, subscription.currency, format, t),
      },
    ];
  });
  return {
    summary: t(kept.filename ? 'find.summary.file' : 'find.summary', {
      file: kept.filename,
      count: discovery.transactions,
      dated: discovery.from === null ? 'no' : 'yes',
      from: discovery.from === null ? '' : format.date(discovery.from),
      to: discovery.from === null ? '' : format.date(discovery.to ?? discovery.from),
    }),
    alerts,
    suggestions,
    matches,
  };
}
