import type { BankTransaction } from './bank-transaction.js';

// Word starts (German compounds: "Übertrag auf Tagesgeldkonto", "Umbuchung Sparkonto") and
// whole words (English, French, Spanish) that mark money moved to one's own accounts (D56).
// Each list is a regular expression's alternatives: letters and spaces between bars.
const OWN_ACCOUNT_STEMS =
  'sparen|übertrag|uebertrag|umbuchung|sparkonto|tagesgeld|sparplan|kreditkartenabrechnung';
const OWN_ACCOUNT_WORDS =
  'savings|own account|eigenes konto|virement interne|épargne|epargne|ahorro|traspaso|credit card payment';

// Regular payments that are not subscriptions: rent, loans, cash and tax (a choice of ours,
// written down in docs/decisions.md).
const OTHER_STEMS = 'miete|kaltmiete|warmmiete|darlehen|tilgung|bargeld|geldautomat|finanzamt';
const OTHER_WORDS = 'rent|loyer|alquiler|loan|mortgage|hypothek|kredit|atm|cash withdrawal';

const wordPattern = (stems: string, words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:${stems})|(?:${words})(?![\\p{L}\\p{N}]))`, 'iu');

const OWN_ACCOUNT = wordPattern(OWN_ACCOUNT_STEMS, OWN_ACCOUNT_WORDS);
const NOT_A_SUBSCRIPTION = wordPattern(OTHER_STEMS, OTHER_WORDS);

/**
 * True when a transaction moved money between the owner's own accounts: the file says so,
 * or its words do ("Übertrag", "Umbuchung", "savings", "Tagesgeld").
 *
 * @example
 * isOwnAccountTransfer({ payee: 'Max Mustermann', text: 'Umbuchung auf Tagesgeld', ownAccountTransfer: undefined }); // true
 */
export function isOwnAccountTransfer(
  transaction: Pick<BankTransaction, 'payee' | 'text' | 'ownAccountTransfer'>,
): boolean {
  return (
    transaction.ownAccountTransfer === true ||
    OWN_ACCOUNT.test(transaction.payee) ||
    OWN_ACCOUNT.test(transaction.text)
  );
}

/**
 * True when a debit can be no subscription: a transfer to the owner's own accounts, rent, a
 * loan, a cash withdrawal or tax. Income never is one either; callers take debits only.
 *
 * @example
 * isNeverASubscription({ payee: 'Hausverwaltung Schmidt', text: 'Miete Januar', ownAccountTransfer: undefined }); // true
 */
export function isNeverASubscription(
  transaction: Pick<BankTransaction, 'payee' | 'text' | 'ownAccountTransfer'>,
): boolean {
  return (
    isOwnAccountTransfer(transaction) ||
    NOT_A_SUBSCRIPTION.test(transaction.payee) ||
    NOT_A_SUBSCRIPTION.test(transaction.text)
  );
}
