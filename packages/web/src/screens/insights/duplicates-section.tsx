/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type DuplicateGroup, isolateBidi } from '@subtrack/domain';
import { StatusBadge } from '../../components/badge.js';
import { formatMoney } from '../../format/format-money.js';
import { words } from '../../view-models/insights-view.js';

/** Subscriptions whose names match once case and spaces are ignored. */
export function DuplicatesSection(props: { groups: DuplicateGroup[]; locale: string }) {
  return (
    <section aria-labelledby="duplicates-title" class="card">
      <h2 id="duplicates-title">Possible duplicates</h2>
      {props.groups.length === 0 ? (
        <p class="quiet">
          No duplicates found: no two active or paused subscriptions share a name (ignoring case and
          spaces). Nothing to do here.
        </p>
      ) : (
        <>
          <p>
            These subscriptions have the same name when case and spaces are ignored. If you pay
            twice for the same service, cancel one of them.
          </p>
          {props.groups.map((group) => (
            <DuplicateGroupTable key={group.normalizedName} group={group} locale={props.locale} />
          ))}
        </>
      )}
    </section>
  );
}

function DuplicateGroupTable(props: { group: DuplicateGroup; locale: string }) {
  const { group } = props;
  const title = isolateBidi(group.subscriptions[0]?.name ?? group.normalizedName);
  return (
    // Rows as labelled cards on a phone (site.css `table.cards`): five columns do not fit.
    <table class="cards">
      <caption>
        “{title}”: {group.subscriptions.length} subscriptions
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col" class="amount">
            Amount
          </th>
          <th scope="col">Period</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {group.subscriptions.map((member) => (
          <tr key={member.id}>
            <th scope="row">{isolateBidi(member.name)}</th>
            <td data-label="Category">{isolateBidi(member.category)}</td>
            <td data-label="Amount" class="amount">
              {formatMoney(member.amount, member.currency, props.locale)}
            </td>
            <td data-label="Period">{words(member.period)}</td>
            <td data-label="Status">
              <StatusBadge status={member.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
