/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { EmptyState } from './empty-state.js';
import { useT } from './i18n-context.js';

/**
 * What a new owner sees on the dashboard and the list: what subtrack is for, the first
 * thing to do, and the way in for someone coming from Wallos or another subtrack.
 * `primary={false}` where the screen's own primary action is already "Add subscription".
 */
export function NoSubscriptionsYet(props: { primary?: boolean }) {
  const t = useT();
  return (
    <EmptyState
      primary={props.primary}
      title={t('subscriptions.none.title')}
      action={{ href: '/subscriptions/new', label: t('subscriptions.none.addFirst') }}
      secondary={{ href: '/data', label: t('subscriptions.none.import') }}
    >
      {t('subscriptions.none.text')}
    </EmptyState>
  );
}
