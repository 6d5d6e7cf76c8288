/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from './i18n-context.js';

/** Links to the previous and next page of a list, when there are ones. */
export function Pager(props: {
  /** The navigation's accessible name, e.g. "Pages". */
  label: string;
  previous: string | null;
  next: string | null;
  previousText?: string;
  nextText?: string;
}) {
  const t = useT();
  if (!props.previous && !props.next) return null;
  return (
    <nav aria-label={props.label} class="pager">
      <ul>
        {props.previous && (
          <li>
            <a class="button secondary small" href={props.previous}>
              {props.previousText ?? t('pager.previous')}
            </a>
          </li>
        )}
        {props.next && (
          <li>
            <a class="button secondary small" href={props.next}>
              {props.nextText ?? t('pager.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
