import { type BankTransaction, unreadableStatement } from '@subtrack/domain';
import { amountToMinor } from '../amount-text.js';
import { attribute, child, children, parseXml, textAt, type XmlNode } from '../xml-document.js';

const onlyLetters = (name: string) => name.toLowerCase().replace(/[^\p{L}]+/gu, '');

/** What marks a counterparty as one of the owner's own accounts in one file. */
interface OwnAccounts {
  ibans: Set<string>;
  names: Set<string>;
}

// The party's name, in the versions before 2019 (`Cdtr/Nm`) and after (`Cdtr/Pty/Nm`).
const partyName = (parties: XmlNode | undefined, role: string) =>
  textAt(parties, role, 'Nm') || textAt(parties, role, 'Pty', 'Nm');

const ibanOf = (parties: XmlNode | undefined, role: string) =>
  textAt(parties, `${role}Acct`, 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase();

// An entry's status: `<Sts>BOOK</Sts>` before version 8, `<Sts><Cd>BOOK</Cd></Sts>` since.
const status = (entry: XmlNode) => textAt(entry, 'Sts') || textAt(entry, 'Sts', 'Cd');

// The booking date; the value date only for an entry that gives none.
const bookingDate = (entry: XmlNode) =>
  (
    textAt(entry, 'BookgDt', 'Dt') ||
    textAt(entry, 'BookgDt', 'DtTm') ||
    textAt(entry, 'ValDt', 'Dt')
  ).slice(0, 10);

// One transaction of an entry: a batch booking lists several, each with its own amount.
function transactionOf(
  entry: XmlNode,
  details: XmlNode | undefined,
  own: OwnAccounts,
): BankTransaction {
  const debit = textAt(entry, 'CdtDbtInd') === 'DBIT';
  const amount =
    child(details, 'AmtDtls', 'TxAmt', 'Amt') ?? child(details, 'Amt') ?? child(entry, 'Amt');
  const parties = child(details, 'RltdPties');
  const role = debit ? 'Cdtr' : 'Dbtr';
  const payee = partyName(parties, role) || partyName(parties, `Ultmt${role}`);
  const iban = ibanOf(parties, role);
  const purpose = children(child(details, 'RmtInf'), 'Ustrd')
    .map((line) => (typeof line === 'string' ? line : ''))
    .join(' ');
  const text = [payee, purpose || textAt(entry, 'AddtlNtryInf')].filter(Boolean).join(' ');
  const minor = amountToMinor(textAt(amount), '.');
  if (minor === null) {
    throw unreadableStatement(
      `An entry booked on ${bookingDate(entry)} has no amount CAMT.053 allows ("${textAt(amount)}").`,
      'Send the CAMT.053 file exactly as the bank gave it.',
    );
  }
  const ownAccountTransfer =
    (iban !== '' && own.ibans.has(iban)) || (payee !== '' && own.names.has(onlyLetters(payee)));
  return {
    date: bookingDate(entry),
    amountMinor: debit ? -minor : minor,
    currency: attribute(amount, 'Ccy').toUpperCase(),
    payee,
    text,
    ...(ownAccountTransfer ? { ownAccountTransfer } : {}),
  };
}

/**
 * The booked transactions of an ISO 20022 bank-to-customer statement (CAMT.053, versions
 * 2 to 13, `BkToCstmrStmt`): each booked entry (`Sts` BOOK), or each transaction of a
 * batch entry, with its booking date, its amount signed by `CdtDbtInd`, its currency, the
 * counterparty (the creditor of a debit, the debtor of a credit) and the purpose. A
 * counterparty whose IBAN is one of the file's own accounts, or whose name is an account
 * owner's, marks a transfer to the owner's own accounts.
 */
export function readCamt053(text: string): BankTransaction[] {
  const document = parseXml(text, 'CAMT.053');
  const root = child(document, 'Document', 'BkToCstmrStmt') ?? child(document, 'BkToCstmrStmt');
  if (root === undefined) {
    throw unreadableStatement(
      'The XML file holds no bank-to-customer statement (BkToCstmrStmt).',
      'Send a CAMT.053 account statement; CAMT.052 and CAMT.054 reports are not statements.',
    );
  }
  const statements = children(root, 'Stmt');
  const own: OwnAccounts = { ibans: new Set(), names: new Set() };
  for (const statement of statements) {
    const iban = textAt(statement, 'Acct', 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase();
    if (iban !== '') own.ibans.add(iban);
    const owner =
      textAt(statement, 'Acct', 'Ownr', 'Nm') || textAt(statement, 'Acct', 'Ownr', 'Pty', 'Nm');
    if (owner !== '') own.names.add(onlyLetters(owner));
  }
  const transactions: BankTransaction[] = [];
  for (const statement of statements) {
    for (const entry of children(statement, 'Ntry')) {
      if (status(entry) !== 'BOOK') continue;
      const details = children(child(entry, 'NtryDtls'), 'TxDtls');
      if (details.length <= 1) transactions.push(transactionOf(entry, details[0], own));
      else for (const one of details) transactions.push(transactionOf(entry, one, own));
    }
  }
  return transactions;
}
