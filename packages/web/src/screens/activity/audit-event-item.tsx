/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { AuditRecord } from '@subtrack/domain';
import { ScrollTable } from '../../components/scroll-table.js';
import { formatInstant } from '../../format/format-date.js';
import type { OwnerPreferences } from '../../format/owner-preferences.js';
import {
  actionWords,
  actorWords,
  changeRows,
  type MemberEmails,
  resourceWords,
} from '../../view-models/audit-words.js';

function Changes(props: { record: AuditRecord }) {
  const rows = changeRows(props.record);
  // D19: a deletion keeps no field value of the deleted record. Other records without
  // changes (a sign-in, a password change) have nothing to say here.
  if (props.record.changes === null) {
    const deletion = /\.(deleted|removed)$/.test(props.record.action);
    return deletion ? <p class="quiet">No field values are kept after a deletion.</p> : null;
  }
  if (rows.length === 0) return <p>Nothing changed.</p>;
  return (
    <ScrollTable caption="Changes" captionHidden>
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
    </ScrollTable>
  );
}

/** One audit record: when, what, on which resource, by whom (D30, D45), and what changed. */
export function AuditEventItem(props: {
  record: AuditRecord;
  prefs: OwnerPreferences;
  members?: MemberEmails;
}) {
  const { record, prefs } = props;
  return (
    <li>
      <article aria-labelledby={`event-${record.id}`}>
        <h2 id={`event-${record.id}`}>{actionWords(record.action)}</h2>
        <dl class="facts">
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
          <dd>{actorWords(record.actor, props.members)}</dd>
        </dl>
        <Changes record={record} />
      </article>
    </li>
  );
}
