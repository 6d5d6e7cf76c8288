import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import { notificationSettingsNotFound } from '../notifications/notification-settings-not-found.js';
import { toNotificationSettingsResource } from '../notifications/present.js';
import type { NotificationSettingsPatch } from '../notifications/validate-settings-patch.js';
import type { Ports } from '../ports/ports.js';

/**
 * Applies a validated settings PATCH (`enabled`, `daysBefore`) and records
 * `notification_settings.updated` (resource id = account id) in one transaction.
 * Settings must exist: the API never creates them (spec).
 */
export async function updateNotificationSettings(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const before = await tx.notificationSettings.get(accountId);
    if (!before) throw notificationSettingsNotFound();
    const now = ports.clock.now().toISOString();
    const after: NotificationSettings = {
      ...before,
      enabled: patch.enabled ?? before.enabled,
      daysBefore: patch.daysBefore ?? before.daysBefore,
      updatedAt: now,
      version: before.version + 1,
    };
    await tx.notificationSettings.save(after);
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'notification_settings.updated',
      resourceType: 'notification_settings',
      resourceId: accountId,
      changes: diffResources(
        { ...toNotificationSettingsResource(before) },
        { ...toNotificationSettingsResource(after) },
      ),
    });
    return after;
  });
}
