/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { SubscriptionStatus } from '@subtrack/domain';
import { CsrfField } from './csrf-field.js';

/** The status moves a page offers (D3 allows each of them from any status). */
export const STATUS_ACTIONS = {
  pause: { label: 'Pause', status: 'paused', notice: 'Subscription paused' },
  resume: { label: 'Resume', status: 'active', notice: 'Subscription resumed' },
  cancel: { label: 'Cancel', status: 'cancelled', notice: 'Subscription cancelled' },
} as const satisfies Record<string, { label: string; status: SubscriptionStatus; notice: string }>;

export type StatusAction = keyof typeof STATUS_ACTIONS;

/** The moves that change something: an active one pauses or cancels, others resume. */
export function actionsFor(status: SubscriptionStatus): StatusAction[] {
  if (status === 'active') return ['pause', 'cancel'];
  if (status === 'paused') return ['resume', 'cancel'];
  return ['resume'];
}

interface Props {
  id: string;
  name: string;
  status: SubscriptionStatus;
  csrfToken: string;
  /** Where to come back to after the action (the list page or the edit page). */
  returnTo: string;
}

/**
 * Pause, Resume, Cancel as small POST forms (they work without JavaScript), then "Delete",
 * a link to the confirmation page. Each control's name ends with the subscription's name
 * (visually hidden), so a list of them stays tellable apart by ear.
 */
export function StatusActions({ id, name, status, csrfToken, returnTo }: Props) {
  return (
    <div class="row-actions">
      {actionsFor(status).map((action) => (
        <form key={action} method="post" action={`/subscriptions/${id}/${action}`} class="inline">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="next" value={returnTo} />
          <button type="submit" class="secondary">
            {STATUS_ACTIONS[action].label}
            <span class="visually-hidden"> {name}</span>
          </button>
        </form>
      ))}
      <a href={`/subscriptions/${id}/delete`}>
        Delete<span class="visually-hidden"> {name}</span>
      </a>
    </div>
  );
}
