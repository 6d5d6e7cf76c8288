/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';
import { useT } from './i18n-context.js';

/**
 * "Add subscription" as a real button that works without JavaScript: a GET form to the
 * create page (a link dressed as a button would be announced as a link). Only for a
 * role that may add one.
 */
export function AddSubscriptionButton(props: { role: MemberRole }) {
  const t = useT();
  if (!roleMay(props.role, 'POST', '/subscriptions/new')) return null;
  return (
    <form method="get" action="/subscriptions/new" class="primary-action">
      <button type="submit">{t('subscriptions.add')}</button>
    </form>
  );
}
