/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { MAX_PASSKEY_NAME_LENGTH, type PasskeySummary } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import { ErrorSummary } from './form/error-summary.js';
import type { FormErrors } from './form/form-errors.js';
import { TextField } from './form/text-field.js';
import { PasskeyForm, type PasskeyOffer, PasskeyUnavailable } from './passkey-parts.js';
import { ScrollTable } from './scroll-table.js';

/** What the account screen's passkey section shows. */
export interface PasskeyAccountSectionProps {
  passkeys: PasskeySummary[];
  offer: PasskeyOffer;
  csrfToken: string;
  locale: string;
  timeZone: string;
  /** A refused "Add a passkey", with the name typed. */
  errors?: FormErrors;
  name?: string;
}

function PasskeyTable(props: PasskeyAccountSectionProps) {
  const when = (iso: string) => formatInstant(iso, props.locale, props.timeZone);
  return (
    <ScrollTable caption="Your passkeys">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Added</th>
          <th scope="col">Last used</th>
          <th scope="col">
            <span class="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <td>{passkey.name}</td>
            <td>{when(passkey.createdAt)}</td>
            <td>{passkey.lastUsedAt ? when(passkey.lastUsedAt) : 'Never'}</td>
            <td>
              {/* A GET to the confirmation page: removing needs a second, deliberate press. */}
              <form method="get" action={`/account/passkeys/${passkey.id}/remove`} class="inline">
                <button type="submit" class="secondary danger small">
                  Remove<span class="visually-hidden"> passkey {passkey.name}</span>
                </button>
              </form>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The account screen's passkeys: the list (name, added, last used, remove) and "Add a passkey". */
export function PasskeyAccountSection(props: PasskeyAccountSectionProps) {
  return (
    <section aria-labelledby="passkeys-heading" class="panel">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p class="quiet">
        A passkey signs you in with your device’s screen lock or a security key instead of a
        password.
      </p>
      {props.passkeys.length > 0 ? <PasskeyTable {...props} /> : <p>You have no passkeys yet.</p>}
      <ErrorSummary errors={props.errors} />
      {props.offer.usable ? (
        <PasskeyForm
          id="passkey-add"
          ceremony="register"
          action="/account/passkeys"
          optionsUrl="/account/passkeys/options"
          csrfToken={props.csrfToken}
          what="Adding a passkey"
        >
          <TextField
            name="passkeyName"
            label="Passkey name"
            hint="Name it after the device that holds it, like “Phone”."
            value={props.name}
            maxChars={MAX_PASSKEY_NAME_LENGTH}
            errors={props.errors}
          />
          <button type="submit">Add a passkey</button>
        </PasskeyForm>
      ) : (
        <PasskeyUnavailable reason={props.offer.reason} />
      )}
    </section>
  );
}
