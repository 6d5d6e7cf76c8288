/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionStatus } from '@subtrack/domain';
import { useRich, useT } from './i18n-context.js';
import { actionsFor, SHARED_FORM_ID, STATUS_ACTIONS } from './status-actions.js';

/**
 * One subscription's actions in a list, folded behind "Actions" (a disclosure that opens
 * without JavaScript): Edit, then Pause, Resume or Cancel as buttons of the page's one
 * shared form (`StatusActionsForm`), then Delete, a link to its confirmation page. The
 * summary and every item carry the subscription's name ("Actions for Netflix", "Pause
 * Netflix"), so a list of them stays tellable apart by ear.
 */
export function RowMenu(props: { id: string; name: string; status: SubscriptionStatus }) {
  const { id } = props;
  const t = useT();
  const rich = useRich();
  const name = isolateBidi(props.name);
  const url = (action: string) => `/subscriptions/${id}/${action}`;
  return (
    <details class="row-menu">
      <summary>
        {/* Seen: "Actions"; heard: "Actions for Netflix", one sentence of the catalogs. */}
        {rich('actions.menuNamed', { actions: <span>{t('actions.menu')}</span>, name })
          .filter((part) => part !== '')
          .map((part) =>
            typeof part === 'string' ? <span class="visually-hidden">{part}</span> : part,
          )}
      </summary>
      <ul>
        <li>
          <a href={url('edit')} aria-label={t('actions.editNamed', { name })}>
            {t('actions.edit')}
          </a>
        </li>
        {actionsFor(props.status).map((action) => (
          <li key={action}>
            <button
              type="submit"
              form={SHARED_FORM_ID}
              formaction={url(action)}
              aria-label={t(STATUS_ACTIONS[action].named, { name })}
            >
              {t(STATUS_ACTIONS[action].label)}
            </button>
          </li>
        ))}
        <li>
          <a class="danger" href={url('delete')} aria-label={t('actions.deleteNamed', { name })}>
            {t('actions.delete')}
          </a>
        </li>
      </ul>
    </details>
  );
}
