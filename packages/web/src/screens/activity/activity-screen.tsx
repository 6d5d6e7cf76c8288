/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { AuditRecord } from '@subtrack/domain';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorSummary, type FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { Formatters } from '../../format/formatters.js';
import type { OwnerPreferences } from '../../format/owner-preferences.js';
import type { WebSession } from '../../request-state.js';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityFilterValues,
  activityPageHref,
} from '../../view-models/activity-filters.js';
import type { KnownSubscriptions } from '../../view-models/activity-line.js';
import type { MemberEmails } from '../../view-models/audit-words.js';
import { ActivityFilterForm } from './activity-filter-form.js';
import { AuditEventItem } from './audit-event-item.js';

/** Everything the activity screen shows. */
export interface ActivityScreenProps {
  session: WebSession;
  prefs: OwnerPreferences;
  format: Formatters;
  values: ActivityFilterValues;
  records: AuditRecord[];
  /** The account's members, to name the member behind each web write. */
  members?: MemberEmails;
  /** The subscriptions the records name that still exist, to name and link them. */
  known?: KnownSubscriptions;
  offset: number;
  hasMore: boolean;
  errors?: FormErrors;
}

const filtered = (values: ActivityFilterValues) => Object.values(values).some((v) => v !== '');

function Empty(props: { values: ActivityFilterValues }) {
  const t = useT();
  if (filtered(props.values)) {
    return (
      <EmptyState
        title={t('activity.empty.filtered')}
        action={{ href: '/activity', label: t('activity.empty.filtered.clear') }}
      >
        {t('activity.empty.filtered.hint')}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={t('activity.empty')}
      action={{ href: '/subscriptions/new', label: t('activity.empty.add') }}
    >
      {t('activity.empty.hint')}
    </EmptyState>
  );
}

function Pager(props: { values: ActivityFilterValues; offset: number; hasMore: boolean }) {
  const newer = Math.max(0, props.offset - ACTIVITY_PAGE_SIZE);
  const t = useT();
  if (props.offset === 0 && !props.hasMore) return null;
  return (
    <nav aria-label={t('activity.pages')} class="pager">
      <ul>
        {props.offset > 0 ? (
          <li>
            <a class="button secondary small" href={activityPageHref(props.values, newer)}>
              {t('activity.newer')}
            </a>
          </li>
        ) : null}
        {props.hasMore ? (
          <li>
            <a
              class="button secondary small"
              href={activityPageHref(props.values, props.offset + ACTIVITY_PAGE_SIZE)}
            >
              {t('activity.older')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** `/activity`: the audit trail, newest first, with its filters and pages. */
export function ActivityScreen(props: ActivityScreenProps) {
  const { records } = props;
  const t = useT();
  const context = {
    prefs: props.prefs,
    format: props.format,
    members: props.members ?? new Map(),
    known: props.known ?? new Map(),
  };
  return (
    <Layout
      title={props.errors ? t('activity.errorTitle') : t('activity.title')}
      session={props.session}
      current="/activity"
    >
      <h1>{t('activity.title')}</h1>
      <p>{t('activity.lead')}</p>
      <ErrorSummary errors={props.errors} />
      <ActivityFilterForm values={props.values} errors={props.errors} />
      {records.length === 0 && !props.errors ? <Empty values={props.values} /> : null}
      {records.length > 0 ? (
        <ol class="activity-lines">
          {records.map((record) => (
            <AuditEventItem key={record.id} record={record} context={context} />
          ))}
        </ol>
      ) : null}
      <Pager values={props.values} offset={props.offset} hasMore={props.hasMore} />
    </Layout>
  );
}
