/**
 * The "Remind me (days before)" text of a stored list: `[7, 1]` is "7, 1"; none (the
 * account's setting applies) is empty.
 */
export function reminderDaysText(days: readonly number[] | undefined): string {
  return days === undefined ? '' : days.join(', ');
}

/**
 * The typed "7, 1" (commas or spaces between) as the API's list of numbers, for the
 * domain to check (up to 3 distinct whole numbers 0-60). Text that is no number becomes
 * NaN, which the domain refuses with its own message.
 *
 * @example reminderDaysList('7, 1') // [7, 1]
 */
export function reminderDaysList(typed: string): number[] {
  return typed
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}
