/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { monogramOf } from '../view-models/monogram.js';

/**
 * A subscription's uploaded logo, else its monogram. Decoration: the name always
 * stands beside it, so it has no text of its own for a screen reader.
 */
export function SubscriptionMark(props: { id: string; name: string; hasLogo: boolean }) {
  if (props.hasLogo) {
    return (
      <img
        class="mark"
        src={`/subscriptions/${encodeURIComponent(props.id)}/logo`}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const { initials, tone } = monogramOf(props.name);
  return (
    <span class={`mark monogram tone-${tone}`} aria-hidden="true">
      {initials}
    </span>
  );
}
