/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * A table with its caption that keyboard users can reach: below 768 px the stylesheet
 * lets a wide table scroll sideways, and a scrolling region must take focus (WCAG 2.1.1,
 * axe `scrollable-region-focusable`). The caption names it when focused.
 */
export function ScrollTable(props: {
  caption: ComponentChildren;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  children: ComponentChildren;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table scrolled sideways must be reachable by keyboard
    <table tabIndex={0}>
      <caption class={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
      {props.children}
    </table>
  );
}
