import { addDays, addMonthsAnchored, type CalendarDate, daysBetween } from '@subtrack/domain';
import {
  type PlantedPeriod,
  SUBSCRIPTION_KINDS,
  type SubscriptionKind,
} from './planted-subscriptions.js';
import { SeededRandom } from './seeded-random.js';
import {
  CITIES,
  FRIENDS,
  LANDLORDS,
  ONE_OFF_SHOPS,
  RESTAURANTS,
  SUPERMARKETS,
} from './statement-noise.js';

/** One booking of a generated statement, with what each file format writes of it. */
export interface StatementRow {
  date: CalendarDate;
  /** Integer hundredths, negative for money out. */
  amountMinor: number;
  currency: string;
  payee: string;
  purpose: string;
  /** The counterparty's account, when a bank shows one. */
  iban: string;
  /** How the bank books it. */
  kind: 'direct debit' | 'card' | 'standing order' | 'transfer' | 'credit' | 'cash';
  /**
   * Only a current account holds it (salary, rent, a loan, savings, cash): a card's
   * statement, or a second account such as Revolut's, does not.
   */
  currentAccountOnly?: true;
}

/** A subscription planted in a statement: what a suggestion must find. */
export interface PlantedSubscription {
  brand: string;
  period: PlantedPeriod;
  /** The latest price, in hundredths. */
  amountMinor: number;
  charges: number;
}

/** A generated statement and the answer detection should give. */
export interface LabelledStatement {
  rows: StatementRow[];
  planted: PlantedSubscription[];
  owner: { name: string; iban: string; savingsIban: string };
  from: CalendarDate;
  to: CalendarDate;
}

/** What a statement is made of. */
export interface StatementOptions {
  seed: number;
  /** The last booking day. */
  to?: CalendarDate;
  months?: number;
  currency?: string;
}

const OWNER = {
  name: 'Max Mustermann',
  iban: 'DE12500105170648489890',
  savingsIban: 'DE02120300000000202051',
};

const dayOfWeek = (date: CalendarDate) => ((daysBetween('1970-01-04', date) % 7) + 7) % 7;

// A bank books a due date on a weekend the Monday after; a card charge a day or two late.
function booked(due: CalendarDate, random: SeededRandom, card: boolean): CalendarDate {
  const weekday = dayOfWeek(due);
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return addDays(due, Math.min(3, shift + (card ? random.int(0, 1) : 0)));
}

function dueDates(start: CalendarDate, period: PlantedPeriod, to: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  const anchor = Number(start.slice(8, 10));
  for (let step = 0; ; step += 1) {
    const due =
      period.unit === 'weeks'
        ? addDays(start, step * 7 * period.count)
        : addMonthsAnchored(
            start,
            step * period.count * (period.unit === 'years' ? 12 : 1),
            anchor,
          );
    if (due > to) return dates;
    dates.push(due);
  }
}

const periodDays = (period: PlantedPeriod) =>
  period.unit === 'weeks' ? 7 * period.count : period.unit === 'months' ? 30 * period.count : 365;

function fill(template: string, random: SeededRandom, date: CalendarDate): string {
  return template
    .replaceAll('{ref}', random.code(6))
    .replaceAll('{card}', `XXXX${random.int(1000, 9999)}`)
    .replaceAll('{date}', `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`)
    .replaceAll('{n}', String(random.int(100_000, 9_999_999)));
}

/** A whole-euro-and-cents amount around `base`, as a shop's total is. */
const around = (random: SeededRandom, min: number, max: number) => -random.int(min, max);

/**
 * A year or two of one person's current account: planted subscriptions (monthly, quarterly,
 * yearly, weekly, every 2 weeks; booked late after weekends, by card a day late, some with
 * a lasting price rise, some charged in converted dollars) among what is not one: salary,
 * rent, a loan, transfers to savings, groceries several times a week, a daily coffee at one
 * price, restaurants, fuel, cash, utilities whose bills vary, one-off purchases, a
 * subscription cancelled months ago. Descriptions carry card numbers, references and dates
 * as banks print them. The same seed gives the same statement.
 */
export function generateStatement(options: StatementOptions): LabelledStatement {
  const random = new SeededRandom(options.seed);
  const to = options.to ?? '2026-11-27';
  const months = options.months ?? random.int(12, 24);
  const from = addDays(addMonthsAnchored(to, -months, Number(to.slice(8, 10))), 1);
  const currency = options.currency ?? 'EUR';
  const rows: StatementRow[] = [];
  const add = (row: Omit<StatementRow, 'currency' | 'iban'> & { iban?: string }) => {
    if (row.date >= from && row.date <= to) rows.push({ iban: '', currency, ...row });
  };
  const span = daysBetween(from, to);
  const dayIn = (first = 0, last = span) => addDays(from, random.int(first, last));

  // Planted subscriptions, each brand once, running until the end of the statement.
  const kinds = [...SUBSCRIPTION_KINDS].sort(() => random.next() - 0.5);
  const brands = new Set<string>();
  const chosen: SubscriptionKind[] = [];
  const count = random.int(6, 12);
  for (const kind of kinds) {
    if (chosen.length >= count) break;
    if (brands.has(kind.brand)) continue;
    if (kind.period.unit === 'years' && span < 400) continue;
    brands.add(kind.brand);
    chosen.push(kind);
  }
  // Cancelled months ago: one that would have charged twice more since (not a yearly one).
  const cancelled = kinds.find((kind) => !brands.has(kind.brand) && kind.period.unit !== 'years')!;
  const planted: PlantedSubscription[] = [];
  for (const kind of chosen) {
    const minSpan = kind.period.unit === 'years' ? 366 : periodDays(kind.period) * 3;
    const start = random.chance(0.7) ? dayIn(0, 27) : dayIn(0, Math.max(0, span - minSpan - 7));
    const dues = dueDates(start, kind.period, addDays(to, -3));
    if (dues.length < (kind.period.unit === 'years' ? 2 : 3)) continue;
    const [payee, purpose] = random.pick(kind.texts);
    let amount = random.pick(kind.amounts);
    const rise = dues.length >= 4 && kind.period.unit !== 'years' && random.chance(0.2);
    const riseAt = rise ? random.int(1, dues.length - 2) : dues.length;
    dues.forEach((due, index) => {
      if (index === riseAt) amount = Math.round(amount * (1.1 + random.next() * 0.25));
      const charged = kind.converted
        ? Math.round(amount * (1 + (random.next() - 0.5) * 0.03))
        : amount;
      const date = booked(due, random, kind.card ?? false);
      add({
        date,
        amountMinor: -charged,
        payee: fill(payee!, random, date),
        purpose: fill(purpose!, random, date),
        kind: kind.card ? 'card' : 'direct debit',
        iban: kind.card ? '' : 'IE29AIBK93115212345678',
      });
    });
    planted.push({
      brand: kind.brand,
      period: kind.period,
      amountMinor: amount,
      charges: dues.length,
    });
  }
  // A subscription cancelled long before the end: not one to suggest.
  const stop = addDays(to, -random.int(100, 200));
  for (const due of dueDates(dayIn(0, 20), cancelled.period, stop)) {
    const [payee, purpose] = cancelled.texts[0]!;
    add({
      date: booked(due, random, false),
      amountMinor: -cancelled.amounts[0]!,
      payee: fill(payee!, random, due),
      purpose: fill(purpose!, random, due),
      kind: 'direct debit',
    });
  }

  const landlord = random.pick(LANDLORDS);
  const rent = random.int(600, 1400) * 100;
  const savings = random.pick([5000, 10000, 20000, 25000]);
  const loan = random.chance(0.4) ? random.int(150, 400) * 100 : 0;
  const electricity = random.int(50, 120) * 100;
  for (let month = 0; month <= months; month += 1) {
    const first = addMonthsAnchored(from, month, 1).slice(0, 8);
    const on = (day: number) => `${first}${String(day).padStart(2, '0')}`;
    const label = `${on(1).slice(5, 7)}/${on(1).slice(0, 4)}`;
    add({
      date: booked(on(28), random, false),
      amountMinor: random.int(310_000, 330_000),
      payee: 'ACME Software GmbH',
      currentAccountOnly: true,
      purpose: `Lohn/Gehalt ${label}`,
      kind: 'credit',
      iban: 'DE75512108001245126199',
    });
    add({
      date: booked(on(1), random, false),
      amountMinor: -rent,
      payee: landlord,
      currentAccountOnly: true,
      purpose: `Miete ${label} Whg ${random.int(1, 40)}`,
      kind: 'standing order',
      iban: 'DE44500105175407324931',
    });
    add({
      date: booked(on(3), random, false),
      amountMinor: -savings,
      payee: OWNER.name,
      currentAccountOnly: true,
      purpose: random.pick(['Sparen', 'Übertrag auf Tagesgeldkonto', 'Umbuchung Sparkonto']),
      kind: 'standing order',
      iban: OWNER.savingsIban,
    });
    if (loan > 0)
      add({
        date: booked(on(15), random, false),
        amountMinor: -loan,
        payee: 'Santander Consumer Bank AG',
        currentAccountOnly: true,
        purpose: `Darlehen ${random.int(100000, 999999)} Rate ${label}`,
        kind: 'direct debit',
      });
    // Bills that vary by more than a fifth from month to month.
    add({
      date: booked(on(12), random, false),
      amountMinor: -Math.round(electricity * (0.55 + random.next() * 1.05)),
      payee: 'Stadtwerke Strom und Gas',
      purpose: `Abrechnung ${label} Vertragskonto ${random.int(10000, 99999)}`,
      kind: 'direct debit',
    });
    add({
      date: booked(on(20), random, false),
      amountMinor: around(random, 1500, 8900),
      payee: 'congstar',
      purpose: `Rechnung ${label} ${random.code(8)}`,
      kind: 'direct debit',
    });
    if (random.chance(0.6))
      add({
        date: on(random.int(1, 28)),
        amountMinor: -random.pick([5000, 10000, 20000]),
        payee: 'Bargeldauszahlung',
        currentAccountOnly: true,
        purpose: `GA ${random.pick(CITIES)} ${random.int(100, 999)}`,
        kind: 'cash',
      });
    if (random.chance(0.5))
      add({
        date: on(random.int(1, 28)),
        amountMinor: -random.int(1000, 6000),
        payee: random.pick(FRIENDS),
        purpose: 'Danke fürs Essen',
        kind: 'transfer',
      });
    if (random.chance(0.3))
      add({
        date: on(random.int(1, 28)),
        amountMinor: random.int(1500, 12000),
        payee: 'Zalando SE',
        purpose: `Erstattung ${random.code(8)}`,
        kind: 'credit',
      });
  }
  // Everyday card payments on varying days.
  for (let day = 0; day <= span; day += 1) {
    const date = addDays(from, day);
    const card = `Karte 1 ${random.code(4)}`;
    if (random.chance(0.4))
      add({
        date,
        amountMinor: around(random, 400, 14000),
        payee: random.pick(SUPERMARKETS),
        purpose: `${random.int(10000, 99999)}//${random.pick(CITIES)}/DE ${date}T${random.int(10, 21)}:${random.int(10, 59)}:00 ${card}`,
        kind: 'card',
      });
    if (dayOfWeek(date) > 0 && dayOfWeek(date) < 6 && random.chance(0.55))
      add({
        date,
        amountMinor: -340,
        payee: 'SumUp *Café Lotte',
        purpose: `Kartenzahlung ${date} ${card}`,
        kind: 'card',
      });
    if (random.chance(0.2))
      add({
        date,
        amountMinor: around(random, 1200, 8000),
        payee: random.pick(RESTAURANTS),
        purpose: `${date} ${card}`,
        kind: 'card',
      });
    if (random.chance(0.07))
      add({
        date,
        amountMinor: around(random, 3500, 9000),
        payee: `ARAL Station ${random.int(100, 999)}`,
        purpose: card,
        kind: 'card',
      });
    if (random.chance(0.06))
      add({
        date,
        amountMinor: around(random, 500, 25000),
        payee: `AMZN Mktp DE*${random.code(9)}`,
        purpose: `AMZN Mktp DE*${random.code(9)} Amzn.com/bill`,
        kind: 'card',
      });
    if (random.chance(0.04))
      add({
        date,
        amountMinor: around(random, 800, 30000),
        payee: random.pick(ONE_OFF_SHOPS),
        purpose: `${random.code(10)} ${card}`,
        kind: 'card',
      });
    if (random.chance(0.03))
      add({
        date,
        amountMinor: around(random, 1500, 12000),
        payee: 'PayPal (Europe) S.a r.l. et Cie., S.C.A.',
        purpose: `${random.int(1e9, 9e9)} PP.${random.int(1000, 9999)}.PP . Zalando SE, Ihr Einkauf bei Zalando SE`,
        kind: 'direct debit',
      });
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rows, planted, owner: OWNER, from, to };
}
