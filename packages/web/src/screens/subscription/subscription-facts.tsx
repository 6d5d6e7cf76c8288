/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import type { Formatters } from '../../format/formatters.js';

// D42: the subscription's own reminder days, or the account's when it has none.
function remindersWords(s: SubscriptionResource): string {
  if (!s.notificationEnabled) return 'Off';
  const days = s.remindDaysBefore;
  if (days === undefined) return 'As set on the Notifications page';
  const list = days.map((d) =>
    d === 0 ? 'on the day' : `${d} ${d === 1 ? 'day' : 'days'} before`,
  );
  return list.join(', ');
}

/** A subscription's stored facts in words: amount, how often, start, end, notice, reminders. */
export function SubscriptionFacts(props: {
  s: SubscriptionResource;
  periodWords: string;
  format: Formatters;
}) {
  const { s, format } = props;
  const date = (value: string) => <time datetime={value}>{format.date(value)}</time>;
  return (
    <dl class="facts">
      <dt>Amount</dt>
      <dd>{format.money(s.amount, s.currency)}</dd>
      <dt>Renews</dt>
      <dd>{props.periodWords}</dd>
      <dt>Category</dt>
      <dd>{isolateBidi(s.category)}</dd>
      <dt>Next payment</dt>
      <dd>{date(s.nextPaymentDate)}</dd>
      <dt>Start date</dt>
      <dd>{s.startedOn ? date(s.startedOn) : 'Not recorded'}</dd>
      <dt>End date</dt>
      <dd>{s.endsOn ? date(s.endsOn) : 'None: it runs until cancelled'}</dd>
      <dt>Notice period</dt>
      <dd>
        {s.noticeDays === undefined
          ? 'None'
          : `${s.noticeDays} ${s.noticeDays === 1 ? 'day' : 'days'}`}
      </dd>
      <dt>Reminders</dt>
      <dd>{remindersWords(s)}</dd>
    </dl>
  );
}
