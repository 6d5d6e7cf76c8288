import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authenticateApiKey, cliWriteContext, createAccount, createApiKey } from '@subtrack/domain';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerKeyRoutes } from './keys-routes.js';

const XSS = '<img src=x onerror=alert(1)>';
const secretIn = (html: string) => /stk_[0-9a-f]{16}_[0-9a-f]{64}/.exec(html)?.[0] ?? null;

describe('GET /keys', () => {
  it('says what to do when there is no key yet, with the create form', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const page = await server.get('/keys');
    assert.equal(page.status, 200);
    assert.match(page.html, /You have no API keys yet/);
    assert.match(
      page.html,
      /<a class="button" href="#create-key-title">Create your first key<\/a>/,
    );
    assert.match(page.html, /<h2 id="create-key-title">Create a key<\/h2>/);
    assert.match(page.html, /<label for="label">Label/);
    assert.match(page.html, /<label for="scope">Scope/);
    assert.match(page.html, /<button type="submit">Create key<\/button>/);
  });
});

describe('POST /keys', () => {
  it('creates the key, shows its secret once after the redirect, never in the URL', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const created = await server.post('/keys', { label: ' Phone ', scope: 'write' });
    assert.equal(created.status, 303);
    assert.equal(created.headers.get('location'), '/keys');
    const page = await server.get('/keys');
    const key = secretIn(page.html);
    assert.ok(key, 'the secret is on the page after the redirect');
    assert.match(page.html, /It will not be shown again/);
    assert.match(page.html, /data-copy="stk_/);
    assert.match(page.html, /API key “Phone” created/);
    assert.equal((await authenticateApiKey(server.ports, `Bearer ${key}`)).scope, 'write');
    assert.match(page.html, /<th scope="row">Phone<\/th>/);
    assert.match(page.html, /<td data-label="Last used">Never<\/td>/);
    const again = await server.get('/keys');
    assert.equal(secretIn(again.html), null, 'shown once only');
  });

  it('records the creation in the audit trail as the web session', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    await server.post('/keys', { label: '', scope: 'read' });
    const filters = { action: 'api_key.created' as const };
    const [record] = (
      await server.ports.audit.list(server.accountId, {
        limit: 5,
        offset: 0,
        filters,
      })
    ).items;
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: 'session-public-1',
      memberId: server.session.memberId,
    });
    assert.equal((await server.ports.apiKeys.listByAccount(server.accountId))[0]?.label, null);
  });

  it('keeps what was typed and shows the message beside Label, creating nothing', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const label = `${'x'.repeat(101)}`;
    const page = await server.post('/keys', { label, scope: 'write' });
    assert.equal(page.status, 400);
    assert.match(page.html, /There is a problem/);
    assert.match(
      page.html,
      /<a href="#label">Give the key a label of at most 100 characters, or none\.<\/a>/,
    );
    assert.match(page.html, /id="label-error"/);
    assert.match(page.html, new RegExp(`value="${label}"`));
    assert.match(page.html, /<option value="write" selected/);
    assert.deepEqual(await server.ports.apiKeys.listByAccount(server.accountId), []);
  });

  it('asks for a scope when none or another is sent', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const page = await server.post('/keys', { label: 'CI', scope: 'admin' });
    assert.equal(page.status, 400);
    assert.match(page.html, /<a href="#scope">Choose whether the key may read or write.<\/a>/);
    assert.deepEqual(await server.ports.apiKeys.listByAccount(server.accountId), []);
  });

  it('shows a label made of markup as text', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    await server.post('/keys', { label: XSS, scope: 'read' });
    const page = await server.get('/keys');
    assert.equal(page.html.includes(XSS), false);
    assert.match(page.html, /&lt;img src=x onerror=alert\(1\)>/);
  });
});

describe('revoking a key', () => {
  it('asks first, then revokes: the key fails from the next request on', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const ctx = cliWriteContext(server.accountId, 'req-1');
    const { apiKey, key } = await createApiKey(server.ports, ctx, { scope: 'read', label: 'Old' });
    const list = await server.get('/keys');
    assert.match(list.html, new RegExp(`action="/keys/${apiKey.id}/revoke"`));
    const confirm = await server.get(`/keys/${apiKey.id}/revoke`);
    assert.equal(confirm.status, 200);
    assert.match(confirm.html, /Revoke the key “Old”\?/);
    assert.match(confirm.html, /<button type="submit" class="danger">Revoke<\/button>/);
    assert.equal((await authenticateApiKey(server.ports, `Bearer ${key}`)).apiKeyId, apiKey.id);

    const revoked = await server.post(`/keys/${apiKey.id}/revoke`, {});
    assert.equal(revoked.status, 303);
    await assert.rejects(() => authenticateApiKey(server.ports, `Bearer ${key}`), /revoked/);
    const after = await server.get('/keys');
    assert.match(after.html, /API key “Old” revoked/);
    assert.match(textOf(after.html), /Revoked /);
  });

  it('finds no key of another account: 404 and the key keeps working', async (t) => {
    const server = await startScreenServer(t, registerKeyRoutes);
    const other = await createAccount(server.ports, { name: 'Other' });
    const ctx = cliWriteContext(other.id, 'req-1');
    const { apiKey, key } = await createApiKey(server.ports, ctx, { scope: 'read' });
    assert.equal((await server.get(`/keys/${apiKey.id}/revoke`)).status, 404);
    assert.equal((await server.post(`/keys/${apiKey.id}/revoke`, {})).status, 404);
    assert.equal((await server.get('/keys/not-a-key-id/revoke')).status, 404);
    assert.equal((await authenticateApiKey(server.ports, `Bearer ${key}`)).apiKeyId, apiKey.id);
  });
});
