import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { LiteralText } from './literal-texts.js';

/** Two words with a space between them, once markup is taken out: a sentence someone reads. */
const SENTENCE = /\p{L}{2,}[ \u00a0]+\p{L}{2,}/u;

/** A literal's text as a reader would see it: HTML tags out (a tag left open too), each `${...}` a space. */
function readable(node: ts.Node): string | undefined {
  let text: string | undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((span) => ` ${span.literal.text}`).join('');
  return text?.replace(/<[^>]*(>|$)/g, ' ');
}

/**
 * The sentences a browser script (`.js`) writes itself instead of reading them from the page
 * it runs in: string and template literals holding two words with a space between them,
 * outside HTML tags (markup, selectors, event and header names have none).
 */
export function scriptSentences(path: string): LiteralText[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const found: LiteralText[] = [];
  const visit = (node: ts.Node) => {
    const text = readable(node);
    if (text !== undefined && SENTENCE.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
    } else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
