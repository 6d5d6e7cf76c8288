/**
 * The texts of reminders in one language. Placeholders in braces (`{name}`,
 * `{amount}`, `{date}`, `{renewalDate}`, `{when}`, `{period}`, `{days}`, `{count}`) are
 * filled by `fillTemplate`; a catalog is data, so a new language is a new file, not new
 * code.
 */
export interface MessageCatalog {
  renewalTitle: string;
  renewalBody: string;
  trialTitle: string;
  trialBody: string;
  /**
   * The last day to cancel before a renewal under a notice period: `{date}` is
   * that day, `{renewalDate}` and `{amount}` the renewal it avoids.
   */
  cancelByTitle: string;
  cancelByBody: string;
  /** One line of a digest per reminder. */
  renewalLine: string;
  trialLine: string;
  cancelByLine: string;
  today: string;
  tomorrow: string;
  inDays: string;
  perMonth: string;
  perYear: string;
  /** A period of several months or years (`{count}` of them). */
  everyMonths: string;
  everyYears: string;
  everyDays: string;
  /** A digest's title by plural category (`Intl.PluralRules`); `other` is required. */
  digestTitle: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  testTitle: string;
  testBody: string;
}

/**
 * Replaces each `{key}` of `template` with `values[key]`; an unknown key stays as it is,
 * so a catalog typo shows in a test instead of vanishing.
 *
 * @example
 * fillTemplate('{name} renews {when}', { name: 'Netflix', when: 'today' }); // 'Netflix renews today'
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
