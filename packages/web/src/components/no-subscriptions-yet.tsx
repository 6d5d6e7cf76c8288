/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { EmptyState } from './empty-state.js';

/**
 * What a new owner sees on the dashboard and the list: what subtrack is for, the first
 * thing to do, and the way in for someone coming from Wallos or another subtrack.
 * `primary={false}` where the screen's own primary action is already "Add subscription".
 */
export function NoSubscriptionsYet(props: { primary?: boolean }) {
  return (
    <EmptyState
      primary={props.primary}
      title="No subscriptions yet."
      action={{ href: '/subscriptions/new', label: 'Add your first subscription' }}
      secondary={{ href: '/data', label: 'Import from Wallos or a subtrack export' }}
    >
      Add what you pay for again and again, such as streaming, software, cloud storage or a gym, to
      see what it costs each month and when each one renews.
    </EmptyState>
  );
}
