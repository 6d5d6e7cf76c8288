import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, type ErrorCode } from '../shared/domain-error.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { parseAuditQuery, toUtcInstant } from './audit-query.js';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from './audit-record.js';

function rejects(raw: RawQuery, code: ErrorCode, field: string): DomainError {
  try {
    parseAuditQuery(raw);
  } catch (error) {
    assert.ok(error instanceof DomainError, 'expected a DomainError');
    assert.equal(error.code, code);
    assert.equal(error.details.field, field);
    return error;
  }
  return assert.fail('expected the query to be rejected');
}

describe('parseAuditQuery', () => {
  it('defaults to 50 records from offset 0 without filters', () => {
    assert.deepEqual(parseAuditQuery({}), { limit: 50, offset: 0, filters: {} });
  });

  it('returns every filter given, with instants in UTC and the id lower-cased', () => {
    assert.deepEqual(
      parseAuditQuery({
        limit: '10',
        offset: '5',
        resourceType: 'subscription',
        resourceId: '0190F0E2-7C3B-7D6A-9A4B-2F1E0D9C8B7A',
        action: 'subscription.updated',
        since: '2026-11-01T00:00:00+01:00',
        until: '2026-11-02T00:00:00Z',
      }),
      {
        limit: 10,
        offset: 5,
        filters: {
          resourceType: 'subscription',
          resourceId: '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a',
          action: 'subscription.updated',
          since: '2026-10-31T23:00:00.000Z',
          until: '2026-11-02T00:00:00.000Z',
        },
      },
    );
  });

  it('rejects unknown, repeated and empty parameters with invalid_query', () => {
    rejects({ sort: 'occurredAt' }, 'invalid_query', 'sort');
    rejects(
      { action: ['subscription.created', 'subscription.deleted'] },
      'invalid_query',
      'action',
    );
    rejects({ since: '' }, 'invalid_query', 'since');
  });

  it('rejects a bad limit or offset with invalid_pagination', () => {
    rejects({ limit: '0' }, 'invalid_pagination', 'limit');
    rejects({ offset: '1.5' }, 'invalid_pagination', 'offset');
  });

  it('lists the allowed resource types and actions', () => {
    assert.deepEqual(
      rejects({ resourceType: 'account' }, 'invalid_query', 'resourceType').details.allowedValues,
      [...AUDIT_RESOURCE_TYPES],
    );
    assert.equal(
      rejects({ action: 'subscription.read' }, 'invalid_query', 'action').details.allowedValues
        ?.length,
      AUDIT_ACTIONS.length,
    );
  });

  it('rejects a resourceId that is not a UUID', () => {
    rejects({ resourceId: 'sub-1' }, 'invalid_query', 'resourceId');
  });

  it('rejects since and until without an offset or that do not exist', () => {
    for (const since of [
      '2026-11-01',
      '2026-11-01T10:00:00',
      '2026-02-30T10:00:00Z',
      'yesterday',
    ]) {
      rejects({ since }, 'invalid_query', 'since');
    }
    rejects({ until: '2026-11-01T24:00:00Z' }, 'invalid_query', 'until');
  });
});

describe('toUtcInstant', () => {
  it('normalises an offset to UTC in toISOString form', () => {
    assert.equal(toUtcInstant('2026-11-21T08:55:00+01:00'), '2026-11-21T07:55:00.000Z');
    assert.equal(toUtcInstant('2026-12-31T23:30:00-01:00'), '2027-01-01T00:30:00.000Z');
  });

  it('accepts a lower-case t and z, a space separator and truncates long fractions', () => {
    assert.equal(toUtcInstant('2026-11-21t07:55:00.123456z'), '2026-11-21T07:55:00.123Z');
    assert.equal(toUtcInstant('2026-11-21 07:55:00.5Z'), '2026-11-21T07:55:00.500Z');
  });

  it('keeps years before 100 as written', () => {
    assert.equal(toUtcInstant('0050-01-01T00:00:00Z'), '0050-01-01T00:00:00.000Z');
  });

  it('rejects out-of-range times and offsets', () => {
    for (const text of [
      '2026-11-21T23:60:00Z',
      '2026-11-21T23:00:60Z',
      '2026-11-21T23:00:00+24:00',
      '2026-11-21T23:00:00+01:60',
      '2026-11-21T23:00:00+0100',
    ]) {
      assert.equal(toUtcInstant(text), null, text);
    }
  });
});
