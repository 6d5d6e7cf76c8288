/**
 * A calendar date written `YYYY-MM-DD` (D5-D9). Dates are values, never a JS `Date` at
 * midnight, so no time zone can shift them. Helpers live beside this type.
 */
export type CalendarDate = string;
