/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { useLanguage, useT } from '../../components/i18n-context.js';
import type { Formatters } from '../../format/formatters.js';

// D42: the subscription's own reminder days, or the account's when it has none.
function remindersWords(s: SubscriptionResource, t: Translate, language: string): string {
  if (!s.notificationEnabled) return t('subscription.facts.reminders.off');
  const days = s.remindDaysBefore;
  if (days === undefined) return t('subscription.facts.reminders.account');
  // A list of days as the language lists units: "7 days before, on the day".
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
  return list.format(days.map((count) => t('subscription.facts.reminders.day', { count })));
}

/** A subscription's stored facts in words: amount, how often, start, end, notice, reminders. */
export function SubscriptionFacts(props: {
  s: SubscriptionResource;
  periodWords: string;
  format: Formatters;
}) {
  const { s, format } = props;
  const t = useT();
  const language = useLanguage();
  const date = (value: string) => <time datetime={value}>{format.date(value)}</time>;
  return (
    <dl class="facts">
      <dt>{t('subscription.facts.amount')}</dt>
      <dd>{format.money(s.amount, s.currency)}</dd>
      <dt>{t('subscription.facts.renews')}</dt>
      <dd>{props.periodWords}</dd>
      <dt>{t('subscription.facts.category')}</dt>
      <dd>{isolateBidi(s.category)}</dd>
      <dt>{t('subscription.facts.nextPayment')}</dt>
      <dd>{date(s.nextPaymentDate)}</dd>
      <dt>{t('subscription.facts.startDate')}</dt>
      <dd>{s.startedOn ? date(s.startedOn) : t('subscription.facts.startDate.none')}</dd>
      <dt>{t('subscription.facts.endDate')}</dt>
      <dd>{s.endsOn ? date(s.endsOn) : t('subscription.facts.endDate.none')}</dd>
      <dt>{t('subscription.facts.notice')}</dt>
      <dd>
        {s.noticeDays === undefined
          ? t('subscription.facts.notice.none')
          : t('subscription.facts.notice.days', { count: s.noticeDays })}
      </dd>
      <dt>{t('subscription.facts.reminders')}</dt>
      <dd>{remindersWords(s, t, language)}</dd>
    </dl>
  );
}
