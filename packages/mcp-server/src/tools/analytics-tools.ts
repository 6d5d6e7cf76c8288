import {
  getCurrencyEstimate,
  getCurrencySettings,
  getDuplicateGroups,
  getOptimizations,
  getSpendSummary,
  parseNoQuery,
  parseSummaryQuery,
} from '@subtrack/domain';
import { HORIZON_INPUT, NO_INPUT } from '../input-schemas.js';
import { apiSchema, type ToolOutput } from '../output-schemas.js';
import type { SubtrackTool } from '../tool.js';
import { asQuery } from '../tool-arguments.js';

/** `upcoming_renewals`: the renewals of the spend summary and the horizon they cover. */
const UPCOMING_RENEWALS_OUTPUT: ToolOutput = {
  schema: {
    type: 'object',
    properties: {
      upcomingRenewals: { type: 'array', items: apiSchema('UpcomingRenewal') },
      horizonDays: { type: 'integer', minimum: 1 },
      requestId: apiSchema('RequestId'),
    },
    required: ['upcomingRenewals', 'horizonDays', 'requestId'],
    additionalProperties: false,
  },
};

// The summary, and the estimate in the home currency when the account has chosen one.
const SUMMARY_OUTPUT: ToolOutput = {
  schema: {
    type: 'object',
    properties: {
      summary: apiSchema('SpendSummary'),
      estimate: apiSchema('CurrencyEstimate'),
      requestId: apiSchema('RequestId'),
    },
    required: ['summary', 'requestId'],
    additionalProperties: false,
  },
};

/** The analytics of `/api/v1/analytics/*`, already in the API's shape. */
export const analyticsTools: SubtrackTool[] = [
  {
    name: 'spend_summary',
    title: 'Spending summary',
    description:
      'What the user spends: monthly and yearly totals per currency (never converted or ' +
      'added across currencies), monthly totals per category, counts by status and the ' +
      'renewals of the next horizonDays days. Use it for "how much do I pay a ' +
      'month?" or "what do I spend on streaming?". Only active subscriptions count. When ' +
      'the user has chosen a home currency, estimate adds one figure in it: an estimate at ' +
      'the dated exchange rates it names, with any currency that has no rate listed apart ' +
      'and not added; say that it is an estimate and at which rates. ' +
      'Returns {summary} or {summary, estimate}.',
    scope: 'read',
    inputSchema: HORIZON_INPUT,
    output: SUMMARY_OUTPUT,
    async run(args, { principal }, ports) {
      const query = parseSummaryQuery(asQuery(args));
      const summary = await getSpendSummary(ports, principal.accountId, query);
      const { homeCurrency } = await getCurrencySettings(ports, principal.accountId);
      if (homeCurrency === null) return { summary };
      const estimate = await getCurrencyEstimate(ports, principal.accountId, {
        currency: homeCurrency,
      });
      return { summary, estimate };
    },
  },
  {
    name: 'upcoming_renewals',
    title: 'Upcoming renewals',
    description:
      'The active subscriptions that renew in the next horizonDays days (default 30), ' +
      'soonest first, with amount, currency, date and days until renewal. Use it for "what ' +
      'renews this week?" or before cancelling something ahead of its renewal. ' +
      'Returns {upcomingRenewals, horizonDays}.',
    scope: 'read',
    inputSchema: HORIZON_INPUT,
    output: UPCOMING_RENEWALS_OUTPUT,
    async run(args, { principal }, ports) {
      const query = parseSummaryQuery(asQuery(args));
      const summary = await getSpendSummary(ports, principal.accountId, query);
      return { upcomingRenewals: summary.upcomingRenewals, horizonDays: query.horizonDays };
    },
  },
  {
    name: 'find_duplicates',
    title: 'Possible duplicate subscriptions',
    description:
      'Groups of subscriptions that look like the same service paid twice (the same name ' +
      'ignoring case and spaces), among those not cancelled. Use it for "am I paying for ' +
      'anything twice?". ' +
      'Returns {duplicates}.',
    scope: 'read',
    inputSchema: NO_INPUT,
    output: { answer: 'DuplicatesEnvelope' },
    async run(args, { principal }, ports) {
      parseNoQuery(asQuery(args));
      return { duplicates: await getDuplicateGroups(ports, principal.accountId) };
    },
  },
  {
    name: 'savings',
    title: 'Ways to save',
    description:
      'Where the user could spend less: active monthly plans with what they cost a year ' +
      '(candidates for a cheaper yearly plan, largest first), and subscriptions costing more ' +
      'than twice the average of their currency. Use it for "where can I save money?"; add ' +
      'find_duplicates for services paid twice. Returns {optimizations}.',
    scope: 'read',
    inputSchema: NO_INPUT,
    output: { answer: 'OptimizationsEnvelope' },
    async run(args, { principal }, ports) {
      parseNoQuery(asQuery(args));
      return { optimizations: await getOptimizations(ports, principal.accountId) };
    },
  },
];
