/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeviceView } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import { deviceLabelWords } from '../view-models/device-label-words.js';
import { CsrfField } from './csrf-field.js';
import { ErrorSummary } from './form/error-summary.js';
import type { FormErrors } from './form/form-errors.js';
import { useRich, useT } from './i18n-context.js';
import { ScrollTable } from './scroll-table.js';

/** What the account screen's "Reminders on this device" shows. */
export interface DeviceAccountSectionProps {
  devices: DeviceView[];
  /** The server's public push key, which a browser subscribes with. */
  publicKey: string;
  /** False at an address where browsers refuse push (plain http at a name other than localhost). */
  available: boolean;
  csrfToken: string;
  locale: string;
  timeZone: string;
  /** A refused subscription (a bad one, or one device too many). */
  errors?: FormErrors;
}

/** The script that asks the browser for a push subscription. */
export const DEVICE_SCRIPTS = ['devices.js'] as const;

function DeviceTable(props: DeviceAccountSectionProps) {
  const t = useT();
  const when = (iso: string) => formatInstant(iso, props.locale, props.timeZone);
  return (
    <ScrollTable caption={t('account.device.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('account.device.device')}</th>
          <th scope="col">{t('account.device.lastReminder')}</th>
          <th scope="col">
            <span class="visually-hidden">{t('account.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.devices.map((device) => {
          const label = deviceLabelWords(device.label, t);
          return (
            <tr key={device.deviceId}>
              <td>
                {device.enabled ? label : t('account.device.paused', { label })}
                <br />
                <small class="quiet">
                  {t('account.device.added', { date: when(device.createdAt) })}
                </small>
              </td>
              <td>{device.lastUsedAt ? when(device.lastUsedAt) : t('account.device.noneYet')}</td>
              <td>
                <form
                  method="post"
                  action={`/account/devices/${device.deviceId}/remove`}
                  class="inline"
                >
                  <CsrfField token={props.csrfToken} />
                  <button type="submit" class="secondary danger small">
                    {t('account.remove')}
                    <span class="visually-hidden"> {label}</span>
                  </button>
                </form>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** Said instead of the switch at an address where browsers refuse push. */
// Addresses: the same in every language.
const HTTPS = 'https://';
const LOCALHOST = 'http://localhost';

function NotSecure() {
  const rich = useRich();
  return (
    <p class="quiet">
      {rich('account.device.notSecure', {
        https: <code>{HTTPS}</code>,
        localhost: <code>{LOCALHOST}</code>,
      })}
    </p>
  );
}

/**
 * Shown until the script runs: with JavaScript off it stays (no `<noscript>`: Chromium with
 * script execution disabled does not render it). The script hides it, or where the browser
 * cannot take notifications puts the second text in its place.
 */
function ScriptNote() {
  const t = useT();
  return (
    <p class="quiet" id="device-note" data-unsupported={t('account.device.unsupported')}>
      {t('account.device.needsScript')}
    </p>
  );
}

/**
 * The member's own devices that get reminders as notifications, each removable without
 * JavaScript, and the switch that turns them on for this browser (which needs it: only a
 * script can ask the browser for a push subscription). Hidden until the script finds the
 * browser able; where the address or the browser rules push out, the page says why instead.
 */
export function DeviceAccountSection(props: DeviceAccountSectionProps) {
  const t = useT();
  return (
    <section aria-labelledby="devices-heading" class="panel">
      <h2 id="devices-heading">{t('account.device.heading')}</h2>
      <p class="quiet">{t('account.device.intro')}</p>
      <ErrorSummary errors={props.errors} />
      {props.devices.length > 0 ? <DeviceTable {...props} /> : <p>{t('account.device.empty')}</p>}
      {props.available ? (
        <>
          <form
            id="device-add"
            method="post"
            action="/account/devices"
            data-key={props.publicKey}
            hidden
          >
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="endpoint" />
            <input type="hidden" name="p256dh" />
            <input type="hidden" name="auth" />
            <button type="submit">{t('account.device.turnOn')}</button>
          </form>
          <ScriptNote />
        </>
      ) : (
        <NotSecure />
      )}
    </section>
  );
}
