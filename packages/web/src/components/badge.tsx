/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { SubscriptionStatus } from '@subtrack/domain';
import type { ComponentChildren } from 'preact';
import { useT } from './i18n-context.js';
import { STATUS_KEYS } from './subscription-options.js';

/**
 * The tones a badge takes: each a colour pair that passes WCAG AA in light and dark
 * (site.css), and a shape of its own before the word, so colour is never the only signal.
 */
export type BadgeTone = 'positive' | 'waiting' | 'ended' | 'trial' | 'neutral' | 'negative';

/** A short state in words ("Active", "Revoked"), drawn as a pill. */
export function Badge(props: { tone: BadgeTone; children: ComponentChildren }) {
  return <span class={`badge ${props.tone}`}>{props.children}</span>;
}

const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'positive',
  paused: 'waiting',
  cancelled: 'ended',
};

/** A subscription's status as a badge: "Active", "Paused", "Cancelled". */
export function StatusBadge(props: { status: SubscriptionStatus }) {
  const t = useT();
  return <Badge tone={STATUS_TONES[props.status]}>{t(STATUS_KEYS[props.status])}</Badge>;
}

/** Marks a subscription that is still a free trial. */
export function TrialBadge() {
  return <Badge tone="trial">{useT()('badge.freeTrial')}</Badge>;
}
