/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { getSubscription, isDomainError } from '@subtrack/domain';
import type { Context } from 'koa';
import type { FormErrors } from '../../components/form/index.js';
import { translatorOf } from '../../http/page-language.js';
import { render } from '../../http/render.js';
import { formattersOf } from '../../http/screen-context.js';
import type { WebState } from '../../request-state.js';
import { FindSubscriptionsScreen } from '../../screens/find-subscriptions/find-subscriptions-screen.js';
import {
  findingsView,
  type KeptFindings,
  type TrackedSubscription,
} from '../../view-models/find-subscriptions-view.js';
import type { WebDeps } from '../../web-deps.js';

/** A request of the "Find subscriptions" screen. */
export type FindContext = Context & { state: WebState };

// The tracked subscriptions the findings name, read like a page of each; one deleted since
// is left out.
async function trackedOf(ctx: FindContext, deps: WebDeps, kept: KeptFindings) {
  const ids = new Set([
    ...kept.discovery.matches.map((m) => m.subscriptionId),
    ...kept.discovery.alerts.map((a) => a.subscriptionId),
  ]);
  const tracked = new Map<string, TrackedSubscription>();
  for (const id of ids) {
    try {
      const s = await getSubscription(deps.ports, ctx.state.session.accountId, id);
      tracked.set(id, { name: s.name, currency: s.currency });
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'subscription_not_found') throw error;
    }
  }
  return tracked;
}

/** Renders "Find subscriptions": the member's kept findings, else the upload form (with its errors). */
export async function renderFindScreen(
  ctx: FindContext,
  deps: WebDeps,
  kept: KeptFindings | null,
  extra: { errors?: FormErrors; status?: number } = {},
): Promise<void> {
  const { session } = ctx.state;
  const findings = kept
    ? findingsView(
        kept,
        await trackedOf(ctx, deps, kept),
        await formattersOf(ctx),
        translatorOf(ctx).t,
      )
    : null;
  render(
    ctx,
    <FindSubscriptionsScreen
      session={session}
      notice={extra.errors ? null : ctx.state.notice}
      findings={findings}
      errors={extra.errors}
    />,
    { status: extra.status ?? (extra.errors ? 400 : 200) },
  );
}
