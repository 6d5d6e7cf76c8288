/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { SubscriptionStatus } from '@subtrack/domain';
import type { ComponentChildren } from 'preact';
import { STATUS_LABELS } from './subscription-options.js';

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
  return <Badge tone={STATUS_TONES[props.status]}>{STATUS_LABELS[props.status]}</Badge>;
}

/** Marks a subscription that is still a free trial. */
export function TrialBadge() {
  return <Badge tone="trial">Free trial</Badge>;
}
