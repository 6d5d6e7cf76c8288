/**
 * The one running system the OWASP checks share: an owner account with one record, an
 * intruder account, both with push secrets configured (so a leak of them would show).
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  call,
  createAccount,
  type System,
  setNotifications,
  startSystem,
  type TestAccount,
} from '../support/system.js';
import { aBody } from '../support/workload.js';

export const DEVICE_KEY = 'sec-device-key-0123456789';
export const PUSH_URL = 'http://127.0.0.1:9/sec-push';

export interface SecurityWorld {
  system: System;
  base: string;
  owner: TestAccount;
  intruder: TestAccount;
  ownerRecord: string;
}

/** Filled in by `setUpSecurityWorld`'s `before` hook; read it inside tests only. */
export const world = {} as SecurityWorld;

export const WRITE_ROUTES: Array<[string, () => string, unknown]> = [
  ['POST', () => '/api/v1/subscriptions', aBody()],
  ['PATCH', () => `/api/v1/subscriptions/${world.ownerRecord}`, { amount: 1 }],
  ['DELETE', () => `/api/v1/subscriptions/${world.ownerRecord}`, undefined],
  ['PATCH', () => '/api/v1/notification-settings', { enabled: false }],
];

/** Registers the hooks that start the system before the checks and stop it after. */
export function setUpSecurityWorld(): void {
  before(async () => {
    world.system = await startSystem(['--rate-limit-per-hour', '10000000']);
    world.base = world.system.server.url;
    world.owner = await createAccount(world.system.db, 'owner');
    world.intruder = await createAccount(world.system.db, 'intruder');
    for (const account of [world.owner, world.intruder]) {
      await setNotifications(world.system.db, account.accountId, {
        pushUrl: PUSH_URL,
        deviceKey: DEVICE_KEY,
      });
    }
    const created = await call(world.base, world.owner.writeKey, 'POST', '/api/v1/subscriptions', {
      ...aBody(),
      name: 'Owner secret plan',
    });
    assert.equal(created.status, 201, created.text);
    world.ownerRecord = (created.json!.data as { id: string }).id;
  });
  after(() => world.system.dispose());
}
