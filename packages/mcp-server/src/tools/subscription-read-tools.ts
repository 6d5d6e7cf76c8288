import {
  getSubscription,
  listSubscriptions,
  parseSubscriptionId,
  parseSubscriptionListQuery,
  toSubscriptionListBody,
  toSubscriptionResource,
} from '@subtrack/domain';
import { ID_INPUT, LIST_INPUT } from '../input-schemas.js';
import type { SubtrackTool } from '../tool.js';
import { asQuery, splitId } from '../tool-arguments.js';

/** Listing, searching and reading subscriptions: `GET /api/v1/subscriptions[/{id}]`. */
export const subscriptionReadTools: SubtrackTool[] = [
  {
    name: 'list_subscriptions',
    title: 'List or search subscriptions',
    description:
      'Lists the subscriptions the user tracks, newest first, 50 at a time. Use it to find ' +
      'a subscription by name (q: "netflix"), to answer "what do I pay for streaming?" ' +
      '(category), or to filter by status, billing period or renewal before a date; sort by ' +
      'name, amount, nextPaymentDate or createdAt. Amounts are in major units of their own ' +
      'currency; never add amounts of different currencies. Returns {data, pagination, query}.',
    scope: 'read',
    inputSchema: LIST_INPUT,
    output: { answer: 'SubscriptionList' },
    async run(args, { principal }, ports) {
      const query = parseSubscriptionListQuery(asQuery(args));
      return toSubscriptionListBody(
        await listSubscriptions(ports, principal.accountId, query),
        query,
      );
    },
  },
  {
    name: 'get_subscription',
    title: 'Get one subscription',
    description:
      'Reads one subscription by its id (from list_subscriptions): name, category, amount, ' +
      'currency, period, next payment date, status and trial. Returns {data}.',
    scope: 'read',
    inputSchema: ID_INPUT,
    output: { answer: 'SubscriptionEnvelope' },
    async run(args, { principal }, ports) {
      const id = parseSubscriptionId(splitId(args).id);
      return {
        data: toSubscriptionResource(await getSubscription(ports, principal.accountId, id)),
      };
    },
  },
];
