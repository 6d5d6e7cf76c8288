/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { AuditRecord } from '@subtrack/domain';
import { formatInstant } from '../../format/format-date.js';
import type { OwnerPreferences } from '../../format/owner-preferences.js';
import { actionWords, actorWords, changeRows, resourceWords } from './audit-words.js';

function Changes(props: { record: AuditRecord }) {
  const rows = changeRows(props.record);
  // D19: a deletion keeps no field value of the deleted record.
  if (props.record.changes === null) return <p>No field values are kept after a deletion.</p>;
  if (rows.length === 0) return <p>Nothing changed.</p>;
  return (
    <table>
      <caption class="visually-hidden">Changes</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{row.from}</td>
            <td>{row.to}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One audit record: when, what, on which resource, by whom (D30), and what changed. */
export function AuditEventItem(props: { record: AuditRecord; prefs: OwnerPreferences }) {
  const { record, prefs } = props;
  return (
    <li>
      <article aria-labelledby={`event-${record.id}`}>
        <h2 id={`event-${record.id}`}>{actionWords(record.action)}</h2>
        <dl>
          <dt>Time</dt>
          <dd>
            <time datetime={record.occurredAt}>
              {formatInstant(record.occurredAt, prefs.locale, prefs.timeZone)}
            </time>
          </dd>
          <dt>Resource</dt>
          <dd>
            {resourceWords(record.resourceType)} <code>{record.resourceId}</code>
          </dd>
          <dt>By</dt>
          <dd>{actorWords(record.actor)}</dd>
        </dl>
        <Changes record={record} />
      </article>
    </li>
  );
}
