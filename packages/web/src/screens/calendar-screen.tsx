/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type BillingEvent, type CalendarDate, isolateBidi } from '@subtrack/domain';
import { BillingAmount } from '../components/billing-amount.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorSummary } from '../components/form/index.js';
import { Layout } from '../components/layout.js';
import type { Formatters } from '../format/formatters.js';
import type { WebSession } from '../request-state.js';
import {
  type CalendarDay,
  type CalendarWeek,
  type Month,
  WEEKDAYS,
} from '../view-models/calendar-month.js';

interface Props {
  session: WebSession;
  notice: string | null;
  month: Month;
  previous: Month;
  next: Month;
  /** The month of today, linked when another month is shown. */
  current: Month;
  today: CalendarDate;
  days: CalendarDay[];
  /** The month as weeks for the grid of wide screens. */
  weeks: CalendarWeek[];
  format: Formatters;
}

const subscriptionLink = (s: BillingEvent['subscription']) => (
  <a href={`/subscriptions/${s.id}`}>{isolateBidi(s.name)}</a>
);

/** One event as a sentence, for the list of days. */
function EventText({ event, format }: { event: BillingEvent; format: Formatters }) {
  const s = event.subscription;
  const name = subscriptionLink(s);
  if (event.kind === 'trial_end') return <span>Free trial of {name} ends</span>;
  if (event.kind === 'cancel_by') {
    return (
      <span>
        Last day to cancel {name}
        {event.renewalDate && <> before it renews on {format.date(event.renewalDate)}</>}
      </span>
    );
  }
  return (
    <>
      <span>{name} renews:</span>{' '}
      <span class="amount">
        <BillingAmount of={s} format={format} />
      </span>
    </>
  );
}

/** One event in a day of the grid: what happens in a word or two, the name, the amount. */
function GridEvent({ event, format }: { event: BillingEvent; format: Formatters }) {
  const s = event.subscription;
  if (event.kind === 'trial_end') return <>Trial ends: {subscriptionLink(s)}</>;
  if (event.kind === 'cancel_by') return <>Cancel by: {subscriptionLink(s)}</>;
  return (
    <>
      {subscriptionLink(s)} <BillingAmount of={s} format={format} stacked />
    </>
  );
}

/** Wide screens: the month as a grid of weeks, Monday first, today marked. */
function MonthGrid({
  weeks,
  title,
  format,
}: {
  weeks: CalendarWeek[];
  title: string;
  format: Formatters;
}) {
  return (
    <table class="month-grid">
      <caption class="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((cell) => cell)?.date}>
            {week.map((cell, index) =>
              cell === null ? (
                <td key={`empty-${index}`} class="outside" />
              ) : (
                <td
                  key={cell.date}
                  class={cell.isToday ? 'today' : undefined}
                  aria-current={cell.isToday ? 'date' : undefined}
                >
                  <time class="day-number" datetime={cell.date}>
                    {cell.day}
                  </time>
                  {cell.isToday && <span class="today-label"> Today</span>}
                  {cell.events.length > 0 && (
                    <ul>
                      {cell.events.map((event) => (
                        <li
                          key={`${event.kind}-${event.subscription.id}`}
                          class={`event ${event.kind}`}
                        >
                          <GridEvent event={event} format={format} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The renewals, trial ends and cancel-by dates of one month, with links to the months
 * around it: a grid of weeks on wide screens, and on a phone (where seven columns cannot
 * be read) the days that have something on them as a list; the stylesheet shows one.
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
      {days.length === 0 && (
        <EmptyState
          title={`No renewals or trial ends in ${title}.`}
          action={{ href: '/subscriptions/new', label: 'Add a subscription' }}
        >
          Renewals of active subscriptions, the ends of free trials and the last days to cancel show
          up here, day by day.
        </EmptyState>
      )}
      <MonthGrid weeks={props.weeks} title={title} format={format} />
      {days.length > 0 && (
        <ol class="calendar-days" aria-labelledby="month-heading">
          {days.map((day) => (
            <li key={day.date} aria-current={day.date === props.today ? 'date' : undefined}>
              <h3>
                <time datetime={day.date}>{format.weekday(day.date)}</time>
                {day.date === props.today && ' (today)'}
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
