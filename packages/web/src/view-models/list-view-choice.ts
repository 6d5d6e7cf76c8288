/** How the subscriptions list is drawn: a table (the default) or a grid of cards. */
export type ListView = 'table' | 'cards';

/** The cookie that remembers the member's choice on this browser for a year. */
export const LIST_VIEW_COOKIE = 'subtrack_list_view';
export const LIST_VIEW_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const isListView = (value: unknown): value is ListView => value === 'table' || value === 'cards';

/**
 * The view to draw: the address's `view` when it names one (a click on the switch, to be
 * remembered), else the remembered one, else the table. `remember` is set when the
 * address chose, so the route stores it.
 */
export function chooseListView(
  fromAddress: unknown,
  remembered: string | undefined,
): { view: ListView; remember: boolean } {
  if (isListView(fromAddress)) return { view: fromAddress, remember: fromAddress !== remembered };
  return { view: isListView(remembered) ? remembered : 'table', remember: false };
}
