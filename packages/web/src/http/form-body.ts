import type { MessageKey } from '@subtrack/i18n';
import type { Context } from 'koa';

/** A parsed form: a name sent once maps to its value, a name sent more often to all of them. */
export type FormBody = Record<string, string | string[]>;

/** Forms are small; a bigger body is refused before it is read whole. */
export const MAX_FORM_BYTES = 64 * 1024;

const PARSED = Symbol('subtrack.form');

/**
 * Thrown by {@link readForm} for a body that is too large or not a form; `key` is the catalog's
 * words for it, said on the error page in the page's language.
 */
export class FormBodyError extends Error {
  constructor(
    readonly status: 413 | 415,
    readonly key: MessageKey,
  ) {
    super(key);
    this.name = 'FormBodyError';
  }
}

async function readText(ctx: Context): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || '0');
  if (declared > MAX_FORM_BYTES) throw new FormBodyError(413, 'error.formBody.tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new FormBodyError(413, 'error.formBody.tooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads an `application/x-www-form-urlencoded` body (at most {@link MAX_FORM_BYTES}).
 * Safe to call more than once per request: the CSRF check reads it first.
 */
export async function readForm(ctx: Context): Promise<FormBody> {
  const cached = (ctx.state as Record<symbol, FormBody | undefined>)[PARSED];
  if (cached) return cached;
  if (!ctx.is('application/x-www-form-urlencoded')) {
    if (ctx.get('Content-Length') === '0' || !ctx.get('Content-Type')) return {};
    throw new FormBodyError(415, 'error.formBody.notForm');
  }
  const form: FormBody = {};
  for (const [name, value] of new URLSearchParams(await readText(ctx))) {
    const before = form[name];
    if (before === undefined) form[name] = value;
    else form[name] = Array.isArray(before) ? [...before, value] : [before, value];
  }
  (ctx.state as Record<symbol, FormBody>)[PARSED] = form;
  return form;
}

/** The single value of a form field ('' when missing; the first when sent more than once). */
export function formValue(form: FormBody, name: string): string {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
