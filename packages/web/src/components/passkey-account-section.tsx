/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { MAX_PASSKEY_NAME_LENGTH, type PasskeySummary } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import { ErrorSummary } from './form/error-summary.js';
import type { FormErrors } from './form/form-errors.js';
import { TextField } from './form/text-field.js';
import { useT } from './i18n-context.js';
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
  const t = useT();
  const when = (iso: string) => formatInstant(iso, props.locale, props.timeZone);
  return (
    <ScrollTable caption={t('account.passkey.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('account.passkey.name')}</th>
          <th scope="col">{t('account.passkey.added')}</th>
          <th scope="col">{t('keys.table.lastUsed')}</th>
          <th scope="col">
            <span class="visually-hidden">{t('account.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <td>{passkey.name}</td>
            <td>{when(passkey.createdAt)}</td>
            <td>{passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('keys.lastUsed.never')}</td>
            <td>
              {/* A GET to the confirmation page: removing needs a second, deliberate press. */}
              <form method="get" action={`/account/passkeys/${passkey.id}/remove`} class="inline">
                <button type="submit" class="secondary danger small">
                  {t('account.remove')}
                  <span class="visually-hidden">
                    {' '}
                    {t('account.passkey.which', { name: passkey.name })}
                  </span>
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
  const t = useT();
  return (
    <section aria-labelledby="passkeys-heading" class="panel">
      <h2 id="passkeys-heading">{t('account.passkey.heading')}</h2>
      <p class="quiet">{t('account.passkey.intro')}</p>
      {props.passkeys.length > 0 ? (
        <PasskeyTable {...props} />
      ) : (
        <p>{t('account.passkey.empty')}</p>
      )}
      <ErrorSummary errors={props.errors} />
      {props.offer.usable ? (
        <PasskeyForm
          id="passkey-add"
          ceremony="register"
          action="/account/passkeys"
          optionsUrl="/account/passkeys/options"
          csrfToken={props.csrfToken}
          what={t('account.passkey.adding')}
        >
          <TextField
            name="passkeyName"
            label={t('account.passkey.field')}
            hint={t('account.passkey.field.hint')}
            value={props.name}
            maxChars={MAX_PASSKEY_NAME_LENGTH}
            errors={props.errors}
          />
          <button type="submit">{t('account.passkey.add')}</button>
        </PasskeyForm>
      ) : (
        <PasskeyUnavailable reason={props.offer.reason} />
      )}
    </section>
  );
}
