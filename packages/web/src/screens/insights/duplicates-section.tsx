/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type DuplicateGroup, isolateBidi } from '@subtrack/domain';
import { StatusBadge } from '../../components/badge.js';
import { useT } from '../../components/i18n-context.js';
import { PERIOD_KEYS } from '../../components/subscription-options.js';
import type { Formatters } from '../../format/formatters.js';

/** Subscriptions whose names match once case and spaces are ignored. */
export function DuplicatesSection(props: { groups: DuplicateGroup[]; format: Formatters }) {
  const t = useT();
  return (
    <section aria-labelledby="duplicates-title" class="card">
      <h2 id="duplicates-title">{t('insights.duplicates.heading')}</h2>
      {props.groups.length === 0 ? (
        <p class="quiet">{t('insights.duplicates.none')}</p>
      ) : (
        <>
          <p>{t('insights.duplicates.intro')}</p>
          {props.groups.map((group) => (
            <DuplicateGroupTable key={group.normalizedName} group={group} format={props.format} />
          ))}
        </>
      )}
    </section>
  );
}

function DuplicateGroupTable(props: { group: DuplicateGroup; format: Formatters }) {
  const { group, format } = props;
  const t = useT();
  const name = isolateBidi(group.subscriptions[0]?.name ?? group.normalizedName);
  const column = {
    category: t('list.column.category'),
    amount: t('list.column.amount'),
    period: t('insights.duplicates.period'),
    status: t('list.column.status'),
  };
  return (
    // Rows as labelled cards on a phone (site.css `table.cards`): five columns do not fit.
    <table class="cards">
      <caption>
        {t('insights.duplicates.caption', { name, count: group.subscriptions.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('list.column.name')}</th>
          <th scope="col">{column.category}</th>
          <th scope="col" class="amount">
            {column.amount}
          </th>
          <th scope="col">{column.period}</th>
          <th scope="col">{column.status}</th>
        </tr>
      </thead>
      <tbody>
        {group.subscriptions.map((member) => (
          <tr key={member.id}>
            <th scope="row">{isolateBidi(member.name)}</th>
            <td data-label={column.category}>{isolateBidi(member.category)}</td>
            <td data-label={column.amount} class="amount">
              {format.money(member.amount, member.currency)}
            </td>
            <td data-label={column.period}>{t(PERIOD_KEYS[member.period])}</td>
            <td data-label={column.status}>
              <StatusBadge status={member.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
