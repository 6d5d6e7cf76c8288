import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addChannel,
  type ChannelInput,
  cliWriteContext,
  configureNotifications,
  createAccount,
  type Ports,
  type Subscription,
} from '@subtrack/domain';
import { aSubscription, FakeClock } from '@subtrack/domain/testing';
import { createSqlitePorts, type Database, openDatabase } from '@subtrack/sqlite-adapter';

/** A device key a test can search every log line and output for. */
export const SECRET_DEVICE_KEY = 'device-key-7f3a9c-secret';

/** A temp SQLite file, its ports and a fake clock, reopenable like a restarted server. */
export interface ReminderFixture {
  clock: FakeClock;
  path: string;
  db: Database;
  ports: Ports;
  /** Closes the database and opens the same file again with fresh ports (a restart). */
  restart(): Ports;
  /** Creates an account with reminder settings (UTC) and, unless `pushUrl` is null, a push endpoint. */
  anAccountWithReminders(options: {
    pushUrl: string | null;
    enabled?: boolean;
    daysBefore?: number;
  }): Promise<string>;
  /**
   * Creates an account with reminder settings (UTC, `locale`) and one channel made from
   * `input` (`channel add`); returns the account and channel ids.
   */
  anAccountWithChannel(
    input: ChannelInput,
    options?: { enabled?: boolean; locale?: string },
  ): Promise<{ accountId: string; channelId: string }>;
  /** Stores a subscription of the account directly (no audit record: this is set-up). */
  addSubscription(accountId: string, overrides?: Partial<Subscription>): Promise<Subscription>;
  cleanup(): void;
}

/** Opens a fixture at `now` (RFC 3339). Call `cleanup` in `t.after`. */
export function openReminderFixture(now: string): ReminderFixture {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-reminders-'));
  const path = join(dir, 'subtrack.sqlite');
  const clock = new FakeClock(now);
  const fixture: ReminderFixture = {
    clock,
    path,
    db: openDatabase(path),
    ports: undefined as unknown as Ports,
    restart() {
      fixture.db.close();
      fixture.db = openDatabase(path);
      fixture.ports = createSqlitePorts(fixture.db, { clock });
      return fixture.ports;
    },
    async anAccountWithReminders({ pushUrl, enabled = true, daysBefore = 3 }) {
      const account = await createAccount(fixture.ports, { name: 'Household' });
      await configureNotifications(fixture.ports, cliWriteContext(account.id, 'req-cli'), {
        enabled,
        daysBefore,
        timeZone: 'UTC',
        ...(pushUrl === null ? {} : { pushUrl, deviceKey: SECRET_DEVICE_KEY }),
      });
      return account.id;
    },
    async anAccountWithChannel(input, { enabled = true, locale = 'en-US' } = {}) {
      const account = await createAccount(fixture.ports, { name: 'Household' });
      const ctx = cliWriteContext(account.id, 'req-cli');
      await configureNotifications(fixture.ports, ctx, {
        enabled,
        daysBefore: 3,
        timeZone: 'UTC',
        locale,
      });
      const { channel } = await addChannel(fixture.ports, ctx, input);
      return { accountId: account.id, channelId: channel.channelId };
    },
    async addSubscription(accountId, overrides = {}) {
      const subscription = aSubscription({ accountId, ...overrides });
      await fixture.ports.subscriptions.insert(subscription);
      return subscription;
    },
    cleanup() {
      if (fixture.db.open) fixture.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  fixture.ports = createSqlitePorts(fixture.db, { clock });
  return fixture;
}
