import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const SRC = import.meta.dirname;

/** Calls whose text argument is shown to the member on the next page. */
const NOTICE_CALLS = new Set(['redirectWithNotice', 'refuseAdding']);
/** Object properties whose text a page shows (a form error, a notice, a page's title). */
const PAGE_TEXT_PROPERTIES = new Set(['message', 'notice', 'title', 'heading']);

/** A sentence: two words of letters and a space outside markup (a key has no space). */
const isSentence = (text: string) => {
  const words = text.replace(/<[^>]*>/g, ' ');
  return /\s/.test(words) && (words.match(/\p{L}{2,}/gu) ?? []).length > 1;
};

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  }
  return null;
}

/** The sentence literals an expression can evaluate to: itself, a branch, a local constant. */
function sentencesOf(node: ts.Expression, constants: Map<string, ts.Expression>): ts.Node[] {
  const text = literalText(node);
  if (text !== null) return isSentence(text) ? [node] : [];
  if (ts.isParenthesizedExpression(node)) return sentencesOf(node.expression, constants);
  if (ts.isConditionalExpression(node)) {
    return [...sentencesOf(node.whenTrue, constants), ...sentencesOf(node.whenFalse, constants)];
  }
  if (ts.isIdentifier(node)) {
    const initializer = constants.get(node.text);
    return initializer ? sentencesOf(initializer, constants) : [];
  }
  return [];
}

/**
 * Sentences written in route code that reach a page without the catalogs: a notice handed to
 * `redirectWithNotice`, a page text in an object (`message:`, `title:`), or `ctx.body`.
 */
export function routeSentences(
  path: string,
  text = readFileSync(path, 'utf8'),
): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (NOTICE_CALLS.has(node.expression.text)) {
        for (const argument of node.arguments) found.push(...sentencesOf(argument, constants));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      PAGE_TEXT_PROPERTIES.has(node.name.text) &&
      !hasCatalogKey(node.parent)
    ) {
      found.push(...sentencesOf(node.initializer, constants));
    }
    if (
      ts.isShorthandPropertyAssignment(node) &&
      PAGE_TEXT_PROPERTIES.has(node.name.text) &&
      !hasCatalogKey(node.parent)
    ) {
      found.push(...sentencesOf(node.name, constants));
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(source) === 'ctx.body'
    ) {
      found.push(...sentencesOf(node.right, constants));
    }
    // A function whose returned text becomes a notice (find-subscriptions' `orNotice`).
    if (ts.isReturnStatement(node) && node.expression && insideNoticeCallback(node)) {
      found.push(...sentencesOf(node.expression, constants));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const inOrder = [...new Set(found)].sort((a, b) => a.getStart(source) - b.getStart(source));
  return inOrder.map((node) => ({
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    text: literalText(node) ?? '',
  }));
}

/** An object that names its catalog `key` beside an English `message` for callers without a page. */
function hasCatalogKey(object: ts.Node): boolean {
  return (
    ts.isObjectLiteralExpression(object) &&
    object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'key')
  );
}

/** A return inside an arrow function handed to a call whose name ends in "Notice". */
function insideNoticeCallback(node: ts.Node): boolean {
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isArrowFunction(up) || ts.isFunctionExpression(up)) {
      const call = up.parent;
      return (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        /Notice$/.test(call.expression.text)
      );
    }
  }
  return false;
}

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') routeFiles(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('the words route code hands to pages', () => {
  it('all come from the catalogs in the request’s language', () => {
    const found = routeFiles(SRC).flatMap((path) =>
      routeSentences(path).map((hit) => `${relative(SRC, path)}:${hit.line} "${hit.text}"`),
    );
    assert.deepEqual(found, []);
  });
});

describe('routeSentences', () => {
  it('finds notices, page texts and bodies written in English, not keys or translated texts', () => {
    const routes = `
      const WRONG = 'Email or password is wrong';
      const message = big ? 'The file is too large' : t('find.upload.chooseFile');
      render({ errors: [{ field: 'file', message }] });
      redirectWithNotice(ctx, '/sign-in', 'You are signed out');
      redirectWithNotice(ctx, '/', t('signIn.notice.signedOut'));
      redirectWithNotice(ctx, \`/subscriptions/\${id}\`, \`Passkey “\${name}” added\`);
      const errors = [{ field: 'email', message: WRONG }, { message: t('signIn.wrong') }];
      ctx.body = ok ? 'Saved it' : 'not-a-sentence';
      ctx.body = \`<!doctype html>\${page}\`;
      const dateError = { field, message: 'Since must be a date', key: 'activity.error.since' };
      await orNotice(ctx, async () => { return \`\${name} will not be suggested again.\`; });
      throw new Error('a developer reads this one');
    `;
    assert.deepEqual(
      routeSentences('routes.ts', routes).map((hit) => hit.text),
      [
        'Email or password is wrong',
        'The file is too large',
        'You are signed out',
        'Passkey “…” added',
        'Saved it',
        '… will not be suggested again.',
      ],
    );
  });
});
