import { accountNotFound } from '../accounts/account-not-found.js';
import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import type { BarkConfig } from '../channels/channel.js';
import { defaultBarkChannel, saveDefaultBarkChannel } from '../channels/default-bark-channel.js';
import { checkHeaderValue } from '../channels/header-value.js';
import {
  DAYS_BEFORE_VALUES,
  type DaysBefore,
  type NotificationSettings,
} from '../notifications/notification-settings.js';
import { toNotificationSettingsResource } from '../notifications/present.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { isValidTimeZone } from '../shared/today.js';

/**
 * The CLI's `notifications set` options and the web form's; absent means "keep"
 * (or the default), `null` clears a time zone (back to UTC) or a locale.
 */
export interface ConfigureNotificationsInput {
  enabled?: boolean;
  daysBefore?: number;
  timeZone?: string | null;
  locale?: string | null;
  pushUrl?: string;
  deviceKey?: string;
}

const invalid = (field: string, message: string, suggestedFix: string, allowedValues?: string[]) =>
  new DomainError('invalid_notification_settings', message, {
    field,
    suggestedFix,
    ...(allowedValues ? { allowedValues } : {}),
  });

function checkDaysBefore(value: number | undefined): DaysBefore | undefined {
  if (value === undefined || (DAYS_BEFORE_VALUES as readonly number[]).includes(value))
    return value as DaysBefore | undefined;
  // D17: allowed values are strings, as the spec's Error object says.
  throw invalid('daysBefore', 'daysBefore must be 1, 3, 7 or 14.', 'Use one of 1, 3, 7, 14.', [
    '1',
    '3',
    '7',
    '14',
  ]);
}

function checkZoneAndLocale(input: ConfigureNotificationsInput): void {
  if (typeof input.timeZone === 'string' && !isValidTimeZone(input.timeZone))
    throw invalid(
      'timeZone',
      `Unknown time zone ${input.timeZone}.`,
      'Use an IANA name such as Europe/Berlin.',
    );
  if (typeof input.locale !== 'string') return;
  try {
    Intl.getCanonicalLocales(input.locale);
  } catch {
    throw invalid('locale', `Invalid locale ${input.locale}.`, 'Use a BCP 47 tag such as en-US.');
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The endpoint after this call; a lone url or key combines with the stored one. */
function nextEndpoint(
  current: BarkConfig | null,
  input: ConfigureNotificationsInput,
): BarkConfig | undefined {
  if (input.pushUrl === undefined && input.deviceKey === undefined) return undefined;
  const pushUrl = input.pushUrl ?? current?.url;
  const deviceKey = input.deviceKey ?? current?.deviceKey;
  if (pushUrl === undefined || !isHttpUrl(pushUrl))
    throw invalid(
      'pushUrl',
      'A push URL must be an http or https URL.',
      'Pass --push-url https://...',
    );
  if (deviceKey === undefined || deviceKey.trim() === '')
    throw invalid('deviceKey', 'A push endpoint needs a device key.', 'Pass --device-key KEY.');
  checkHeaderValue('deviceKey', 'device key', deviceKey.trim());
  return { kind: 'bark', url: pushUrl, deviceKey: deviceKey.trim() };
}

/**
 * The CLI's `notifications set`: creates the account's settings when missing
 * (enabled, 3 days before) or changes the given options. A push URL or device key sets
 * the account's default Bark channel (its oldest; created, enabled, when it has none).
 * Recorded as `notification_settings.updated` with the changed settings (and
 * `channel.created` for a new Bark channel); secrets appear only as `pushConfigured`.
 */
export async function configureNotifications(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  input: ConfigureNotificationsInput,
): Promise<NotificationSettings> {
  const { accountId } = ctx;
  const daysBefore = checkDaysBefore(input.daysBefore);
  checkZoneAndLocale(input);
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(accountId))) throw accountNotFound(accountId);
    const bark = await defaultBarkChannel(tx, accountId);
    const endpoint = nextEndpoint(bark?.config ?? null, input);
    const before = await tx.notificationSettings.get(accountId);
    const now = ports.clock.now().toISOString();
    await tx.notificationSettings.save({
      accountId,
      enabled: input.enabled ?? before?.enabled ?? true,
      daysBefore: daysBefore ?? before?.daysBefore ?? 3,
      timeZone: input.timeZone === undefined ? (before?.timeZone ?? null) : input.timeZone,
      locale: input.locale === undefined ? (before?.locale ?? null) : input.locale,
      pushConfigured: false,
      updatedAt: now,
      // D32: a new push endpoint changes `pushConfigured`, so every save is a new version.
      version: (before?.version ?? 0) + 1,
    });
    if (endpoint) {
      const channel = await saveDefaultBarkChannel(ports, tx, accountId, bark, endpoint);
      if (bark === null) await auditChannel(ports, tx, ctx, now, 'channel.created', channel);
    }
    const after = (await tx.notificationSettings.get(accountId))!;
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'notification_settings.updated',
      resourceType: 'notification_settings',
      resourceId: accountId,
      changes: diffResources(before ? { ...toNotificationSettingsResource(before) } : null, {
        ...toNotificationSettingsResource(after),
      }),
    });
    return after;
  });
}
