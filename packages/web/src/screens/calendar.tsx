/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type BillingEvent, isolateBidi } from '@subtrack/domain';
import { BillingAmount } from '../components/billing-amount.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorSummary } from '../components/form/index.js';
import { Layout } from '../components/layout.js';
import type { Formatters } from '../format/formatters.js';
import type { CalendarDay, Month } from '../view-models/calendar-month.js';
import type { WebSession } from '../web-state.js';

interface Props {
  session: WebSession;
  notice: string | null;
  month: Month;
  previous: Month;
  next: Month;
  /** The month of today, linked when another month is shown. */
  current: Month;
  days: CalendarDay[];
  format: Formatters;
}

function EventText({ event, format }: { event: BillingEvent; format: Formatters }) {
  const s = event.subscription;
  const name = <a href={`/subscriptions/${s.id}`}>{isolateBidi(s.name)}</a>;
  if (event.kind === 'trial_end') return <span>Free trial of {name} ends</span>;
  return (
    <>
      <span>{name} renews:</span>{' '}
      <span class="amount">
        <BillingAmount of={s} format={format} />
      </span>
    </>
  );
}

/**
 * D27: the renewals and trial ends of one month, as a list of days (readable at 360 px and
 * by screen readers, unlike a seven-column grid), with links to the months around it.
 */
export function CalendarScreen(props: Props) {
  const { month, days, format } = props;
  const title = format.month(month);
  return (
    <Layout
      title={`Calendar: ${title}`}
      session={props.session}
      notice={props.notice}
      current="/calendar"
    >
      <h1>Calendar</h1>
      <div class="month-bar">
        <h2 id="month-heading">{title}</h2>
        <nav aria-label="Months" class="pager">
          <ul>
            <li>
              <a class="button secondary small" href={`/calendar?month=${props.previous}`}>
                Previous month
              </a>
            </li>
            {month !== props.current && (
              <li>
                <a class="button secondary small" href={`/calendar?month=${props.current}`}>
                  This month
                </a>
              </li>
            )}
            <li>
              <a class="button secondary small" href={`/calendar?month=${props.next}`}>
                Next month
              </a>
            </li>
          </ul>
        </nav>
      </div>
      {days.length === 0 ? (
        <EmptyState
          title={`No renewals or trial ends in ${title}.`}
          action={{ href: '/subscriptions/new', label: 'Add a subscription' }}
        >
          Renewals of active subscriptions and the ends of free trials show up here, day by day.
        </EmptyState>
      ) : (
        <ol class="calendar-days" aria-labelledby="month-heading">
          {days.map((day) => (
            <li key={day.date}>
              <h3>
                <time datetime={day.date}>{format.weekday(day.date)}</time>
              </h3>
              <ul>
                {day.events.map((event) => (
                  <li key={`${event.kind}-${event.subscription.id}`}>
                    <EventText event={event} format={format} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Layout>
  );
}

/** The calendar's answer to a `month` it cannot read (status 400): the reason, and a way back. */
export function CalendarMonthRefusedScreen(props: { session: WebSession; message: string }) {
  return (
    <Layout title="Error: Calendar" session={props.session} current="/calendar">
      <h1>Calendar</h1>
      <ErrorSummary errors={[{ field: null, message: props.message }]} />
      <p>
        <a href="/calendar">Show this month</a>
      </p>
    </Layout>
  );
}
