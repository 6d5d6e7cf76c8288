import type { Discovery, DiscoverySuggestion } from '@subtrack/domain';

/** How often a suggestion bills, in words: "monthly", "every 3 months", "every 14 days". */
function periodWords(s: Pick<DiscoverySuggestion, 'period' | 'intervalCount' | 'customDate'>) {
  if (s.period === 'custom') return `every ${s.customDate} days`;
  const count = s.intervalCount ?? 1;
  if (count === 1) return s.period;
  return `every ${count} ${s.period === 'monthly' ? 'months' : 'years'}`;
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/**
 * A discovery as `subtrack discover` prints it: what was read, each suggestion with
 * its price, period, next date and how sure it is, each match with the charges its history
 * lacks, each alert; subscriptions named by `nameOf` (their id when gone).
 */
export function discoveryLines(
  discovery: Discovery,
  nameOf: (subscriptionId: string) => string,
): string[] {
  const lines = [
    discovery.from === null
      ? `Read ${discovery.transactions} transactions.`
      : `Read ${discovery.transactions} transactions from ${discovery.from} to ${discovery.to}.`,
  ];
  lines.push('', `Suggestions (${discovery.suggestions.length}):`);
  for (const s of discovery.suggestions) {
    const change = s.priceChange
      ? `, was ${s.priceChange.from.toFixed(2)} until ${s.priceChange.on}`
      : '';
    lines.push(
      `  ${s.name}: ${money(s.amount, s.currency)} ${periodWords(s)}, next ${s.nextPaymentDate}; ${s.evidence.length} charges, confidence ${s.confidence.toFixed(2)}${change}`,
    );
  }
  if (discovery.suggestions.length === 0) lines.push('  none');
  lines.push('', `Tracked subscriptions found (${discovery.matches.length}):`);
  for (const m of discovery.matches) {
    const missing = m.newPayments.map((p) => `${p.dueOn} ${p.amount.toFixed(2)}`).join(', ');
    lines.push(
      `  ${nameOf(m.subscriptionId)}: ${m.evidence.length} charges; ${m.newPayments.length === 0 ? 'all recorded' : `not recorded yet: ${missing}`}`,
    );
  }
  if (discovery.matches.length === 0) lines.push('  none');
  if (discovery.alerts.length > 0) {
    lines.push('', `Alerts (${discovery.alerts.length}):`);
    const words = {
      charged_after_cancel: 'charged after it was cancelled',
      missed_renewal: 'no charge for the renewal of',
      price_change: 'new price from',
    } as const;
    for (const a of discovery.alerts) {
      lines.push(
        `  ${nameOf(a.subscriptionId)}: ${words[a.kind]} ${a.date} (${a.amount.toFixed(2)})`,
      );
    }
  }
  return lines;
}
