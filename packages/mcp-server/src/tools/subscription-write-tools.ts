import {
  apiKeyWriteContext,
  createSubscription,
  deleteSubscription,
  parseCreateSubscriptionBody,
  parseSubscriptionId,
  parseSubscriptionPatchBody,
  toSubscriptionResource,
  updateSubscription,
} from '@subtrack/domain';
import { CREATE_INPUT, ID_INPUT, UPDATE_INPUT } from '../input-schemas.js';
import type { SubtrackTool } from '../tool.js';
import { splitId } from '../tool-arguments.js';

/**
 * Creating, changing and deleting subscriptions: POST, PATCH and DELETE of
 * `/api/v1/subscriptions`. Each write is audited with the key as actor and the
 * call's request id.
 */
export const subscriptionWriteTools: SubtrackTool[] = [
  {
    name: 'create_subscription',
    title: 'Add a subscription',
    description:
      'Adds a subscription the user pays for. Required: name, category (e.g. "Video", ' +
      '"Music", "Fitness"), amount (a number in major units, e.g. 15.49), currency, period ' +
      '(monthly, yearly, or custom with customDate as a day count such as "14") and ' +
      'nextPaymentDate (YYYY-MM-DD; a past date moves forward by whole periods). For a free ' +
      'trial set isTrial true and trialEndsOn. Every N months or years: intervalCount (a ' +
      'quarterly plan is monthly with intervalCount 3). Optional: startedOn (the first ' +
      'payment; the renewals since become its payment history), endsOn (last day it can ' +
      'renew), noticeDays (notice period) and remindDaysBefore (e.g. [7, 1]). Invalid input is refused with what to fix, ' +
      'and nothing is saved. Returns {data} with the new id.',
    scope: 'write',
    inputSchema: CREATE_INPUT,
    output: { answer: 'SubscriptionEnvelope' },
    async run(args, { principal, requestId }, ports) {
      const input = parseCreateSubscriptionBody(args);
      const created = await createSubscription(
        ports,
        apiKeyWriteContext(principal, requestId),
        input,
      );
      return { data: toSubscriptionResource(created) };
    },
  },
  {
    name: 'update_subscription',
    title: 'Change, pause, resume or cancel a subscription',
    description:
      'Changes the fields given of one subscription (by id) and leaves the others. To pause ' +
      'it send status "paused", to resume it "active", to mark it cancelled "cancelled" (it ' +
      'stays in the list; use delete_subscription to remove it). Also for a new price ' +
      '(amount), a new renewal date (nextPaymentDate), a new category or name, and the ' +
      'billing fields of create_subscription (null clears one). Invalid input ' +
      'is refused with what to fix, and nothing is changed. Returns {data}.',
    scope: 'write',
    inputSchema: UPDATE_INPUT,
    output: { answer: 'SubscriptionEnvelope' },
    async run(args, { principal, requestId }, ports) {
      const { id: rawId, rest } = splitId(args);
      const id = parseSubscriptionId(rawId);
      const patch = parseSubscriptionPatchBody(rest);
      const updated = await updateSubscription(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        patch,
      );
      return { data: toSubscriptionResource(updated) };
    },
  },
  {
    name: 'delete_subscription',
    title: 'Delete a subscription for good',
    description:
      'Removes one subscription (by id) and its history for good; it cannot be undone. ' +
      'To stop tracking a cancelled contract while keeping it on record, use ' +
      'update_subscription with status "cancelled" instead. Returns {deleted: true}.',
    scope: 'write',
    destructive: true,
    inputSchema: ID_INPUT,
    output: { answer: 'DeletedEnvelope' },
    async run(args, { principal, requestId }, ports) {
      const id = parseSubscriptionId(splitId(args).id);
      await deleteSubscription(ports, apiKeyWriteContext(principal, requestId), id);
      return { deleted: true };
    },
  },
];
