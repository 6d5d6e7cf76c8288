/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionStatus } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { CsrfField } from './csrf-field.js';
import { useT } from './i18n-context.js';

/**
 * The status moves a page offers (D3 allows each of them from any status): the button's
 * word, its accessible name with the subscription's name, and the notice once done.
 */
export const STATUS_ACTIONS = {
  pause: {
    label: 'actions.pause',
    named: 'actions.pauseNamed',
    status: 'paused',
    notice: 'actions.paused',
  },
  resume: {
    label: 'actions.resume',
    named: 'actions.resumeNamed',
    status: 'active',
    notice: 'actions.resumed',
  },
  cancel: {
    label: 'actions.cancel',
    named: 'actions.cancelNamed',
    status: 'cancelled',
    notice: 'actions.cancelled',
  },
} as const satisfies Record<
  string,
  { label: MessageKey; named: MessageKey; status: SubscriptionStatus; notice: MessageKey }
>;

export type StatusAction = keyof typeof STATUS_ACTIONS;

/** The moves that change something: an active one pauses or cancels, others resume. */
export function actionsFor(status: SubscriptionStatus): StatusAction[] {
  if (status === 'active') return ['pause', 'cancel'];
  if (status === 'paused') return ['resume', 'cancel'];
  return ['resume'];
}

/** The id of a list page's one hidden form that its rows' buttons submit. */
export const SHARED_FORM_ID = 'status-actions';

/**
 * The hidden form that every row's status buttons of a list submit (`form` attribute): it
 * carries the CSRF token and the page to come back to once per page instead of per row.
 */
export function StatusActionsForm({
  csrfToken,
  returnTo,
}: {
  csrfToken: string;
  returnTo: string;
}) {
  return (
    <form id={SHARED_FORM_ID} method="post" action="/subscriptions" hidden>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="next" value={returnTo} />
    </form>
  );
}

interface Props {
  id: string;
  name: string;
  status: SubscriptionStatus;
  /**
   * Where the buttons' token and return page come from: `shared`, a page's one
   * {@link StatusActionsForm}; else a form of their own with these.
   */
  form: 'shared' | { csrfToken: string; returnTo: string };
}

/**
 * Pause, Resume, Cancel as POST buttons (they work without JavaScript), small and quiet
 * (site.css `.row-actions`), then "Delete", a link to the confirmation page, marked as
 * destructive. Each button posts to its own action (`formaction`). Each
 * control's accessible name is its word and the subscription's name ("Pause Netflix"), so
 * a list of them stays tellable apart by ear.
 */
export function StatusActions({ id, name, status, form }: Props) {
  const t = useT();
  const url = (action: string) => `/subscriptions/${id}/${action}`;
  const buttons = actionsFor(status).map((action) => {
    const { label, named } = STATUS_ACTIONS[action];
    return (
      <button
        key={action}
        type="submit"
        form={form === 'shared' ? SHARED_FORM_ID : undefined}
        formaction={url(action)}
        aria-label={t(named, { name: isolateBidi(name) })}
      >
        {t(label)}
      </button>
    );
  });
  return (
    <div class="row-actions">
      {form === 'shared' ? (
        buttons
      ) : (
        <form method="post" action={`/subscriptions/${id}`}>
          <CsrfField token={form.csrfToken} />
          <input type="hidden" name="next" value={form.returnTo} />
          {buttons}
        </form>
      )}
      <a
        class="danger"
        href={url('delete')}
        aria-label={t('actions.deleteNamed', { name: isolateBidi(name) })}
      >
        {t('actions.delete')}
      </a>
    </div>
  );
}

/**
 * A subscription's page and edit form end with its status moves and Delete in a card of
 * their own ("Other actions"), quiet beside the page's one primary button.
 */
export function OtherActions(props: Omit<Props, 'form'> & { csrfToken: string; returnTo: string }) {
  const { csrfToken, returnTo, ...subscription } = props;
  const t = useT();
  return (
    <section aria-labelledby="more-actions" class="panel wide">
      <h2 id="more-actions">{t('actions.other')}</h2>
      <StatusActions {...subscription} form={{ csrfToken, returnTo }} />
    </section>
  );
}
