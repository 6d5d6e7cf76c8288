import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aDeviceChannel, aMember, anAccount, createInMemoryPorts } from '@subtrack/domain/testing';
import { pushSubjectWarning } from './push-subject-warning.js';

describe('the start-up warning when devices get reminders without a contact for push services', () => {
  it('names the flag when devices exist and no contact is known', async () => {
    const ports = createInMemoryPorts();
    await ports.accounts.insert(anAccount());
    await ports.members.save(aMember());
    await ports.channels.insert(aDeviceChannel());
    assert.match(
      String(await pushSubjectWarning(ports, null)),
      /^subtrack: warning: 1 device gets reminders, but push services have no way to reach you: start subtrack with --vapid-subject mailto:you@example.com/,
    );
    assert.equal(await pushSubjectWarning(ports, 'mailto:ops@example.com'), null);
  });

  it('says nothing while no member has a device', async () => {
    const ports = createInMemoryPorts();
    await ports.accounts.insert(anAccount());
    assert.equal(await pushSubjectWarning(ports, null), null);
  });
});
