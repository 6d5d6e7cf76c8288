/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { IdentitySummary } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import { CsrfField } from './csrf-field.js';
import { useT } from './i18n-context.js';

/** What the account screen shows of D46's identity provider (absent when it is off). */
export interface OidcAccountState {
  name: string;
  identities: IdentitySummary[];
  locale: string;
  timeZone: string;
}

/**
 * The member's logins at the identity provider (issuer and subject: what binds them,
 * never an email) and "Connect <name>", a form button (a POST with the CSRF token)
 * that signs in at the provider and binds that login.
 */
export function OidcAccountSection(props: { state: OidcAccountState; csrfToken: string }) {
  const t = useT();
  const { name, identities, locale, timeZone } = props.state;
  return (
    <section aria-labelledby="oidc-heading" class="panel">
      <h2 id="oidc-heading">{t('account.oidc.heading', { name })}</h2>
      {identities.length === 0 ? (
        <p>{t('account.oidc.none', { name })}</p>
      ) : (
        <table>
          <caption>{t('account.oidc.caption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.oidc.provider')}</th>
              <th scope="col">{t('account.oidc.loginId')}</th>
              <th scope="col">{t('account.oidc.connected')}</th>
            </tr>
          </thead>
          <tbody>
            {identities.map((identity) => (
              <tr key={`${identity.issuer} ${identity.subject}`}>
                <td>{identity.issuer}</td>
                <td>{identity.subject}</td>
                <td>{formatInstant(identity.createdAt, locale, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form method="post" action="/account/oidc/connect">
        <CsrfField token={props.csrfToken} />
        <button type="submit" class="secondary">
          {t('account.oidc.connect', { name })}
        </button>
      </form>
    </section>
  );
}
