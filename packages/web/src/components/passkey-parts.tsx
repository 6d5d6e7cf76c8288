/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { CsrfField } from './csrf-field.js';
import { useT } from './i18n-context.js';

/** Why passkeys cannot work at the address this page was opened at. */
export type PasskeyUnavailableReason = 'ip-address' | 'not-secure';

/** A page's passkey offer: usable here, or why not (the relying party check of D46). */
export type PasskeyOffer = { usable: true } | { usable: false; reason: PasskeyUnavailableReason };

/** The two scripts of a page that offers passkeys, in order: the library, then ours. */
export const PASSKEY_SCRIPTS = ['webauthn.js', 'passkeys.js'] as const;

/**
 * Said instead of a passkey button that could only fail: browsers refuse passkeys for
 * a bare IP address and for plain `http://` at any name but `localhost`.
 */
export function PasskeyUnavailable(props: { reason: PasskeyUnavailableReason }) {
  const t = useT();
  return props.reason === 'ip-address' ? (
    <p class="quiet">
      {t('passkey.unavailable.ipAddress', {
        local: 'http://localhost:3000',
        named: 'https://subs.example.com',
      })}
    </p>
  ) : (
    <p class="quiet">
      {t('passkey.unavailable.notSecure', { https: 'https://', local: 'http://localhost' })}
    </p>
  );
}

/** Props of {@link PasskeyForm}. */
export interface PasskeyFormProps {
  id: string;
  /** Which ceremony the page's script runs: `startAuthentication` or `startRegistration`. */
  ceremony: 'sign-in' | 'register';
  /** Where the form goes with the authenticator's answer in its `response` field. */
  action: string;
  /** Where the script asks for the ceremony's options (a POST of this form, JSON back). */
  optionsUrl: string;
  csrfToken: string;
  /** No longer read: the notes say what the form does from `ceremony`. */
  what?: string;
  children: ComponentChildren;
}

/**
 * A form the page's script (`passkeys.js`) drives: hidden until the script shows it,
 * with a note in its place while JavaScript is off (no `<noscript>`: Chromium with script
 * execution disabled does not render it), which the script turns into "this browser cannot
 * use passkeys" where the browser has none. Its status line says what went wrong with the
 * authenticator.
 */
export function PasskeyForm(props: PasskeyFormProps) {
  const t = useT();
  return (
    <>
      <form
        id={props.id}
        method="post"
        action={props.action}
        data-passkey={props.ceremony}
        data-passkey-options={props.optionsUrl}
        novalidate
        hidden
      >
        <CsrfField token={props.csrfToken} />
        <input type="hidden" name="response" value="" />
        {props.children}
        <p class="quiet" aria-live="polite" data-passkey-status />
      </form>
      {/* Shown until the script runs: with JavaScript off it stays. The script hides it, or
      in a browser without passkeys puts the second text in its place. */}
      <p
        class="quiet"
        data-passkey-note={props.id}
        data-unsupported={t('passkey.form.unsupported', { ceremony: props.ceremony })}
      >
        {t('passkey.form.scriptOff', { ceremony: props.ceremony })}
      </p>
    </>
  );
}
