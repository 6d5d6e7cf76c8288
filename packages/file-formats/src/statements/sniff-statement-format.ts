import type { StatementFormat } from '@subtrack/domain';

/**
 * The format of a bank export's text: ISO 20022 when its XML holds a `BkToCstmrStmt`, OFX
 * (and QFX) when it starts with an OFX header or an `<OFX>` element, otherwise CSV.
 */
export function sniffStatementFormat(text: string): StatementFormat {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<\?OFX\b|<OFX>/i.test(head)) return 'ofx';
  if (head.startsWith('<') && /<(?:\w+:)?BkToCstmrStmt\b/.test(text.slice(0, 65_536))) {
    return 'camt053';
  }
  return 'csv';
}
