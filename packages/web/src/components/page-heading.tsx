/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * A screen's `<h1>` with its one primary action beside it (below it on a phone), such as
 * "Add subscription" on the list.
 */
export function PageHeading(props: { title: ComponentChildren; action?: ComponentChildren }) {
  return (
    <div class="page-heading">
      <h1>{props.title}</h1>
      {props.action}
    </div>
  );
}
