import { type BankTransaction, unreadableStatement } from '@subtrack/domain';
import { amountToMinor } from '../amount-text.js';
import { child, children, parseXml, textAt, type XmlNode } from '../xml-document.js';
import { ofxToXml } from './sgml-to-xml.js';

const notOfx = (message: string) =>
  unreadableStatement(message, 'Send the OFX or QFX file exactly as the bank gave it.');

// `20240102120000.000[-5:EST]` is January 2, 2024: OFX dates start with YYYYMMDD.
const ofxDate = (value: string) =>
  /^\d{8}/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : '';

/** The statements of an OFX document: bank accounts and credit cards. */
function statementsOf(ofx: XmlNode | undefined): XmlNode[] {
  const bank = children(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS').map((r) => child(r, 'STMTRS'));
  const cards = children(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS').map((r) =>
    child(r, 'CCSTMTRS'),
  );
  return [...bank, ...cards].filter((statement) => statement !== undefined);
}

const accountOf = (node: XmlNode | undefined, kind: 'FROM' | 'TO') =>
  textAt(node, `BANKACCT${kind}`, 'ACCTID') || textAt(node, `CCACCT${kind}`, 'ACCTID');

function transactionOf(entry: XmlNode, currency: string, own: Set<string>): BankTransaction {
  const amountText = textAt(entry, 'TRNAMT');
  const decimal = amountText.includes(',') && !amountText.includes('.') ? ',' : '.';
  const amountMinor = amountToMinor(amountText, decimal);
  const date = ofxDate(textAt(entry, 'DTPOSTED'));
  if (amountMinor === null || date === '') {
    throw notOfx(
      `A transaction has no date or amount OFX allows ("${textAt(entry, 'DTPOSTED')}", "${amountText}").`,
    );
  }
  const payee = textAt(entry, 'NAME') || textAt(entry, 'PAYEE', 'NAME');
  const memo = textAt(entry, 'MEMO');
  const to = accountOf(entry, 'TO');
  return {
    date,
    amountMinor,
    currency: (textAt(entry, 'CURRENCY', 'CURSYM') || currency).toUpperCase(),
    payee,
    text: memo.startsWith(payee) ? memo : `${payee} ${memo}`.trim(),
    ...(to !== '' && own.has(to) ? { ownAccountTransfer: true } : {}),
  };
}

/**
 * The posted transactions of an OFX file, version 1.x (SGML, end tags left out) or 2.x
 * (XML), and of QFX, Quicken's OFX: bank and credit card statements, each transaction with
 * its posting date, its signed amount, its currency (its own, else the statement's), its
 * payee and memo. A transfer to another account of the same file is one between the
 * owner's own accounts.
 */
export function readOfx(text: string): BankTransaction[] {
  const xml = ofxToXml(text);
  if (xml === null) throw notOfx('The file has no <OFX> element.');
  const statements = statementsOf(child(parseXml(xml, 'OFX'), 'OFX'));
  const own = new Set(statements.map((statement) => accountOf(statement, 'FROM')).filter(Boolean));
  return statements.flatMap((statement) =>
    children(child(statement, 'BANKTRANLIST'), 'STMTTRN').map((entry) =>
      transactionOf(entry, textAt(statement, 'CURDEF'), own),
    ),
  );
}
