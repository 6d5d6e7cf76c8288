import {
  addPushDevice,
  cliWriteContext,
  configureNotifications,
  createAccount,
  type DeviceView,
  type Ports,
} from '@subtrack/domain';
import { aMember } from '@subtrack/domain/testing';
import type { PushServiceStandIn } from '@subtrack/notify-channels/testing';

/** A member of the household and the devices they turned reminders on in. */
export interface HouseholdMember {
  memberId: string;
  devices: DeviceView[];
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * An account whose reminders speak `locale`, with its owner and an editor; each member turns
 * on reminders in `devices[i]` browsers of `service` (as their account screen would).
 */
export async function aHouseholdWithDevices(
  ports: Ports,
  service: PushServiceStandIn,
  options: { locale: string; devices: [number, number] },
): Promise<{ accountId: string; members: [HouseholdMember, HouseholdMember] }> {
  const account = await createAccount(ports, { name: 'Household' });
  await configureNotifications(ports, cliWriteContext(account.id, 'req-setup'), {
    enabled: true,
    daysBefore: 3,
    timeZone: 'UTC',
    locale: options.locale,
  });
  const [owner] = await ports.members.listByAccount(account.id);
  const editor = aMember({
    id: `${account.id}-editor`,
    accountId: account.id,
    email: `editor-${account.id}@example.com`,
    emailKey: `editor-${account.id}@example.com`,
    role: 'editor',
  });
  await ports.members.save(editor);
  const members: HouseholdMember[] = [];
  for (const [index, memberId] of [owner!.id, editor.id].entries()) {
    const devices: DeviceView[] = [];
    for (let n = 0; n < options.devices[index]!; n += 1) {
      devices.push(
        await addPushDevice(ports, {
          session: { accountId: account.id, memberId, publicId: `session-${memberId}` },
          subscription: service.subscribe(),
          userAgent: ANDROID,
          requestId: 'req-subscribe',
        }),
      );
    }
    members.push({ memberId, devices });
  }
  return { accountId: account.id, members: members as [HouseholdMember, HouseholdMember] };
}
