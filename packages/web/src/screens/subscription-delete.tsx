/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';

interface Props {
  id: string;
  name: string;
  csrfToken: string;
}

/** The confirmation page of a delete (D27): nothing is removed until the button is pressed. */
export function SubscriptionDeleteScreen({ id, name, csrfToken }: Props) {
  return (
    <>
      <h1>Delete {isolateBidi(name)}?</h1>
      <p>This removes the subscription and its history for good. It cannot be undone.</p>
      <form method="post" action={`/subscriptions/${id}/delete`} class="confirm">
        <CsrfField token={csrfToken} />
        <div class="form-actions">
          <button type="submit" class="danger">
            Delete subscription
          </button>
          <a href={`/subscriptions/${id}/edit`}>Cancel</a>
        </div>
      </form>
    </>
  );
}
