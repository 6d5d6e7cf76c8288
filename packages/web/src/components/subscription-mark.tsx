/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { brandIconOf } from '../view-models/brand-icons.js';
import { monogramOf } from '../view-models/monogram.js';

/**
 * A subscription's uploaded logo, else the icon of the well-known service its name names,
 * else its monogram. Decoration: the name always stands beside it, so it has no text of
 * its own for a screen reader.
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
  const brand = brandIconOf(props.name);
  if (brand !== null) {
    // The 24 px path drawn inside a 36 px tile of the brand's colour.
    return (
      <svg
        class="mark brand"
        viewBox="-6 -6 36 36"
        aria-hidden="true"
        focusable="false"
        data-brand={brand.title}
      >
        <rect x="-6" y="-6" width="36" height="36" rx="8" fill={brand.background} />
        <path d={brand.path} fill={brand.foreground} />
      </svg>
    );
  }
  const { initials, tone } = monogramOf(props.name);
  return (
    <span class={`mark monogram tone-${tone}`} aria-hidden="true">
      {initials}
    </span>
  );
}
