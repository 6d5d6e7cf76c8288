import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { findDuplicateGroups } from './duplicates.js';

describe('findDuplicateGroups', () => {
  it('finds nothing when every name is different', () => {
    assert.deepEqual(
      findDuplicateGroups([aSubscription({ name: 'Netflix' }), aSubscription({ name: 'Spotify' })]),
      [],
    );
  });

  it('groups names equal after case and white space are ignored', () => {
    const first = aSubscription({ name: 'Netflix', createdAt: '2026-01-01T00:00:00.000Z' });
    const second = aSubscription({ name: ' NET flix', createdAt: '2026-01-02T00:00:00.000Z' });
    const groups = findDuplicateGroups([second, first, aSubscription({ name: 'Spotify' })]);
    assert.deepEqual(
      groups.map((g) => [g.normalizedName, g.subscriptions.map((s) => s.id)]),
      [['netflix', [first.id, second.id]]],
    );
  });

  it('matches full-width names with NFKC', () => {
    const groups = findDuplicateGroups([
      aSubscription({ name: 'ＮＥＴＦＬＩＸ' }),
      aSubscription({ name: 'netflix' }),
    ]);
    assert.equal(groups[0]?.normalizedName, 'netflix');
  });

  it('shows each member in API shape with paused members included', () => {
    const active = aSubscription({
      name: 'iCloud',
      category: 'Cloud',
      amountMinor: 299,
      currency: 'EUR',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const paused = aSubscription({
      name: 'icloud',
      period: 'yearly',
      status: 'paused',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    const [group] = findDuplicateGroups([active, paused]);
    assert.deepEqual(group, {
      normalizedName: 'icloud',
      subscriptions: [
        {
          id: active.id,
          name: 'iCloud',
          category: 'Cloud',
          amount: 2.99,
          currency: 'EUR',
          period: 'monthly',
          status: 'active',
        },
        {
          id: paused.id,
          name: 'icloud',
          category: 'Streaming',
          amount: 15.99,
          currency: 'USD',
          period: 'yearly',
          status: 'paused',
        },
      ],
    });
  });

  it('ignores cancelled subscriptions, so a lone survivor is no duplicate', () => {
    const groups = findDuplicateGroups([
      aSubscription({ name: 'Netflix' }),
      aSubscription({ name: 'Netflix', status: 'cancelled' }),
    ]);
    assert.deepEqual(groups, []);
  });

  it('matches by name only, across categories, currencies and periods', () => {
    const groups = findDuplicateGroups([
      aSubscription({ name: 'Adobe', category: 'Design', currency: 'USD' }),
      aSubscription({ name: 'Adobe', category: 'Work', currency: 'EUR', period: 'custom' }),
    ]);
    assert.equal(groups[0]?.subscriptions.length, 2);
  });

  it('sorts groups by normalizedName', () => {
    const names = ['Zoom', 'zoom', 'Apple Music', 'apple music', 'Hulu', 'HULU'];
    const groups = findDuplicateGroups(names.map((name) => aSubscription({ name })));
    assert.deepEqual(
      groups.map((g) => g.normalizedName),
      ['applemusic', 'hulu', 'zoom'],
    );
  });

  it('orders members by createdAt, then id', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const late = aSubscription({ name: 'X', createdAt: '2026-03-01T00:00:00.000Z' });
    const idB = aSubscription({
      id: '00000000-0000-4000-8000-00000000000b',
      name: 'x',
      createdAt: at,
    });
    const idA = aSubscription({
      id: '00000000-0000-4000-8000-00000000000a',
      name: 'X ',
      createdAt: at,
    });
    const [group] = findDuplicateGroups([late, idB, idA]);
    assert.deepEqual(
      group?.subscriptions.map((s) => s.id),
      [idA.id, idB.id, late.id],
    );
  });
});
