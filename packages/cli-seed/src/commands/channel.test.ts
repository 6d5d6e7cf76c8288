import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aChannel } from '@subtrack/domain/testing';
import { startKindReceiver, TEST_SECRETS } from '@subtrack/notify-channels/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput, runCli } from '../testing/cli-process.js';

describe('subtrack channel', { concurrency: 2 }, () => {
  it('adds, lists, tests and removes an ntfy channel with the exact JSON keys', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const receiver = await startKindReceiver('ntfy');
    t.after(() => receiver.close());
    const url = String(receiver.input.url);
    const cli = (...args: string[]) => runInProcess([...args, '--db', db, '--json']);

    const added = await cli(
      'channel',
      'add',
      '--account',
      accountId,
      '--kind',
      'ntfy',
      '--url',
      url,
      '--token',
      TEST_SECRETS.ntfyToken,
      '--label',
      'Phone',
      '--digest',
    );
    assert.equal(added.status, 0, added.stderr);
    const channel = parseJsonOutput(added);
    assert.deepEqual(Object.keys(channel), ['channelId', 'kind', 'label', 'enabled', 'digest']);
    assert.deepEqual(
      [channel['kind'], channel['label'], channel['enabled'], channel['digest']],
      ['ntfy', 'Phone', true, true],
    );

    const tested = await cli('channel', 'test', '--channel-id', String(channel['channelId']));
    assert.deepEqual(parseJsonOutput(tested), { delivered: true, status: 200, error: null });
    assert.equal(receiver.seen()[0]?.title, 'subtrack test message');

    const listed = await cli('channel', 'list', '--account', accountId);
    const { channels } = parseJsonOutput(listed) as { channels: Array<Record<string, unknown>> };
    assert.deepEqual(
      channels.map((c) => [c['channelId'], c['destination'], c['lastDeliveries']]),
      [[channel['channelId'], new URL(url).host, []]],
    );
    assert.ok(
      !listed.stdout.includes(TEST_SECRETS.ntfyToken) && !listed.stdout.includes('subtrack-bills'),
    );

    const removed = await cli('channel', 'remove', '--channel-id', String(channel['channelId']));
    assert.deepEqual(parseJsonOutput(removed), { removed: true });
    const again = await cli('channel', 'remove', '--channel-id', String(channel['channelId']));
    assert.equal(again.status, 2);
    assert.match(again.stderr, /--channel-id: no channel with id .*channel list --account ID/);

    const database = openDatabase(db);
    t.after(() => database.close());
    const audit = await createSqlitePorts(database).audit.list(accountId, {
      limit: 5,
      offset: 0,
      filters: { resourceType: 'channel' },
    });
    assert.deepEqual(
      audit.items.map((r) => [r.action, r.actor.type]),
      [
        ['channel.removed', 'cli'],
        ['channel.created', 'cli'],
      ],
    );
    assert.ok(!JSON.stringify(audit).includes(TEST_SECRETS.ntfyToken));
  });

  it('prints a webhook secret once and never again', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const added = await runInProcess([
      'channel',
      'add',
      '--account',
      accountId,
      '--kind',
      'webhook',
      '--url',
      'https://hooks.example.org/s',
      '--db',
      db,
      '--json',
    ]);
    const secret = String(parseJsonOutput(added)['secret']);
    assert.match(secret, /^whsec_/);
    const listed = await runInProcess(['channel', 'list', '--account', accountId, '--db', db]);
    assert.ok(!listed.stdout.includes(secret.slice(6)));
  });

  it('exits 2 naming the flag and the fix for flags that do not fit the kind', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const add = (...args: string[]) =>
      runInProcess(['channel', 'add', '--account', accountId, '--db', db, ...args]);
    const cases: Array<[string[], RegExp]> = [
      [
        ['--kind', 'slack'],
        /^subtrack: --kind slack is not a channel kind: use one of bark, ntfy, gotify, webhook, email$/m,
      ],
      [
        ['--kind', 'webpush'],
        /--kind webpush is not added from the command line: each member turns on "Reminders on this device"/,
      ],
      [
        ['--kind', 'ntfy', '--url', 'https://n/t', '--device-key', 'k'],
        /--device-key does not apply to a ntfy channel: remove it/,
      ],
      [
        ['--kind', 'gotify', '--url', 'https://g'],
        /--token is required for a gotify channel: add --token APP_TOKEN/,
      ],
      [['--kind', 'bark', '--url', 'ftp://b', '--device-key', 'k'], /--url: .*http or https/],
      [
        [
          '--kind',
          'email',
          '--smtp-host',
          'h',
          '--smtp-port',
          'x',
          '--from',
          'a@b.c',
          '--to',
          'd@e.f',
        ],
        /--smtp-port: /,
      ],
      [
        [
          '--kind',
          'email',
          '--smtp-host',
          'h',
          '--smtp-port',
          '587',
          '--tls',
          'ssl',
          '--from',
          'a@b.c',
          '--to',
          'd@e.f',
        ],
        /--tls: /,
      ],
      [
        [
          '--kind',
          'email',
          '--smtp-host',
          'h',
          '--smtp-port',
          '587',
          '--smtp-user',
          'me',
          '--from',
          'a@b.c',
          '--to',
          'd@e.f',
        ],
        /--smtp-user needs the SMTP password on standard input/,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await add(...args);
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, message);
    }
  });

  it('reads the SMTP password from standard input, never from a flag', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli(
      [
        'channel',
        'add',
        '--account',
        accountId,
        '--kind',
        'email',
        '--smtp-host',
        'smtp.example.org',
        '--smtp-port',
        '587',
        '--smtp-user',
        'me',
        '--from',
        'subtrack@example.org',
        '--to',
        'me@example.org',
        '--db',
        db,
        '--json',
      ],
      { input: 'pw from stdin\n' },
    );
    assert.equal(run.status, 0, run.stderr);
    const database = openDatabase(db);
    t.after(() => database.close());
    const stored = await createSqlitePorts(database).channels.findById(
      String(parseJsonOutput(run)['channelId']),
    );
    assert.equal(stored?.config.kind === 'email' && stored.config.smtpPassword, 'pw from stdin');
  });

  it('disables and enables a channel with the exact JSON keys, audited as the command line', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const cli = (...args: string[]) => runInProcess([...args, '--db', db]);
    const added = await cli(
      'channel',
      'add',
      '--account',
      accountId,
      '--kind',
      'ntfy',
      '--url',
      'https://ntfy.example.org/bills',
      '--json',
    );
    const channelId = String(parseJsonOutput(added)['channelId']);

    const disabled = await cli('channel', 'disable', '--channel-id', channelId, '--json');
    assert.equal(disabled.status, 0, disabled.stderr);
    assert.equal(disabled.stdout.trim(), JSON.stringify({ channelId, enabled: false }));
    const listed = await cli('channel', 'list', '--account', accountId, '--json');
    const { channels } = parseJsonOutput(listed) as { channels: Array<Record<string, unknown>> };
    assert.equal(channels[0]?.['enabled'], false);

    const human = await cli('channel', 'enable', '--channel-id', channelId);
    assert.equal(human.status, 0, human.stderr);
    assert.match(human.stdout, new RegExp(`Channel ${channelId} \\(ntfy\\) is enabled\\.`));

    const database = openDatabase(db);
    t.after(() => database.close());
    const audit = await createSqlitePorts(database).audit.list(accountId, {
      limit: 5,
      offset: 0,
      filters: { action: 'channel.updated' },
    });
    assert.deepEqual(
      audit.items.map((r) => [r.changes?.['enabled']?.to, r.actor.type]),
      [
        [true, 'cli'],
        [false, 'cli'],
      ],
    );
  });

  it('exits 2 naming --channel-id when enable or disable lacks it or it is unknown', async (t) => {
    const { db } = await tempAccount(t);
    for (const verb of ['enable', 'disable']) {
      const missing = await runInProcess(['channel', verb, '--db', db]);
      assert.equal(missing.status, 2);
      assert.match(missing.stderr, /--channel-id/);
      const unknown = await runInProcess(['channel', verb, '--channel-id', 'nope', '--db', db]);
      assert.equal(unknown.status, 2);
      assert.match(unknown.stderr, /--channel-id: no channel with id nope/);
    }
  });

  it('exits 2 naming --token or --device-key and the fix for a value that is not printable ASCII, adding nothing', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const add = (...args: string[]) =>
      runInProcess(['channel', 'add', '--account', accountId, '--db', db, ...args]);
    const cases: Array<[string[], RegExp]> = [
      [
        ['--kind', 'ntfy', '--url', 'https://ntfy.sh/bills', '--token', 'tk_\u200bpasted'],
        /^subtrack: --token: token must be printable ASCII, but holds U\+200B at position 4 \(an invisible character, a letter outside ASCII or a line break, often copied along with it\); type or paste the token again, using only printable ASCII characters\n$/,
      ],
      [
        ['--kind', 'bark', '--url', 'https://api.day.app/push', '--device-key', 'ké'],
        /^subtrack: --device-key: deviceKey must be printable ASCII, but holds U\+00E9 at position 2 .*type or paste the device key again/,
      ],
      [
        ['--kind', 'gotify', '--url', 'https://g.example.org', '--token', 'A\r\nX-Evil: 1'],
        /^subtrack: --token: .*U\+000D at position 2/,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await add(...args);
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, message);
    }
    const listed = await runInProcess([
      'channel',
      'list',
      '--account',
      accountId,
      '--db',
      db,
      '--json',
    ]);
    assert.deepEqual(parseJsonOutput(listed), { channels: [] });
  });

  it('answers channel test with a failed outcome for a channel stored with a token that cannot be sent', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const receiver = await startKindReceiver('gotify');
    t.after(() => receiver.close());
    // As an older version stored it: the channel input refuses such a token now.
    const database = openDatabase(db);
    const channel = aChannel({
      accountId,
      config: { kind: 'gotify', url: String(receiver.input.url), token: 'Agotify\u200bToken' },
    });
    await createSqlitePorts(database).channels.insert(channel);
    database.close();

    const json = await runInProcess([
      'channel',
      'test',
      '--channel-id',
      channel.id,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(json.status, 1, json.stderr);
    assert.deepEqual(parseJsonOutput(json), {
      delivered: false,
      status: null,
      error:
        'Could not deliver: a token or key of this channel holds a character that cannot be ' +
        'sent (an invisible or non-ASCII character, or a line break); enter it again',
    });
    const human = await runInProcess(['channel', 'test', '--channel-id', channel.id, '--db', db]);
    assert.equal(human.status, 1);
    assert.match(
      human.stdout,
      /^Not delivered to Phone \(gotify\): Could not deliver: a token or key/,
    );
    assert.equal(human.stderr, '');
    assert.equal(receiver.http?.received.length, 0);
  });

  it('has help for the group and each subcommand', async () => {
    const group = await runInProcess(['channel', '--help']);
    const names = ['channel add', 'channel list', 'channel test', 'channel remove'];
    for (const name of [...names, 'channel enable', 'channel disable'])
      assert.match(group.stdout, new RegExp(name));
    const add = await runInProcess(['channel', 'add', '--help']);
    assert.match(add.stdout, /gotify +--url .* --token APP_TOKEN/);
    const disable = await runInProcess(['channel', 'disable', '--help']);
    assert.match(disable.stdout, /channel disable --channel-id ID/);
  });
});
