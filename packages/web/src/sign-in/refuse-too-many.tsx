/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Context } from 'koa';
import { render } from '../http/render.js';
import { TooManySignInsScreen } from '../screens/too-many-sign-ins-screen.js';
import type { Refusal } from './sign-in-throttle.js';

/** A blocked address (or own account) gets a 429 page with `Retry-After`; nothing else runs. */
export function refuseTooManySignIns(ctx: Context, refusal: Refusal, now: number): void {
  const seconds = Math.max(1, Math.ceil((refusal.blockedUntil - now) / 1000));
  ctx.set('Retry-After', String(seconds));
  render(ctx, <TooManySignInsScreen minutes={Math.ceil(seconds / 60)} />, { status: 429 });
}
