/** @jsxRuntime automatic */
/** @jsxImportSource preact */

/** Links to the previous and next page of a list, when there are ones. */
export function Pager(props: {
  /** The navigation's accessible name, e.g. "Pages". */
  label: string;
  previous: string | null;
  next: string | null;
  previousText?: string;
  nextText?: string;
}) {
  if (!props.previous && !props.next) return null;
  return (
    <nav aria-label={props.label} class="pager">
      <ul>
        {props.previous && (
          <li>
            <a class="button secondary small" href={props.previous}>
              {props.previousText ?? 'Previous page'}
            </a>
          </li>
        )}
        {props.next && (
          <li>
            <a class="button secondary small" href={props.next}>
              {props.nextText ?? 'Next page'}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
