import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aDeviceChannel } from '../testing/device-builders.js';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { redactSecrets } from './channel.js';
import { type ChannelInput, parseChannelInput } from './parse-channel-input.js';

const rejects = (input: ChannelInput, field: string) =>
  expectDomainError(() => parseChannelInput(input), 'invalid_notification_settings', field);

const email: ChannelInput = {
  kind: 'email',
  smtpHost: 'smtp.example.org',
  smtpPort: '587',
  from: 'subtrack@example.org',
  to: 'me@example.org',
};

describe('parseChannelInput', () => {
  it('reads each kind with its defaults: label, no digest, starttls or implicit TLS by port', () => {
    assert.deepEqual(parseChannelInput({ kind: 'ntfy', url: 'https://ntfy.sh/bills' }), {
      kind: 'ntfy',
      label: 'ntfy',
      digest: false,
      config: { kind: 'ntfy', url: 'https://ntfy.sh/bills', token: null },
    });
    assert.equal(parseChannelInput({ ...email, label: ' Inbox ', digest: true }).label, 'Inbox');
    assert.deepEqual(parseChannelInput(email).config, {
      kind: 'email',
      smtpHost: 'smtp.example.org',
      smtpPort: 587,
      smtpUser: null,
      smtpPassword: null,
      tls: 'starttls',
      from: 'subtrack@example.org',
      to: 'me@example.org',
    });
    const implicit = parseChannelInput({
      ...email,
      smtpPort: 465,
      smtpUser: 'me',
      smtpPassword: 'pw',
    });
    assert.equal(implicit.config.kind === 'email' && implicit.config.tls, 'implicit');
    assert.equal(parseChannelInput({ kind: 'webhook', url: 'http://h/x' }).config.kind, 'webhook');
    assert.equal(
      parseChannelInput({ kind: 'gotify', url: 'https://g', token: 't' }).label,
      'Gotify',
    );
  });

  it('names the field and the fix of every wrong value', () => {
    const kind = rejects({ kind: 'slack' }, 'kind');
    assert.deepEqual(kind.details.allowedValues, ['bark', 'ntfy', 'gotify', 'webhook', 'email']);
    rejects({ kind: 'bark', url: 'https://b/push' }, 'deviceKey');
    rejects({ kind: 'bark', url: 'ftp://b', deviceKey: 'k' }, 'url');
    rejects({ kind: 'ntfy', url: 'not a url' }, 'url');
    rejects({ kind: 'gotify', url: 'https://g' }, 'token');
    rejects({ kind: 'ntfy', url: 'https://n/t', deviceKey: 'k' }, 'deviceKey');
    rejects({ ...email, smtpPort: '70000' }, 'smtpPort');
    rejects({ ...email, tls: 'ssl' }, 'tls');
    rejects({ ...email, to: 'nobody' }, 'to');
    rejects({ ...email, smtpUser: 'me' }, 'smtpPassword');
    rejects({ kind: 'webhook', url: 'https://w', label: 'x'.repeat(101) }, 'label');
    const fix = rejects({ kind: 'ntfy' }, 'url');
    assert.match(String(fix.details.suggestedFix), /https:\/\/ntfy\.sh\/my-reminders/);
  });
  it('sends a device’s kind to the browser’s account screen instead of asking for an address', () => {
    const error = rejects({ kind: 'webpush', url: 'https://push.example.org' }, 'kind');
    assert.match(String(error.details.suggestedFix), /Reminders on this device/);
  });

  it('refuses a token or device key with an invisible, non-ASCII or line-break character, naming the field and the fix', () => {
    const cases: Array<[ChannelInput, string]> = [
      [{ kind: 'ntfy', url: 'https://ntfy.sh/bills', token: 'tk_abc\u200bdef' }, 'token'],
      [{ kind: 'gotify', url: 'https://g.example.org', token: 'Aé1234' }, 'token'],
      [{ kind: 'gotify', url: 'https://g.example.org', token: 'abc\r\nX-Evil: 1' }, 'token'],
      [{ kind: 'gotify', url: 'https://g.example.org', token: 'abc\tdef' }, 'token'],
      [{ kind: 'bark', url: 'https://api.day.app/push', deviceKey: 'key\u00a0one' }, 'deviceKey'],
    ];
    for (const [input, field] of cases) {
      const error = rejects(input, field);
      assert.match(error.message, /printable ASCII/, JSON.stringify(input));
      assert.match(
        String(error.details.suggestedFix),
        /^type or paste the (token|device key) again/,
        JSON.stringify(input),
      );
    }
    const invisible = rejects(
      { kind: 'ntfy', url: 'https://ntfy.sh/bills', token: 'tk_abc\u200bdef' },
      'token',
    );
    assert.match(invisible.message, /U\+200B at position 7/);
    // Printable ASCII, as every service issues its tokens, is kept as typed.
    const token = 'tk_AZaz09-._~+/=!#$%&*';
    const parsed = parseChannelInput({ kind: 'ntfy', url: 'https://ntfy.sh/bills', token });
    assert.deepEqual(parsed.config, { kind: 'ntfy', url: 'https://ntfy.sh/bills', token });
  });
});

describe('redactSecrets', () => {
  it('masks every secret of the channel in a text', () => {
    const config = { kind: 'gotify' as const, url: 'https://g', token: 'abc123' };
    assert.equal(redactSecrets('bad token abc123, abc123', config), 'bad token ***, ***');
  });

  it('masks a device’s push address and authentication secret', () => {
    const config = aDeviceChannel({ endpoint: 'https://push.example.org/d/abc' }).config;
    const auth = config.kind === 'webpush' ? config.auth : '';
    assert.equal(
      redactSecrets(`at https://push.example.org/d/abc with ${auth}`, config),
      'at *** with ***',
    );
  });
});
