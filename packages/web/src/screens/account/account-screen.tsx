/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { WebSessionSummary } from '@subtrack/domain';
import { Badge } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import {
  DEVICE_SCRIPTS,
  DeviceAccountSection,
  type DeviceAccountSectionProps,
} from '../../components/device-account-section.js';
import { ErrorSummary } from '../../components/form/error-summary.js';
import type { FormErrors } from '../../components/form/form-errors.js';
import { TextField } from '../../components/form/text-field.js';
import { useLanguage, useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import {
  OidcAccountSection,
  type OidcAccountState,
} from '../../components/oidc-account-section.js';
import {
  PasskeyAccountSection,
  type PasskeyAccountSectionProps,
} from '../../components/passkey-account-section.js';
import { PASSKEY_SCRIPTS } from '../../components/passkey-parts.js';
import { formatInstant } from '../../format/format-date.js';
import type { WebSession } from '../../request-state.js';
import { HomeCurrencySection, type HomeCurrencyState } from './home-currency-section.js';
import { LanguageSection } from './language-section.js';
import { ThemeSection } from './theme-section.js';

/** Props of {@link AccountScreen}. */
export interface AccountScreenProps {
  session: WebSession;
  notice: string | null;
  sessions: WebSessionSummary[];
  /** The time zone the sessions' times are shown in. */
  timeZone: string;
  errors?: FormErrors;
  /** The member's passkeys and the form that adds one. */
  passkeys?: PasskeyAccountSectionProps;
  /** The member's devices that get reminders, and the switch for this one. */
  devices?: DeviceAccountSectionProps;
  /** The member's identity-provider logins (absent: no provider is set up). */
  oidc?: OidcAccountState | null;
  /** The account's home currency. */
  homeCurrency?: HomeCurrencyState;
}

function SessionsTable(props: { sessions: WebSessionSummary[]; timeZone: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <table>
      <caption>{t('account.sessions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.sessions.signedIn')}</th>
          <th scope="col">{t('account.sessions.lastUsed')}</th>
          <th scope="col">{t('account.sessions.thisBrowser')}</th>
        </tr>
      </thead>
      <tbody>
        {props.sessions.map((s) => (
          <tr key={s.publicId}>
            <td>{formatInstant(s.createdAt, language, props.timeZone)}</td>
            <td>{formatInstant(s.lastSeenAt, language, props.timeZone)}</td>
            <td>
              {s.current ? (
                <Badge tone="positive">{t('account.sessions.current')}</Badge>
              ) : (
                t('account.sessions.notCurrent')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The account screen: change password, reminders on this device, passkeys, the sessions, sign out other sessions. */
export function AccountScreen(props: AccountScreenProps) {
  const t = useT();
  return (
    <Layout
      title={t('nav.account')}
      session={props.session}
      notice={props.notice}
      current="/account"
      scripts={[
        ...(props.passkeys?.offer.usable ? PASSKEY_SCRIPTS : []),
        ...(props.devices?.available ? DEVICE_SCRIPTS : []),
      ]}
    >
      <h1>{t('nav.account')}</h1>
      <p class="quiet">
        {props.session.email
          ? t('account.signedInAs', { email: props.session.email })
          : t('account.signedInWithoutEmail')}
      </p>
      <section aria-labelledby="password-heading" class="panel">
        <h2 id="password-heading">{t('account.password.heading')}</h2>
        <ErrorSummary errors={props.errors} />
        <form method="post" action="/account/password" novalidate>
          <CsrfField token={props.session.csrfToken} />
          <TextField
            name="currentPassword"
            label={t('account.password.current')}
            type="password"
            autocomplete="current-password"
            errors={props.errors}
          />
          <TextField
            name="password"
            label={t('account.password.new')}
            type="password"
            autocomplete="new-password"
            hint={t('account.password.hint')}
            errors={props.errors}
          />
          <button type="submit">{t('account.password.submit')}</button>
        </form>
      </section>
      {props.devices ? <DeviceAccountSection {...props.devices} /> : null}
      {props.passkeys ? <PasskeyAccountSection {...props.passkeys} /> : null}
      {props.oidc ? (
        <OidcAccountSection state={props.oidc} csrfToken={props.session.csrfToken} />
      ) : null}
      {props.homeCurrency ? (
        <HomeCurrencySection {...props.homeCurrency} csrfToken={props.session.csrfToken} />
      ) : null}
      <LanguageSection csrfToken={props.session.csrfToken} chosen={props.session.language} />
      <ThemeSection csrfToken={props.session.csrfToken} />
      <section aria-labelledby="sessions-heading" class="panel">
        <h2 id="sessions-heading">{t('account.sessions.heading')}</h2>
        <SessionsTable sessions={props.sessions} timeZone={props.timeZone} />
        <form method="post" action="/account/sign-out-others">
          <CsrfField token={props.session.csrfToken} />
          <button type="submit" class="secondary">
            {t('account.sessions.signOutOthers')}
          </button>
        </form>
      </section>
    </Layout>
  );
}
