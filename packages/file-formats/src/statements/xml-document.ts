import { unreadableStatement } from '@subtrack/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element of a parsed document: text, or a record of child elements (repeated ones as arrays). */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/** The elements that may repeat, always read as arrays. */
const REPEATED = new Set([
  'Stmt',
  'Ntry',
  'TxDtls',
  'Ustrd',
  'STMTTRN',
  'STMTTRNRS',
  'CCSTMTTRNRS',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Amounts, dates and account numbers stay text: leading zeros and decimals are kept.
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/**
 * Parses a bank export's XML with fast-xml-parser, refusing a document that is not well
 * formed (its line named) or that declares its own entities (no bank file does).
 */
export function parseXml(text: string, what: string): Record<string, XmlNode> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw unreadableStatement(
      `The ${what} file declares a document type, which no bank file does.`,
      `Send the ${what} file exactly as the bank gave it.`,
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw unreadableStatement(
      `The ${what} file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`,
      `Send the ${what} file exactly as the bank gave it, without editing it.`,
    );
  }
  return parser.parse(text) as Record<string, XmlNode>;
}

/** The child element at `path` (the first of each repeated one), or undefined. */
export function child(
  node: XmlNode | XmlNode[] | undefined,
  ...path: string[]
): XmlNode | undefined {
  let current: XmlNode | XmlNode[] | undefined = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    if (current === undefined || typeof current === 'string') return undefined;
    current = current[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** Every child element named `name` (none, one or several). */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const found = node[name];
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** The text of the element at `path`, or '' (an element with attributes keeps its text in `#text`). */
export function textAt(node: XmlNode | undefined, ...path: string[]): string {
  const found = child(node, ...path);
  if (found === undefined) return '';
  if (typeof found === 'string') return found;
  const text = found['#text'];
  return typeof text === 'string' ? text : '';
}

/** The value of an element's attribute, or ''. */
export function attribute(node: XmlNode | undefined, name: string): string {
  if (node === undefined || typeof node === 'string') return '';
  const value = node[`@${name}`];
  return typeof value === 'string' ? value : '';
}
