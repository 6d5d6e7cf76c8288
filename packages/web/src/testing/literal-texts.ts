import { readFileSync } from 'node:fs';
import { CATALOGS, DEFAULT_LANGUAGE } from '@subtrack/i18n';
import ts from 'typescript';

/** Attributes and props a person reads or hears (a button's `value` is handled apart). */
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'caption',
  'description',
  'heading',
  'hint',
  'label',
  'legend',
  'placeholder',
  'summary',
  'text',
  'title',
]);

/** Texts that are the same in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = ['subtrack'];

/** One literal text found in a `.tsx` file. */
export interface LiteralText {
  line: number;
  text: string;
}

const english = CATALOGS.get(DEFAULT_LANGUAGE) ?? {};

/** A text a person would read: it has a letter, and is neither the product's name nor a key. */
const isWords = (text: string) =>
  !(text in english) &&
  /\p{L}/u.test(
    [...SAME_IN_EVERY_LANGUAGE].reduce((rest, name) => rest.split(name).join(''), text),
  );

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => span.literal.text).join(' ');
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
  return undefined;
}

function attributeName(node: ts.JsxAttribute): string {
  return node.name.getText();
}

/** A `<button value>` or `<input type="submit|button|reset" value>`: a button's words. */
function isButtonValue(attribute: ts.JsxAttribute): boolean {
  if (attributeName(attribute) !== 'value') return false;
  const element = attribute.parent.parent;
  const tag = element.tagName.getText();
  if (tag === 'button') return false; // a button's value is sent, not shown
  if (tag !== 'input') return false;
  const type = element.attributes.properties.find(
    (property) => ts.isJsxAttribute(property) && attributeName(property) === 'type',
  );
  const kind = type && ts.isJsxAttribute(type) ? stringOf(type.initializer) : undefined;
  return kind === 'submit' || kind === 'button' || kind === 'reset';
}

/**
 * The texts a `.tsx` file writes into a page itself instead of taking them from the
 * catalogs: JSX text with a letter, string attributes and props a person reads (`aria-label`,
 * `title`, `placeholder`, `alt`, `label`, `hint`, an input button's `value`...), and
 * properties of those names in object literals (the navigation's entries).
 */
export function literalTexts(path: string): LiteralText[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!isWords(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const text = stringOf(node.initializer);
      if (text !== undefined && (READ_ATTRIBUTES.has(attributeName(node)) || isButtonValue(node))) {
        add(node, text);
      }
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = stringOf(node.expression);
      if (text !== undefined) add(node, text);
    } else if (ts.isPropertyAssignment(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const text = stringOf(node.initializer);
      if (text !== undefined) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
