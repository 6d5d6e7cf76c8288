/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { ListView } from '../view-models/list-view-choice.js';
import { type ListParams, listHref } from '../view-models/subscription-list-view.js';

const VIEWS: Array<[ListView, string]> = [
  ['table', 'List'],
  ['cards', 'Cards'],
];

/**
 * "List" or "Cards": two links that keep the filters and page; the choice is remembered
 * on this browser (a cookie), so the list opens the same way next time.
 */
export function ViewSwitch(props: { params: ListParams; view: ListView }) {
  return (
    <nav class="view-switch" aria-label="View">
      {VIEWS.map(([view, label]) => (
        <a
          key={view}
          href={listHref({ ...props.params, view })}
          aria-current={view === props.view ? 'page' : undefined}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
