/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * What a screen shows while it has nothing to list: what would be here, and what to do
 * about it, with the action as a link (a GET: it works without JavaScript).
 */
export function EmptyState(props: {
  /** The sentence that says what is missing, such as "No subscriptions yet." */
  title: string;
  /** What to do, in a sentence or two. */
  children?: ComponentChildren;
  /** The main thing to do next. */
  action?: { href: string; label: string };
  /**
   * Draw the action as the screen's primary button (the default); `false` when the screen
   * already has its primary action elsewhere, so there is only one.
   */
  primary?: boolean;
  /** Another way, quieter. */
  secondary?: { href: string; label: string };
}) {
  return (
    <div class="empty-state">
      <p class="empty-title">{props.title}</p>
      {props.children ? <p>{props.children}</p> : null}
      {props.action || props.secondary ? (
        <p class="empty-actions">
          {props.action ? (
            <a
              class={props.primary === false ? 'button secondary' : 'button'}
              href={props.action.href}
            >
              {props.action.label}
            </a>
          ) : null}
          {props.secondary ? <a href={props.secondary.href}>{props.secondary.label}</a> : null}
        </p>
      ) : null}
    </div>
  );
}
