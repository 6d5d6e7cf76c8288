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
    assert.ok(text.indexOf('About €20.00') < text.indexOf('Active subscriptions'));
  });

  it('suggests a home currency to an account paying in several, and shows the chart estimated when asked', async (t) => {
    const server = await startScreenServer(t, registerDashboardRoutes);
    await twoCurrencies(server);
    const before = await server.get('/');
    assert.match(textOf(before.html), /Paying in several currencies\? Choose a home currency/);
    assert.doesNotMatch(before.html, /Spend per month shown/);
    await updateCurrencySettings(server.ports, server.ctx, { homeCurrency: 'EUR' });
    const perCurrency = await server.get('/');
    assert.match(
      perCurrency.html,
      /<a class="view-choice" href="\/#spend-chart-heading" aria-current="true">Per currency<\/a>/,
    );
    const estimated = await server.get('/?spend=estimate');
    assert.match(estimated.html, /aria-current="true">All in EUR<\/a>/);
    assert.match(
      estimated.html,
      /<title id="spend-chart-estimate-EUR-title">Spend per month in EUR, estimated<\/title>/,
    );
    assert.doesNotMatch(estimated.html, /Spend per month in USD/);
  });
});
