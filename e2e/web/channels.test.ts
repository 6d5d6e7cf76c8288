/**
 * The notification channels on /notifications in a real browser: add an ntfy
 * channel pointing at a receiver this test runs on 127.0.0.1, "Send test" and see the
 * receiver's answer (and what it got), add a webhook and see its secret once, disable,
 * remove after the confirmation page; the same add and remove with JavaScript off; axe and
 * screenshots at 360 and 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  type HttpReceiver,
  startHttpReceiver,
} from '../../packages/notify-channels/src/testing/http-receiver.js';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

const served = servedSystem();
let receiver: HttpReceiver;
let receiverUrl: string;

before(async () => {
  receiver = await startHttpReceiver();
  receiverUrl = receiver.origin;
});
after(() => receiver?.close());

const channelCard = (page: Page, label: string) => page.getByRole('article', { name: label });

/** Chooses the kind on /notifications and lands on that kind's add page. */
async function startAdding(page: Page, kind: string) {
  await page.goto(`${served.system.baseUrl}/notifications`);
  await page.getByLabel('Kind').selectOption(kind);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add channel' }).waitFor();
}

async function addNtfy(page: Page, label: string, topic: string) {
  await startAdding(page, 'ntfy');
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Topic URL').fill(`${receiverUrl}/${topic}`);
  await page.getByLabel('Access token').fill('tk_browser_token');
  await page.getByRole('button', { name: 'Add channel' }).click();
  await page.waitForURL(`${served.system.baseUrl}/notifications`);
}

/** Presses Remove on the card, then confirms on the confirmation page. */
async function removeChannel(page: Page, label: string) {
  await channelCard(page, label).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('heading', { name: `Remove the channel “${label}”?` }).waitFor();
  await page.getByRole('button', { name: 'Remove channel' }).click();
  await page.waitForURL(`${served.system.baseUrl}/notifications`);
  assert.equal(await page.getByRole('status').textContent(), `Channel “${label}” removed`);
  assert.equal(await channelCard(page, label).count(), 0);
}

describe('channels (JavaScript on)', () => {
  const suite = browserSuite({ system: () => served.system });

  it('adds an ntfy channel, sends a test the receiver gets, disables and removes it', async () => {
    const { page } = suite.browser;
    await addNtfy(page, 'Phone', 'bills');
    assert.equal(await page.getByRole('status').textContent(), 'Channel “Phone” added');
    const card = channelCard(page, 'Phone');
    const text = String(await card.textContent());
    assert.match(text, /ntfy/);
    assert.match(text, /Enabled/);
    assert.match(text, /One message per reminder/);
    assert.match(text, /No reminders sent to it yet/);
    assert.equal((await page.content()).includes('tk_browser_token'), false);

    await card.getByRole('button', { name: 'Send test' }).click();
    await page.waitForURL(`${served.system.baseUrl}/notifications`);
    assert.equal(
      await page.getByRole('status').textContent(),
      'Test message delivered to “Phone”: the receiver answered 200.',
    );
    const request = receiver.received.at(-1);
    assert.equal(request?.path, '/bills');
    assert.equal(request?.headers['title'], 'subtrack test message');
    assert.equal(request?.headers['authorization'], 'Bearer tk_browser_token');
    assert.ok(String(request?.body).length > 0, 'the test message has a body');

    await card.getByRole('button', { name: 'Disable' }).click();
    await page.waitForURL(`${served.system.baseUrl}/notifications`);
    assert.match(String(await page.getByRole('status').textContent()), /“Phone” disabled/);
    assert.match(String(await card.textContent()), /Disabled\s*It gets no reminders\./);
    assert.equal(await card.getByRole('button', { name: 'Enable' }).count(), 1);

    await removeChannel(page, 'Phone');
  });

  it('shows a webhook’s signing secret once, then never again', async () => {
    const { page } = suite.browser;
    await startAdding(page, 'webhook');
    await page.getByLabel('Label').fill('Home Assistant');
    await page.getByLabel('Webhook URL').fill(`${receiverUrl}/api/webhook/subtrack`);
    await page.getByRole('button', { name: 'Add channel' }).click();
    await page.waitForURL(`${served.system.baseUrl}/notifications`);
    const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.match(
      String(await page.getByText('It will not be shown again').textContent()),
      /not be shown again/,
    );
    assert.equal(await page.getByRole('button', { name: 'Copy secret' }).isVisible(), true);
    await page.reload();
    assert.equal(await page.getByLabel('Signing secret', { exact: true }).count(), 0);
    assert.equal((await page.content()).includes(secret), false);
    await removeChannel(page, 'Home Assistant');
  });

  it('shows the message beside the field and keeps what was typed', async () => {
    const { page } = suite.browser;
    await startAdding(page, 'ntfy');
    await page.getByLabel('Label').fill('Broken');
    await page.getByLabel('Topic URL').fill('ftp://ntfy.example.org/x');
    await page.getByLabel('Access token').fill('tk_typed');
    await page.getByRole('button', { name: 'Add channel' }).click();
    assert.equal(
      await page.getByRole('link', { name: /starts with https:\/\/ or http:\/\// }).count(),
      1,
    );
    assert.equal(await page.getByLabel('Topic URL').inputValue(), 'ftp://ntfy.example.org/x');
    assert.equal(await page.getByLabel('Label').inputValue(), 'Broken');
    assert.equal(await page.getByLabel('Access token').inputValue(), '');
  });
});

describe('channels (JavaScript off)', () => {
  const suite = browserSuite({ javaScriptEnabled: false, system: () => served.system });

  it('adds a channel and removes it after the confirmation page', async () => {
    const { page } = suite.browser;
    await addNtfy(page, 'Tablet', 'no-js');
    assert.equal(await page.getByRole('status').textContent(), 'Channel “Tablet” added');
    assert.match(String(await channelCard(page, 'Tablet').textContent()), /Enabled/);
    await removeChannel(page, 'Tablet');
  });
});

describe('channels: axe and screenshots', () => {
  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page, { colorScheme, width }) => {
      const label = `Axe ${width} ${colorScheme}`;
      await addNtfy(page, label, `axe-${width}-${colorScheme}`);
      await channelCard(page, label).getByRole('button', { name: 'Send test' }).click();
      await page.waitForURL(`${served.system.baseUrl}/notifications`);
      await startAdding(page, 'webhook');
      await page.getByLabel('Label').fill(`Hook ${width} ${colorScheme}`);
      await page.getByLabel('Webhook URL').fill(`${receiverUrl}/hook`);
      await page.getByRole('button', { name: 'Add channel' }).click();
      await page.waitForURL(`${served.system.baseUrl}/notifications`);
      await checkAccessibility(page);
      await screenshot(page, 'notifications-channels');

      await startAdding(page, 'email');
      await page.getByLabel('SMTP port').fill('not a port');
      await page.getByRole('button', { name: 'Add channel' }).click();
      await checkAccessibility(page);
      await screenshot(page, 'notifications-channel-add-error');

      await page.goto(`${served.system.baseUrl}/notifications`);
      await channelCard(page, label).getByRole('button', { name: 'Remove' }).click();
      await checkAccessibility(page);
      await screenshot(page, 'notifications-channel-remove');
    },
  );
});
