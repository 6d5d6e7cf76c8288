import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importReferenceRates, updateCurrencySettings } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { textOf } from '../testing/page-text.js';
import { type ScreenServer, startScreenServer } from '../testing/screen-server.js';
import { registerDashboardRoutes } from './dashboard-routes.js';

async function twoCurrencies(server: ScreenServer): Promise<void> {
  const { accountId } = server;
  await server.ports.subscriptions.insert(
    aSubscription({ accountId, amountMinor: 1000, currency: 'EUR' }),
  );
  await server.ports.subscriptions.insert(
    aSubscription({ accountId, amountMinor: 1086, currency: 'USD' }),
  );
  await server.ports.subscriptions.insert(
    aSubscription({ accountId, amountMinor: 450, currency: 'AUD' }),
  );
}

describe('GET / with a home currency', () => {
  it('heads with the estimate, its rates’ date and source, and the currency left out', async (t) => {
    const server = await startScreenServer(t, registerDashboardRoutes);
    await twoCurrencies(server);
    await importReferenceRates(server.ports, [
      { date: '2026-11-20', currency: 'USD', rate: '1.086' },
    ]);
    await updateCurrencySettings(server.ports, server.ctx, { homeCurrency: 'EUR' });
    const text = textOf((await server.get('/')).html);
    // 10.00 + 10.86 / 1.086 = 20.00 a month, 240.00 a year; AUD has no rate.
    assert.match(
      text,
      /Dashboard Add subscription Estimate in EUR About €20\.00 a month, €240\.00 a year An estimate: every other currency converted into EUR at the European Central Bank's rates of Nov 20, 2026\./,
    );
    assert.match(
      text,
      /Not included, for want of a rate of the last 14 days: A\$4\.50 a month in AUD Add a rate for AUD/,
    );
    // The figures per currency stay below it.
    assert.ok(text.indexOf('About €20.00') < text.indexOf('Spend per currency'));
    assert.match(
      text,
      /Spend per currency Currency Active Monthly Annual AUD 1 A\$4\.50 A\$54\.00/,
    );
  });

  it('suggests a home currency to an account paying in several, and draws one chart with a switch', async (t) => {
    const server = await startScreenServer(t, registerDashboardRoutes);
    await twoCurrencies(server);
    const before = await server.get('/');
    assert.match(textOf(before.html), /Paying in several currencies\? Choose a home currency/);
    // One currency each: the first of them heads the page, and the chart is of it alone.
    assert.match(textOf(before.html), /Spend in AUD A\$4\.50 a month/);
    assert.match(before.html, /aria-current="true">AUD<\/a>/);
    assert.equal(before.html.match(/<svg role="img"/g)?.length, 1);
    await updateCurrencySettings(server.ports, server.ctx, { homeCurrency: 'EUR' });
    const estimated = await server.get('/');
    assert.match(
      estimated.html,
      /<a class="view-choice" href="\/\?spend=estimate#spend-chart-heading" aria-current="true">All in EUR<\/a>/,
    );
    assert.match(
      estimated.html,
      /<title id="spend-chart-estimate-EUR-title">Spend per month in EUR, estimated<\/title>/,
    );
    assert.doesNotMatch(estimated.html, /Spend per month in USD/);
    const usd = await server.get('/?spend=USD');
    assert.match(usd.html, /aria-current="true">USD<\/a>/);
    assert.match(usd.html, /<title id="spend-chart-USD-title">Spend per month in USD<\/title>/);
    assert.doesNotMatch(usd.html, /estimated<\/title>/);
    assert.match(textOf(usd.html), /Estimate in EUR About €10\.00 a month/);
  });
});
