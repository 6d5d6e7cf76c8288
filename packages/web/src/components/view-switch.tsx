/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { MessageKey } from '@subtrack/i18n';
import type { ListView } from '../view-models/list-view-choice.js';
import { type ListParams, listHref } from '../view-models/subscription-list-view.js';
import { useT } from './i18n-context.js';

const VIEWS: Array<[ListView, MessageKey]> = [
  ['table', 'list.view.table'],
  ['cards', 'list.view.cards'],
];

/**
 * "List" or "Cards": two links that keep the filters and page; the choice is remembered
 * on this browser (a cookie), so the list opens the same way next time.
 */
export function ViewSwitch(props: { params: ListParams; view: ListView }) {
  const t = useT();
  return (
    <nav class="view-switch" aria-label={t('list.view.label')}>
      {VIEWS.map(([view, label]) => (
        <a
          key={view}
          href={listHref({ ...props.params, view })}
          aria-current={view === props.view ? 'page' : undefined}
        >
          {t(label)}
        </a>
      ))}
    </nav>
  );
}
