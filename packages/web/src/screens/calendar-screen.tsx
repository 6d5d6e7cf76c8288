/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type BillingEvent, type CalendarDate, isolateBidi } from '@subtrack/domain';
import { BillingAmount } from '../components/billing-amount.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorSummary } from '../components/form/index.js';
import { useRich, useT } from '../components/i18n-context.js';
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
  const rich = useRich();
  const s = event.subscription;
  const name = subscriptionLink(s);
  if (event.kind === 'trial_end') return <span>{rich('calendar.event.trialEnds', { name })}</span>;
  if (event.kind === 'cancel_by') {
    return (
      <span>
        {event.renewalDate
          ? rich('calendar.event.cancelByBeforeRenewal', {
              name,
              date: format.date(event.renewalDate),
            })
          : rich('calendar.event.cancelBy', { name })}
      </span>
    );
  }
  return (
    <>
      <span>{rich('calendar.event.renews', { name })}</span>{' '}
      <span class="amount">
        <BillingAmount of={s} format={format} />
      </span>
    </>
  );
}

/** One event in a day of the grid: what happens in a word or two, the name, the amount. */
function GridEvent({ event, format }: { event: BillingEvent; format: Formatters }) {
  const rich = useRich();
  const s = event.subscription;
  if (event.kind === 'trial_end') {
    return <>{rich('calendar.grid.trialEnds', { name: subscriptionLink(s) })}</>;
  }
  if (event.kind === 'cancel_by') {
    return <>{rich('calendar.grid.cancelBy', { name: subscriptionLink(s) })}</>;
  }
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
  const t = useT();
  return (
    <table class="month-grid">
      <caption class="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              <abbr title={format.dayName(weekday)}>{format.shortDayName(weekday)}</abbr>
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
                  {cell.isToday && <span class="today-label"> {t('calendar.today')}</span>}
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
  const t = useT();
  const rich = useRich();
  const title = format.month(month);
  const weekdayTime = (date: CalendarDate) => <time datetime={date}>{format.weekday(date)}</time>;
  return (
    <Layout
      title={t('calendar.documentTitle', { month: title })}
      session={props.session}
      notice={props.notice}
      current="/calendar"
    >
      <h1>{t('nav.calendar')}</h1>
      <div class="month-bar">
        <h2 id="month-heading">{title}</h2>
        <nav aria-label={t('calendar.months')} class="pager">
          <ul>
            <li>
              <a class="button secondary small" href={`/calendar?month=${props.previous}`}>
                {t('calendar.previousMonth')}
              </a>
            </li>
            {month !== props.current && (
              <li>
                <a class="button secondary small" href={`/calendar?month=${props.current}`}>
                  {t('calendar.thisMonth')}
                </a>
              </li>
            )}
            <li>
              <a class="button secondary small" href={`/calendar?month=${props.next}`}>
                {t('calendar.nextMonth')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      {days.length === 0 && (
        <EmptyState
          title={t('calendar.empty.title', { month: title })}
          action={{ href: '/subscriptions/new', label: t('calendar.empty.add') }}
        >
          {t('calendar.empty.text')}
        </EmptyState>
      )}
      <MonthGrid weeks={props.weeks} title={title} format={format} />
      {days.length > 0 && (
        <ol class="calendar-days" aria-labelledby="month-heading">
          {days.map((day) => (
            <li key={day.date} aria-current={day.date === props.today ? 'date' : undefined}>
              <h3>
                {day.date === props.today
                  ? rich('calendar.dayToday', { day: weekdayTime(day.date) })
                  : weekdayTime(day.date)}
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
export function CalendarMonthRefusedScreen(props: { session: WebSession }) {
  const t = useT();
  return (
    <Layout
      title={t('calendar.errorTitle', { page: t('nav.calendar') })}
      session={props.session}
      current="/calendar"
    >
      <h1>{t('nav.calendar')}</h1>
      <ErrorSummary errors={[{ field: null, message: t('calendar.monthRefused') }]} />
      <p>
        <a href="/calendar">{t('calendar.showThisMonth')}</a>
      </p>
    </Layout>
  );
}
