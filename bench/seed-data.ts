/**
 * Realistic subscription mixes for the benchmark: weighted currencies, periods and
 * statuses, a catalogue of service names (so duplicate groups exist), dates spread over
 * the next year. Deterministic for a given seed so runs compare.
 */
import type { Currency, Period, Subscription, SubscriptionStatus } from '@subtrack/domain';

const SERVICES = [
  'Netflix',
  'Spotify',
  'YouTube Premium',
  'Disney+',
  'Apple Music',
  'iCloud+',
  'Google One',
  'Dropbox',
  'GitHub Copilot',
  'ChatGPT Plus',
  'Notion',
  'Figma',
  'Adobe Creative Cloud',
  'Microsoft 365',
  '1Password',
  'Bitwarden',
  'NordVPN',
  'Audible',
  'Kindle Unlimited',
  'HBO Max',
  'Paramount+',
  'Crunchyroll',
  'Duolingo',
  'Headspace',
  'Strava',
  'Peloton',
  'Gym membership',
  'Mobile plan',
  'Home internet',
  'Cloud server',
  'Domain renewal',
  'Newspaper',
  'Bilibili',
  'iQIYI',
  'Tencent Video',
  'Baidu Netdisk',
  'Xbox Game Pass',
  'PlayStation Plus',
  'Nintendo Online',
  'Setapp',
  'Evernote',
  'Todoist',
  'Grammarly',
];
const CATEGORIES = [
  'Streaming',
  'Music',
  'Cloud',
  'Software',
  'Security',
  'Health',
  'News',
  'Gaming',
  'Utilities',
  'Education',
];
const CURRENCY_WEIGHTS: Array<[Currency, number]> = [
  ['USD', 30],
  ['EUR', 20],
  ['CNY', 15],
  ['GBP', 10],
  ['JPY', 8],
  ['AUD', 5],
  ['CAD', 4],
  ['CHF', 3],
  ['HKD', 3],
  ['SGD', 2],
];
const PERIOD_WEIGHTS: Array<[Period, number]> = [
  ['monthly', 70],
  ['yearly', 25],
  ['custom', 5],
];
const STATUS_WEIGHTS: Array<[SubscriptionStatus, number]> = [
  ['active', 80],
  ['paused', 10],
  ['cancelled', 10],
];

/** A small deterministic PRNG (mulberry32): the same seed gives the same data set. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, table: Array<[T, number]>): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of table) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return table[table.length - 1]![0];
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function isoDateInDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** `count` subscriptions for one account, created over the last year, renewing over the next. */
export function makeSubscriptions(options: {
  accountId: string;
  count: number;
  now: Date;
  newId: () => string;
  seed?: number;
}): Subscription[] {
  const random = seededRandom(options.seed ?? 42);
  const out: Subscription[] = [];
  for (let i = 0; i < options.count; i++) {
    const period = weighted(random, PERIOD_WEIGHTS);
    const nextPaymentDate = isoDateInDays(options.now, Math.floor(random() * 365));
    const day = Number(nextPaymentDate.slice(8, 10));
    const createdAt = new Date(options.now.getTime() - Math.floor(random() * 365 * 86_400_000));
    const isTrial = random() < 0.03;
    out.push({
      id: options.newId(),
      accountId: options.accountId,
      name: `${pick(random, SERVICES)}${random() < 0.5 ? '' : ` ${Math.floor(random() * 500)}`}`,
      category: pick(random, CATEGORIES),
      amountMinor: 99 + Math.floor(random() * (period === 'yearly' ? 30_000 : 5_000)),
      currency: weighted(random, CURRENCY_WEIGHTS),
      period,
      nextPaymentDate,
      billingAnchorDay: period === 'custom' ? null : day,
      customDays: period === 'custom' ? pick(random, [7, 14, 28, 30, 90]) : null,
      notificationEnabled: random() < 0.9,
      status: weighted(random, STATUS_WEIGHTS),
      isTrial,
      trialEndsOn: isTrial ? isoDateInDays(options.now, Math.floor(random() * 30)) : null,
      intervalCount: 1,
      endsOn: null,
      noticeDays: null,
      remindDaysBefore: null,
      startedOn: null,
      hasLogo: false,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      version: 1,
    });
  }
  return out;
}
