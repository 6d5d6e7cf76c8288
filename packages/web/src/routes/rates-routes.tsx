/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  CURRENCIES,
  getCurrencySettings,
  importExchangeRates,
  isDomainError,
  listExchangeRates,
  listLatestExchangeRates,
  pacerOf,
  parseExchangeRateListQuery,
  parseExchangeRatePut,
  putExchangeRate,
  todayForAccount,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { domainErrorText, type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { readUpload, UploadBodyError } from '../http/upload-body.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import {
  type RateHistory,
  RatesScreen,
  type RatesScreenProps,
} from '../screens/rates/rates-screen.js';
import {
  type EnterRateValues,
  enterRateDefaults,
  rateImportNotice,
  rateRow,
  ratesView,
} from '../view-models/rates-view.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

type PageContext = Context & { state: WebState };

const PATH = '/settings/rates';
const HISTORY_PAGE = 50;

/** One currency's rates when the address asks for them (`?currency=USD&offset=50`). */
async function historyOf(ctx: PageContext, deps: WebDeps): Promise<RateHistory | null> {
  const { currency, offset } = ctx.query;
  if (typeof currency !== 'string') return null;
  let query: ReturnType<typeof parseExchangeRateListQuery>;
  try {
    const raw = { currency, limit: String(HISTORY_PAGE), ...(offset ? { offset } : {}) };
    query = parseExchangeRateListQuery(raw);
  } catch (error) {
    // A hand-edited address lists no history rather than failing the page.
    if (isDomainError(error)) return null;
    throw error;
  }
  const page = await listExchangeRates(deps.ports, ctx.state.session.accountId, query);
  const at = (start: number) => `${PATH}?currency=${currency}&offset=${start}#history`;
  return {
    currency,
    rows: page.items.map((rate) => rateRow(rate, translatorOf(ctx).t)),
    previous: query.offset > 0 ? at(Math.max(0, query.offset - HISTORY_PAGE)) : null,
    next: page.hasMore ? at(query.offset + HISTORY_PAGE) : null,
  };
}

/** The screen, with what was typed into a form that failed (then a 400 or 413). */
async function renderRates(
  ctx: PageContext,
  deps: WebDeps,
  failed?: {
    form: 'enter' | 'import';
    errors: FormErrors;
    values?: EnterRateValues;
    status: number;
  },
) {
  const { accountId } = ctx.state.session;
  const today = await todayForAccount(deps.ports, accountId);
  const { homeCurrency } = await getCurrencySettings(deps.ports, accountId);
  const defaults = enterRateDefaults(ctx.query, { today, homeCurrency, currencies: CURRENCIES });
  const props: RatesScreenProps = {
    session: ctx.state.session,
    notice: ctx.state.notice,
    view: ratesView(
      await listLatestExchangeRates(deps.ports, accountId),
      today,
      translatorOf(ctx).t,
    ),
    format: await formattersOf(ctx),
    homeCurrency,
    history: await historyOf(ctx, deps),
    enter: failed?.values ?? defaults,
    ...(failed ? { failed: { form: failed.form, errors: failed.errors } } : {}),
  };
  render(ctx, <RatesScreen {...props} />, { status: failed?.status ?? 200 });
}

/** A typed rate as a number: "0,9211" is 0.9211; anything else is no number. */
function rateNumber(text: string): number | null {
  const plain = text.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/**
 * `/settings/rates`, the Rates screen: the latest rates and one currency's history
 * (every member), a typed rate (owners and editors) and an imported file of the European
 * Central Bank's (owners), both the account's own and audited as the web session.
 */
export const registerRatesRoutes: RegisterRoutes = (router, deps) => {
  router.get(PATH, (ctx) => renderRates(ctx, deps));

  router.post(PATH, async (ctx) => {
    const form = await readForm(ctx);
    const values: EnterRateValues = {
      date: formValue(form, 'date').trim(),
      from: formValue(form, 'from'),
      to: formValue(form, 'to'),
      rate: formValue(form, 'rate').trim(),
    };
    const { t } = translatorOf(ctx);
    const fail = (errors: FormErrors) =>
      renderRates(ctx, deps, { form: 'enter', errors, values, status: 400 });
    if (values.from === '')
      return fail([{ field: 'from', message: t('rates.enter.from.missing') }]);
    const rate = rateNumber(values.rate);
    try {
      const input = parseExchangeRatePut(
        { date: values.date, from: values.from, to: values.to },
        // The domain's checks come first, in its order: a rate that is no number is only
        // named once the date and the currencies are right.
        { rate: rate ?? values.rate },
      );
      await putExchangeRate(deps.ports, webWriteContextFor(ctx), input);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.details.field === 'rate' && rate === null) {
        await fail([{ field: 'rate', message: t('rates.enter.rate.notNumber') }]);
        return;
      }
      await fail(formErrorsFrom(error));
      return;
    }
    const format = await formattersOf(ctx);
    const notice = t('rates.notice.saved', {
      from: values.from,
      to: values.to,
      rate: format.rate(rate ?? 0),
    });
    redirectWithNotice(ctx, PATH, notice);
  });

  router.post(`${PATH}/import`, async (ctx) => {
    const { t } = translatorOf(ctx);
    const fail = (message: string, status = 400) =>
      renderRates(ctx, deps, { form: 'import', errors: [{ field: 'file', message }], status });
    let upload: Awaited<ReturnType<typeof readUpload>>;
    try {
      upload = await readUpload(ctx, 'file');
    } catch (error) {
      if (!(error instanceof UploadBodyError)) throw error;
      await fail(t(error.key), error.status);
      return;
    }
    if (upload.tooLarge) return fail(t('rates.import.tooLarge'), 413);
    if (!upload.file || upload.file.bytes.length === 0) return fail(t('rates.import.missing'));
    const reader = deps.dataFiles?.rates;
    if (!reader) throw new Error('createWebApp needs dataFiles.rates (the rate file reader)');
    let notice: string;
    try {
      // Read before the import's transactions, in slices the pacer allows (D48).
      const rows = await reader.read(upload.file.bytes, { pacer: pacerOf(deps.ports) });
      const { imported } = await importExchangeRates(deps.ports, webWriteContextFor(ctx), rows);
      const format = await formattersOf(ctx);
      notice = rateImportNotice(imported, format.dateSpan, t);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const text = domainErrorText(error);
      await fail(t(text.key, text.values));
      return;
    }
    redirectWithNotice(ctx, PATH, notice);
  });
};
