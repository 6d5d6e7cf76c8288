import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canMoveStatus, STATUS_TRANSITIONS } from './status.js';
import { SUBSCRIPTION_STATUSES } from './subscription.js';

describe('canMoveStatus', () => {
  it('pauses and cancels an active subscription', () => {
    assert.equal(canMoveStatus('active', 'paused'), true);
    assert.equal(canMoveStatus('active', 'cancelled'), true);
  });

  it('reactivates a paused or cancelled subscription', () => {
    assert.equal(canMoveStatus('paused', 'active'), true);
    assert.equal(canMoveStatus('cancelled', 'active'), true);
  });

  it('moves directly between paused and cancelled', () => {
    assert.equal(canMoveStatus('paused', 'cancelled'), true);
    assert.equal(canMoveStatus('cancelled', 'paused'), true);
  });

  it('accepts setting the current status again', () => {
    for (const status of SUBSCRIPTION_STATUSES) assert.equal(canMoveStatus(status, status), true);
  });

  it('rejects a move the table does not list', () => {
    assert.equal(canMoveStatus('active', 'archived' as never), false);
  });
});

describe('STATUS_TRANSITIONS', () => {
  it('lists every status as a source and every status as a target', () => {
    assert.deepEqual(Object.keys(STATUS_TRANSITIONS).sort(), [...SUBSCRIPTION_STATUSES].sort());
    for (const targets of Object.values(STATUS_TRANSITIONS)) {
      assert.deepEqual([...targets].sort(), [...SUBSCRIPTION_STATUSES].sort());
    }
  });
});
