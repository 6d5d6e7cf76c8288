/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeviceView } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import { CsrfField } from './csrf-field.js';
import { ErrorSummary } from './form/error-summary.js';
import type { FormErrors } from './form/form-errors.js';
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
  const when = (iso: string) => formatInstant(iso, props.locale, props.timeZone);
  return (
    <ScrollTable caption="Your devices">
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">Last reminder</th>
          <th scope="col">
            <span class="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.devices.map((device) => (
          <tr key={device.deviceId}>
            <td>
              {device.label}
              {device.enabled ? null : ' (paused)'}
              <br />
              <small class="quiet">Added {when(device.createdAt)}</small>
            </td>
            <td>{device.lastUsedAt ? when(device.lastUsedAt) : 'None yet'}</td>
            <td>
              <form
                method="post"
                action={`/account/devices/${device.deviceId}/remove`}
                class="inline"
              >
                <CsrfField token={props.csrfToken} />
                <button type="submit" class="secondary danger small">
                  Remove<span class="visually-hidden"> {device.label}</span>
                </button>
              </form>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Said instead of the switch at an address where browsers refuse push. */
function NotSecure() {
  return (
    <p class="quiet">
      Reminders on a device need a secure address: browsers allow them only over{' '}
      <code>https://</code>, or at <code>http://localhost</code> on the computer subtrack runs on.
    </p>
  );
}

/**
 * Shown until the script runs: with JavaScript off it stays (no `<noscript>`: Chromium with
 * script execution disabled does not render it). The script hides it, or where the browser
 * cannot take notifications puts the second text in its place.
 */
function ScriptNote() {
  return (
    <p
      class="quiet"
      id="device-note"
      data-unsupported="This browser cannot show notifications from subtrack. On an iPhone or iPad, add subtrack to the Home Screen first (Share, then Add to Home Screen) and turn them on there."
    >
      Turning reminders on needs JavaScript, which is off in this browser.
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
  return (
    <section aria-labelledby="devices-heading" class="panel">
      <h2 id="devices-heading">Reminders on this device</h2>
      <p class="quiet">
        Get reminders as notifications on this phone or computer, without another app. They come in
        the account’s language, like every reminder, and open the subscription when you tap them.
      </p>
      <ErrorSummary errors={props.errors} />
      {props.devices.length > 0 ? (
        <DeviceTable {...props} />
      ) : (
        <p>No device of yours gets reminders yet.</p>
      )}
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
            <button type="submit">Turn on reminders on this device</button>
          </form>
          <ScriptNote />
        </>
      ) : (
        <NotSecure />
      )}
    </section>
  );
}
