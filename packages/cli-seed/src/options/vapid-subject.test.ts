import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveServeSettings, SERVE_DETAILS } from '../server/serve-settings.js';
import { parseVapidSubject, vapidSubjectOf } from './vapid-subject.js';

describe('serve --vapid-subject', () => {
  it('takes a mailto: address or an https address', () => {
    for (const raw of ['mailto:admin@example.com', ' https://subs.example.com/contact '])
      assert.equal(parseVapidSubject(raw, '--vapid-subject'), raw.trim());
  });

  it('refuses anything push services cannot use, saying what to give', () => {
    for (const raw of [
      'admin@example.com',
      'mailto:',
      'http://subs.example.com',
      'https://localhost:3000',
      'subs',
    ]) {
      assert.throws(() => parseVapidSubject(raw, '--vapid-subject (from SUBTRACK_VAPID_SUBJECT)'), {
        message:
          /^--vapid-subject \(from SUBTRACK_VAPID_SUBJECT\) must be how push services can reach you: mailto: and your email address, such as mailto:admin@example.com, or an https:\/\/ address/,
      });
    }
  });

  it('falls back on an https public URL push services can visit, else on none', () => {
    assert.equal(vapidSubjectOf(null, 'https://subs.example.com'), 'https://subs.example.com');
    assert.equal(vapidSubjectOf('mailto:a@b.c', 'https://subs.example.com'), 'mailto:a@b.c');
    assert.equal(vapidSubjectOf(null, 'http://192.168.1.5:3000'), null);
    assert.equal(vapidSubjectOf(null, 'https://localhost:3000'), null);
    assert.equal(vapidSubjectOf(null, null), null);
  });

  it('is read from the flag or the environment, and listed in --help', () => {
    const env = { SUBTRACK_VAPID_SUBJECT: 'mailto:ops@example.com' };
    assert.equal(resolveServeSettings({}, env).vapidSubject, 'mailto:ops@example.com');
    assert.equal(
      resolveServeSettings({ 'vapid-subject': 'mailto:me@example.com' }, env).vapidSubject,
      'mailto:me@example.com',
    );
    assert.equal(
      resolveServeSettings({ 'public-url': 'https://subs.example.com' }, {}).vapidSubject,
      'https://subs.example.com',
    );
    assert.ok(
      SERVE_DETAILS.some((line) => /--vapid-subject CONTACT +SUBTRACK_VAPID_SUBJECT/.test(line)),
    );
  });
});
