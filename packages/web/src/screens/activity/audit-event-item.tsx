/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type AuditRecord, isolateBidi } from '@subtrack/domain';
import type { ComponentChildren } from 'preact';
import { useRich, useT } from '../../components/i18n-context.js';
import { formatInstant } from '../../format/format-date.js';
import type { Formatters } from '../../format/formatters.js';
import type { OwnerPreferences } from '../../format/owner-preferences.js';
import {
  changeWords,
  eventLine,
  type KnownSubscriptions,
} from '../../view-models/activity-line.js';
import { actorWords, type MemberEmails, resourceWords } from '../../view-models/audit-words.js';

/** What one event needs besides its record. */
export interface EventContext {
  prefs: OwnerPreferences;
  format: Formatters;
  members: MemberEmails;
  known: KnownSubscriptions;
}

/** The fields a record changed, then who and what it was about with their ids. */
function Details(props: { record: AuditRecord; context: EventContext }) {
  const { record, context } = props;
  const t = useT();
  const rich = useRich();
  const rows = changeWords(record, context.known.get(record.resourceId), context.format, t);
  const hidden = (words: ComponentChildren) => <span class="visually-hidden">{words}</span>;
  // D19: a deletion keeps no field value of the deleted record.
  const deletion = record.changes === null && /\.(deleted|removed)$/.test(record.action);
  return (
    <details class="event-details">
      <summary>{rich('activity.details', { hidden })}</summary>
      <dl>
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{row.field}</dt>
            <dd>
              {row.from === null
                ? row.to
                : rich('activity.details.change', {
                    from: row.from,
                    to: row.to,
                    arrow: (words) => <span aria-hidden="true">{words}</span>,
                    hidden,
                  })}
            </dd>
          </div>
        ))}
        {deletion ? (
          <div>
            <dt>{t('activity.details.values')}</dt>
            <dd>{t('activity.details.deleted')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{resourceWords(record.resourceType, t)}</dt>
          <dd>
            <code>{record.resourceId}</code>
          </dd>
        </div>
        <div>
          <dt>{t('activity.details.by')}</dt>
          <dd>{actorWords(record.actor, context.members, t)}</dd>
        </div>
      </dl>
    </details>
  );
}

/**
 * One audit record as one line: who did what to which subscription, in words,
 * with the subscription linked, and when; what changed and the ids folded under "Details".
 */
export function AuditEventItem(props: { record: AuditRecord; context: EventContext }) {
  const { record, context } = props;
  const t = useT();
  const rich = useRich();
  const sentence = eventLine(record, context.known, context.members, context.format, t);
  const { link } = sentence;
  return (
    <li>
      <p class="event-line">
        {rich(
          sentence.message,
          link
            ? { ...sentence.values, subscription: <a href={link.href}>{isolateBidi(link.name)}</a> }
            : sentence.values,
        )}
      </p>
      <time class="event-time" datetime={record.occurredAt}>
        {formatInstant(record.occurredAt, context.prefs.locale, context.prefs.timeZone)}
      </time>
      <Details record={record} context={context} />
    </li>
  );
}
