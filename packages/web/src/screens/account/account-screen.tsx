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
import { ThemeSection } from './theme-section.js';

/** Props of {@link AccountScreen}. */
export interface AccountScreenProps {
  session: WebSession;
  notice: string | null;
  sessions: WebSessionSummary[];
  locale: string;
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

function SessionsTable(props: { sessions: WebSessionSummary[]; locale: string; timeZone: string }) {
  return (
    <table>
      <caption>Your sessions</caption>
      <thead>
        <tr>
          <th scope="col">Signed in</th>
          <th scope="col">Last used</th>
          <th scope="col">This browser</th>
        </tr>
      </thead>
      <tbody>
        {props.sessions.map((s) => (
          <tr key={s.publicId}>
            <td>{formatInstant(s.createdAt, props.locale, props.timeZone)}</td>
            <td>{formatInstant(s.lastSeenAt, props.locale, props.timeZone)}</td>
            <td>{s.current ? <Badge tone="positive">Yes</Badge> : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The account screen: change password, reminders on this device, passkeys, the sessions, sign out other sessions. */
export function AccountScreen(props: AccountScreenProps) {
  return (
    <Layout
      title="Account"
      session={props.session}
      notice={props.notice}
      current="/account"
      scripts={[
        ...(props.passkeys?.offer.usable ? PASSKEY_SCRIPTS : []),
        ...(props.devices?.available ? DEVICE_SCRIPTS : []),
      ]}
    >
      <h1>Account</h1>
      <p class="quiet">Signed in as {props.session.email || 'the owner (no email set yet)'}.</p>
      <section aria-labelledby="password-heading" class="panel">
        <h2 id="password-heading">Change password</h2>
        <ErrorSummary errors={props.errors} />
        <form method="post" action="/account/password" novalidate>
          <CsrfField token={props.session.csrfToken} />
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autocomplete="current-password"
            errors={props.errors}
          />
          <TextField
            name="password"
            label="New password"
            type="password"
            autocomplete="new-password"
            hint="At least 12 characters. Changing it signs out your other sessions."
            errors={props.errors}
          />
          <button type="submit">Save</button>
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
      <ThemeSection csrfToken={props.session.csrfToken} />
      <section aria-labelledby="sessions-heading" class="panel">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionsTable sessions={props.sessions} locale={props.locale} timeZone={props.timeZone} />
        <form method="post" action="/account/sign-out-others">
          <CsrfField token={props.session.csrfToken} />
          <button type="submit" class="secondary">
            Sign out other sessions
          </button>
        </form>
      </section>
    </Layout>
  );
}
