import type { Context } from 'koa';

/**
 * The origin people open subtrack at: `serve --public-url` when given, else the
 * request's own (behind a trusted proxy, its forwarded scheme and host, as Koa reads them).
 */
export function publicOrigin(ctx: Context, publicUrl: string | null | undefined): string {
  return publicUrl ?? `${ctx.protocol}://${ctx.host}`;
}
