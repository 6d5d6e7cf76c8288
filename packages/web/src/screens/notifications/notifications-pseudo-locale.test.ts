import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChannelView } from '@subtrack/domain';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { emptyChannelForm } from '../../view-models/channel-form-values.js';
import { toChannelRows } from '../../view-models/channel-rows.js';
import { AddChannelScreen } from './add-channel-screen.js';
import { NotificationsScreen } from './notifications-screen.js';
import { RemoveChannelScreen } from './remove-channel-screen.js';

const { t } = translatorFor(PSEUDO_LANGUAGE);
const session = aWebSession();
const channel = (kind: ChannelView['kind'], label: string): ChannelView => ({
  channelId: `channel-${kind}`,
  kind,
  label,
  enabled: kind !== 'email',
  digest: kind === 'ntfy',
  destination: kind === 'webhook' ? '' : 'ntfy.sh',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastDeliveries: [
    {
      at: '2026-11-02T08:00:00.000Z',
      subscriptionId: 'sub-1',
      kind: 'cancel_by',
      dueDate: '2026-11-05',
      offsetDays: 3,
      status: 'failed',
      error: 'HTTP 500',
    },
    {
      at: '2026-11-03T08:00:00.000Z',
      subscriptionId: 'gone',
      kind: 'renewal',
      dueDate: '2026-11-05',
      offsetDays: 0,
      status: 'superseded',
      error: null,
    },
  ],
});
const rows = toChannelRows(
  [
    channel('bark', 'Phone'),
    channel('ntfy', 'Tablet'),
    channel('webhook', 'Hook'),
    channel('email', 'Mail'),
  ],
  { locale: 'en', timeZone: 'UTC' },
  (id) => (id === 'sub-1' ? 'Netflix' : null),
  'channel-bark',
  t,
);
// What the member typed or the server answered, and dates, are shown as they are.
const AS_IS = [
  'owner@example.com',
  'Phone',
  'Tablet',
  'Hook',
  'Mail',
  'Netflix',
  'ntfy.sh',
  'HTTP 500',
  'Nov 5, 2026',
  ...rows.flatMap((row) => row.deliveries.map((delivery) => delivery.at)),
];

describe('the notifications screens in the pseudo-locale', () => {
  it('say every word of settings, push endpoint, channels and a new secret through the catalogs', () => {
    const screen = h(NotificationsScreen, {
      session,
      notice: null,
      settings: { enabled: true, daysBefore: '3', timeZone: '', locale: '' },
      endpoint: { pushUrl: null, deviceKeySet: true },
      pushUrl: '',
      channels: rows,
      newWebhook: { channelId: 'channel-webhook', label: 'Hook', secret: 'whsec_x' },
      failed: {
        section: 'push',
        errors: [{ field: 'pushUrl', message: t('notifications.notice.chooseKind') }],
      },
    });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), []);
    const empty = h(NotificationsScreen, { ...screen.props, channels: [], newWebhook: null });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(empty), AS_IS), []);
  });

  it('say every word of adding each kind of channel and removing one through the catalogs', () => {
    for (const kind of ['bark', 'ntfy', 'gotify', 'webhook', 'email'] as const) {
      const screen = h(AddChannelScreen, { session, values: emptyChannelForm(kind) });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), [], kind);
    }
    for (const row of rows) {
      assert.deepEqual(
        unmarkedOnPage(renderInPseudoLocale(h(RemoveChannelScreen, { session, row })), AS_IS),
        [],
      );
    }
  });
});
