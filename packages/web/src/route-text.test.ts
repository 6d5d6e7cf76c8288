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
/** Errors the web code throws whose argument a page says: a catalog key, never a sentence. */
const PAGE_ERRORS = new Set(['FormBodyError', 'UploadBodyError']);

/** A sentence: two words of letters and a space outside markup (a key has no space). */
const isSentence = (text: string) => {
  const words = text.replace(/<[^>]*>/g, ' ');
  return /\s/.test(words) && (words.match(/\p{L}{2,}/gu) ?? []).length > 1;
};

/** `error.message`: the English of an error (the API's words), never a page's. */
const isErrorMessage = (node: ts.Node): node is ts.PropertyAccessExpression =>
  ts.isPropertyAccessExpression(node) && node.name.text === 'message';

function literalText(node: ts.Node): string | null {
  if (isErrorMessage(node)) return node.getText();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  }
  return null;
}

/**
 * The sentence literals an expression can evaluate to: itself, a branch, a local constant;
 * and an error's English `message` (also inside a template), unless `errorsToo` is false.
 */
function sentencesOf(
  node: ts.Expression,
  constants: Map<string, ts.Expression>,
  errorsToo = true,
): ts.Node[] {
  if (isErrorMessage(node)) return errorsToo ? [node] : [];
  if (errorsToo && ts.isTemplateExpression(node)) {
    const read = node.templateSpans.filter((span) => isErrorMessage(span.expression));
    if (read.length > 0) return read.map((span) => span.expression);
  }
  const text = literalText(node);
  if (text !== null) return isSentence(text) ? [node] : [];
  if (ts.isParenthesizedExpression(node)) return sentencesOf(node.expression, constants, errorsToo);
  // `\`...\`.trim()`: the text a string's method is called on.
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    return sentencesOf(node.expression.expression, constants, errorsToo);
  }
  if (ts.isConditionalExpression(node)) {
    return [
      ...sentencesOf(node.whenTrue, constants, errorsToo),
      ...sentencesOf(node.whenFalse, constants, errorsToo),
    ];
  }
  if (ts.isIdentifier(node)) {
    const initializer = constants.get(node.text);
    return initializer ? sentencesOf(initializer, constants, errorsToo) : [];
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
    if (ts.isCallExpression(node)) {
      if (ts.isIdentifier(node.expression) && NOTICE_CALLS.has(node.expression.text)) {
        for (const argument of node.arguments) found.push(...sentencesOf(argument, constants));
      }
      // The values of a catalog message are said inside it: `t('find.notice.refused', { reason })`.
      const values = isTranslate(node) ? node.arguments[1] : undefined;
      if (values && ts.isObjectLiteralExpression(values)) {
        for (const value of values.properties) {
          if (ts.isPropertyAssignment(value))
            found.push(...sentencesOf(value.initializer, constants));
          if (ts.isShorthandPropertyAssignment(value))
            found.push(...sentencesOf(value.name, constants));
        }
      }
      // A caught error's English handed to a helper that puts it on the page (`fail(error.message)`).
      for (const argument of node.arguments) {
        const read = ts.isTemplateExpression(argument)
          ? argument.templateSpans.map((span) => span.expression)
          : [argument];
        found.push(...read.filter((e) => isErrorMessage(e) && readsCaughtError(e)));
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      PAGE_ERRORS.has(node.expression.text)
    ) {
      for (const argument of node.arguments ?? []) found.push(...sentencesOf(argument, constants));
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      PAGE_TEXT_PROPERTIES.has(node.name.text) &&
      !hasCatalogKey(node.parent, constants)
    ) {
      // An error's English is flagged as a form error's text (an object with a `field`), not
      // in a log entry or the JSON a page's script reads.
      const { initializer } = node;
      const caught = isErrorMessage(initializer) && readsCaughtError(initializer);
      found.push(...sentencesOf(initializer, constants, caught || isFormError(node.parent)));
    }
    if (
      ts.isShorthandPropertyAssignment(node) &&
      PAGE_TEXT_PROPERTIES.has(node.name.text) &&
      !hasCatalogKey(node.parent, constants)
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

/** A call of `domainErrorText`, the catalog's words for a domain error. */
const isErrorText = (node: ts.Expression | undefined): boolean =>
  node !== undefined &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'domainErrorText';

/**
 * An object that names its catalog `key` beside an English `message` for callers without a
 * page: a `key` property, or spread from `domainErrorText(...)` (or a constant holding one).
 */
function hasCatalogKey(object: ts.Node, constants: Map<string, ts.Expression>): boolean {
  if (!ts.isObjectLiteralExpression(object)) return false;
  return object.properties.some((p) => {
    if (p.name && ts.isIdentifier(p.name) && p.name.text === 'key') return true;
    if (!ts.isSpreadAssignment(p)) return false;
    const spread = p.expression;
    return (
      isErrorText(spread) || (ts.isIdentifier(spread) && isErrorText(constants.get(spread.text)))
    );
  });
}

/** `t(key, values)` or `translator.t(key, values)`. */
const isTranslate = (call: ts.CallExpression): boolean =>
  (ts.isIdentifier(call.expression) && call.expression.text === 't') ||
  (ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 't');

/** An object literal with a `field`: a form error, said beside its control. */
const isFormError = (object: ts.Node): boolean =>
  ts.isObjectLiteralExpression(object) &&
  object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'field');

/** `error.message` of the variable of an enclosing `catch (error)`. */
function readsCaughtError(node: ts.PropertyAccessExpression): boolean {
  if (!ts.isIdentifier(node.expression)) return false;
  const name = node.expression.text;
  for (let up: ts.Node = node.parent; !ts.isSourceFile(up); up = up.parent) {
    if (ts.isCatchClause(up)) {
      const declared = up.variableDeclaration?.name;
      if (declared && ts.isIdentifier(declared) && declared.text === name) return true;
    }
  }
  return false;
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
      throw new FormBodyError(413, 'The form is too large.');
      throw new UploadBodyError(400, 'error.upload.unreadable');
      try { run(); } catch (error) {
        render({ errors: [{ field: 'file', message: error.message }] });
        render({ errors: [{ field: 'file', message: error.message, ...domainErrorText(error) }] });
        redirectWithNotice(ctx, '/', t('find.notice.refused', { reason: error.message }));
        const reason = error.message;
        redirectWithNotice(ctx, '/', translatorOf(ctx).t('find.notice.refused', { reason }));
        const said = \`\${error.message} \${fix}\`.trim();
        render({ errors: [{ field: null, message: said }] });
        render(h(ServerErrorScreen, { message: error.message }));
        await fail(\`\${error.message} \${fix}\`);
        await fail(error.message);
        log.warn(error);
      }
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
        'The form is too large.',
        'error.message',
        'error.message',
        'error.message',
        'error.message',
        'error.message',
        'error.message',
        'error.message',
      ],
    );
  });
});
