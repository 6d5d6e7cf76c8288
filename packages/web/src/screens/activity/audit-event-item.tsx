/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type AuditRecord, isolateBidi } from '@subtrack/domain';
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
  const rows = changeWords(record, context.known.get(record.resourceId), context.format);
  // D19: a deletion keeps no field value of the deleted record.
  const deletion = record.changes === null && /\.(deleted|removed)$/.test(record.action);
  return (
    <details class="event-details">
      <summary>
        Details<span class="visually-hidden"> of this event</span>
      </summary>
      <dl>
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{row.field}</dt>
            <dd>
              {row.from === null ? (
                row.to
              ) : (
                <>
                  {row.from} <span aria-hidden="true">→</span>
                  <span class="visually-hidden"> to</span> {row.to}
                </>
              )}
            </dd>
          </div>
        ))}
        {deletion ? (
          <div>
            <dt>Values</dt>
            <dd>No field values are kept after a deletion.</dd>
          </div>
        ) : null}
        <div>
          <dt>{resourceWords(record.resourceType)}</dt>
          <dd>
            <code>{record.resourceId}</code>
          </dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>{actorWords(record.actor, context.members)}</dd>
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
  const parts = eventLine(record, context.known, context.members, context.format);
  return (
    <li>
      <p class="event-line">
        {parts.map((part, index) =>
          typeof part === 'string' ? (
            part
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a sentence keep their order
            <a key={index} href={part.href}>
              {isolateBidi(part.name)}
            </a>
          ),
        )}
      </p>
      <time class="event-time" datetime={record.occurredAt}>
        {formatInstant(record.occurredAt, context.prefs.locale, context.prefs.timeZone)}
      </time>
      <Details record={record} context={context} />
    </li>
  );
}
