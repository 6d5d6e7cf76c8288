/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  addSuggestion,
  counterpartyOf,
  dismissCounterparty,
  isDomainError,
  recordCharges,
  toMinorUnits,
} from '@subtrack/domain';
import { domainErrorText, type FormErrors } from '../components/form/index.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { MAX_UPLOAD_BYTES, readUpload, UploadBodyError } from '../http/upload-body.js';
import { webWriteContextFor } from '../http/write-context.js';
import { ColumnsScreen } from '../screens/find-subscriptions/columns-screen.js';
import type { KeptFindings } from '../view-models/find-subscriptions-view.js';
import { mappingFromForm } from '../view-models/statement-columns.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';
import {
  FINDINGS_TTL_MS,
  KeptStatements,
  memberKey,
  PENDING_STATEMENT_TTL_MS,
  type PendingStatement,
} from './find-subscriptions/kept-statements.js';
import { type FindContext, renderFindScreen } from './find-subscriptions/render-find-screen.js';
import { runDiscovery } from './find-subscriptions/run-discovery.js';

const SCREEN = '/find-subscriptions';

/**
 * "Find subscriptions" (`/find-subscriptions`): upload a bank export (multipart, 10
 * MiB), name its columns when they cannot be told apart, then act on each finding: "Add" a
 * suggestion (created at once), "Not a subscription", "Record payments" of a tracked one.
 * The findings stay in this process's memory for the member for an hour; the file is never
 * stored (it waits in memory only while its columns are asked for).
 */
export const registerFindSubscriptionsRoutes: RegisterRoutes = (router, deps) => {
  const kept = new KeptStatements(() => deps.ports.clock.now().getTime());
  const findingsOf = (ctx: FindContext) => kept.findings.peek(memberKey(ctx.state.session));

  // The findings of a read export, kept for the member; the screen shows them next.
  const keep = (ctx: FindContext, filename: string, found: KeptFindings['discovery']) => {
    const key = memberKey(ctx.state.session);
    const expiresAtMs = deps.ports.clock.now().getTime() + FINDINGS_TTL_MS;
    kept.findings.put(key, {
      filename,
      discovery: found,
      expiresAtMs,
      added: {},
      dismissed: [],
      recorded: [],
    });
    kept.pending.drop(key);
    ctx.status = 303;
    ctx.redirect(SCREEN);
  };

  router.get(SCREEN, async (ctx) => {
    await renderFindScreen(ctx, deps, findingsOf(ctx));
  });

  router.post(SCREEN, async (ctx) => {
    let upload: Awaited<ReturnType<typeof readUpload>>;
    try {
      upload = await readUpload(ctx, 'file');
    } catch (error) {
      if (!(error instanceof UploadBodyError)) throw error;
      const errors = [{ field: 'file', message: error.key, key: error.key }];
      await renderFindScreen(ctx, deps, null, { errors, status: error.status });
      return;
    }
    const file = upload.file;
    if (upload.tooLarge || !file || file.bytes.length === 0) {
      const { t } = translatorOf(ctx);
      const message = upload.tooLarge
        ? t('find.upload.tooLarge', { mebibytes: MAX_UPLOAD_BYTES / 1024 / 1024 })
        : t('find.upload.chooseFile');
      const status = upload.tooLarge ? 413 : 400;
      await renderFindScreen(ctx, deps, null, { errors: [{ field: 'file', message }], status });
      return;
    }
    const outcome = await runDiscovery(deps, ctx.state.session.accountId, file.bytes);
    if (outcome.kind === 'found') return keep(ctx, file.filename, outcome.discovery);
    if (outcome.kind === 'unreadable') {
      await renderFindScreen(ctx, deps, null, { errors: outcome.errors });
      return;
    }
    const pending: PendingStatement = {
      filename: file.filename,
      bytes: file.bytes,
      headers: outcome.headers,
    };
    kept.pending.put(memberKey(ctx.state.session), pending);
    ctx.status = 303;
    ctx.redirect(`${SCREEN}/columns`);
  });

  registerColumnRoutes(router, deps, kept, keep);
  registerFindingActions(router, deps, findingsOf);

  router.post(`${SCREEN}/clear`, async (ctx) => {
    const key = memberKey(ctx.state.session);
    kept.findings.drop(key);
    kept.pending.drop(key);
    redirectWithNotice(ctx, SCREEN, translatorOf(ctx).t('find.notice.cleared'));
  });
};

/** The mapping step: the file's headers in a select for each column, then the findings. */
function registerColumnRoutes(
  router: Parameters<RegisterRoutes>[0],
  deps: WebDeps,
  kept: KeptStatements,
  keep: (ctx: FindContext, filename: string, found: KeptFindings['discovery']) => void,
) {
  const minutes = PENDING_STATEMENT_TTL_MS / 60_000;
  const gone = (ctx: FindContext) => translatorOf(ctx).t('find.notice.pendingGone', { minutes });
  const columnsScreen = (
    ctx: FindContext,
    pending: PendingStatement,
    values: Record<string, string>,
    errors?: FormErrors,
  ) =>
    render(
      ctx,
      <ColumnsScreen
        session={ctx.state.session}
        filename={pending.filename}
        headers={pending.headers}
        values={values}
        minutesToAnswer={minutes}
        errors={errors}
      />,
      { status: errors ? 400 : 200 },
    );

  router.get(`${SCREEN}/columns`, async (ctx) => {
    const pending = kept.pending.peek(memberKey(ctx.state.session));
    if (!pending) return redirectWithNotice(ctx, SCREEN, gone(ctx));
    columnsScreen(ctx, pending, {});
  });

  router.post(`${SCREEN}/columns`, async (ctx) => {
    const form = await readForm(ctx);
    const pending = kept.pending.peek(memberKey(ctx.state.session));
    if (!pending) return redirectWithNotice(ctx, SCREEN, gone(ctx));
    const mapping = mappingFromForm(form);
    const outcome = await runDiscovery(deps, ctx.state.session.accountId, pending.bytes, mapping);
    if (outcome.kind === 'found') return keep(ctx, pending.filename, outcome.discovery);
    if (outcome.kind === 'columns') return columnsScreen(ctx, pending, mapping, outcome.errors);
    kept.pending.drop(memberKey(ctx.state.session));
    await renderFindScreen(ctx, deps, null, { errors: outcome.errors });
  });
}

/** "Add", "Not a subscription" and "Record payments", each on one finding of the kept ones. */
function registerFindingActions(
  router: Parameters<RegisterRoutes>[0],
  deps: WebDeps,
  findingsOf: (ctx: FindContext) => KeptFindings | null,
) {
  // The kept findings and the finding the form names (by its index), or a notice why not.
  const finding = async (ctx: FindContext, field: 'suggestion' | 'match') => {
    const form = await readForm(ctx);
    const found = findingsOf(ctx);
    if (!found) {
      redirectWithNotice(ctx, SCREEN, translatorOf(ctx).t('find.notice.findingsGone'));
      return null;
    }
    return { found, index: Number.parseInt(formValue(form, field), 10) };
  };
  // A refusal of the domain (the account's limit, a subscription deleted meanwhile) as a notice.
  const orNotice = async (ctx: FindContext, act: () => Promise<string>) => {
    try {
      redirectWithNotice(ctx, SCREEN, await act());
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const { t } = translatorOf(ctx);
      const text = domainErrorText(error);
      redirectWithNotice(
        ctx,
        SCREEN,
        t('find.notice.refused', { reason: t(text.key, text.values) }),
      );
    }
  };
  const open = (found: KeptFindings, index: number) =>
    found.added[index] === undefined && !found.dismissed.includes(index)
      ? found.discovery.suggestions[index]
      : undefined;

  router.post(`${SCREEN}/add`, async (ctx) => {
    const chosen = await finding(ctx, 'suggestion');
    if (!chosen) return;
    const suggestion = open(chosen.found, chosen.index);
    if (!suggestion)
      return redirectWithNotice(ctx, SCREEN, translatorOf(ctx).t('find.notice.dealtWith'));
    await orNotice(ctx, async () => {
      const added = await addSuggestion(deps.ports, webWriteContextFor(ctx), suggestion);
      const { id, name } = added.subscription;
      chosen.found.added[chosen.index] = { id, name };
      return translatorOf(ctx).t('find.notice.added', { name, count: added.charges });
    });
  });

  router.post(`${SCREEN}/dismiss`, async (ctx) => {
    const chosen = await finding(ctx, 'suggestion');
    if (!chosen) return;
    const suggestion = open(chosen.found, chosen.index);
    if (!suggestion)
      return redirectWithNotice(ctx, SCREEN, translatorOf(ctx).t('find.notice.dealtWith'));
    await orNotice(ctx, async () => {
      await dismissCounterparty(
        deps.ports,
        webWriteContextFor(ctx),
        counterpartyOf(suggestion.name),
      );
      chosen.found.dismissed.push(chosen.index);
      return translatorOf(ctx).t('find.notice.dismissed', { name: suggestion.name });
    });
  });

  router.post(`${SCREEN}/record`, async (ctx) => {
    const chosen = await finding(ctx, 'match');
    if (!chosen) return;
    const match = chosen.found.recorded.includes(chosen.index)
      ? undefined
      : chosen.found.discovery.matches[chosen.index];
    if (!match || match.newPayments.length === 0) {
      return redirectWithNotice(ctx, SCREEN, translatorOf(ctx).t('find.notice.recordedAlready'));
    }
    await orNotice(ctx, async () => {
      const payments = match.newPayments.map((p) => ({
        dueOn: p.dueOn,
        amountMinor: toMinorUnits(p.amount) ?? 0,
      }));
      const done = await recordCharges(deps.ports, webWriteContextFor(ctx), match.subscriptionId, {
        source: 'bank',
        payments,
      });
      chosen.found.recorded.push(chosen.index);
      const count = done.created + done.updated;
      return translatorOf(ctx).t('find.notice.recorded', { count });
    });
  });
}
