import { importReferenceRates, type Ports } from '@subtrack/domain';
import { ECB_DAILY_XML, REFERENCE_RATES_2026_11_19, STAN } from '../../openapi/example-requests.js';
import type { TestRequest, TestResponse } from '../test-server.js';

/** The recorder's helpers (`record-examples.ts`) that these examples use. */
export interface ExampleRecorder {
  ports: Ports;
  keep(
    op: string,
    where: string,
    name: string,
    summary: string,
    value: unknown,
    media?: string,
  ): void;
  ask(
    op: string,
    name: string,
    summary: string,
    request: string[],
    body: unknown,
  ): Promise<TestResponse>;
  answer(op: string, name: string, summary: string, response: TestResponse): void;
  send(method: string, url: string, request?: TestRequest): Promise<TestResponse>;
}

/**
 * D52's examples, on the recorder's first account (Netflix and the gym in EUR, a trial in
 * USD): the home currency, the operator's reference rates of 2026-11-19, the account's own
 * import of the ECB's daily file of 2026-11-20, a typed rate, the list, a plan in AUD that
 * no rate converts, the estimate and the converted spend.
 */
export async function recordExchangeRateExamples(r: ExampleRecorder): Promise<void> {
  const settings = ['PUT', '/api/v1/currency-settings'];
  const home = await r.ask('updateCurrencySettings', 'euro', 'Estimates in euros', settings, {
    homeCurrency: 'EUR',
  });
  r.answer('updateCurrencySettings', 'euro', 'The stored setting', home);
  const current = await r.send('GET', settings[1]!);
  r.answer('getCurrencySettings', 'euro', 'Euros', current);

  await importReferenceRates(r.ports, REFERENCE_RATES_2026_11_19);
  const op = 'importExchangeRates';
  r.keep(op, 'request', 'daily', "The ECB's daily file", ECB_DAILY_XML, 'application/xml');
  const imported = await r.send('POST', '/api/v1/exchange-rates/imports', {
    rawBody: ECB_DAILY_XML,
    headers: { 'Content-Type': 'application/xml' },
  });
  r.answer(op, 'daily', 'One day of four currencies', imported);

  const typed = ['PUT', '/api/v1/exchange-rates/2026-11-20/GBP/EUR'];
  const rate = await r.ask('putExchangeRate', 'pound', 'What a pound cost at the bank', typed, {
    rate: 1.1642,
  });
  r.answer('putExchangeRate', 'pound', 'The stored rate', rate);
  const list = await r.send('GET', '/api/v1/exchange-rates?currency=GBP&limit=3');
  r.answer('listExchangeRates', 'pound', 'The rates of the pound, newest first', list);

  await r.send('POST', '/api/v1/subscriptions', { body: STAN });
  const estimate = await r.send('GET', '/api/v1/analytics/estimate');
  r.answer('getCurrencyEstimate', 'euro', 'In euros; AUD has no rate', estimate);
  const spend = await r.send(
    'GET',
    '/api/v1/analytics/spend?from=2026-10&to=2026-12&convertTo=EUR',
  );
  r.answer('getSpendOverTime', 'converted', 'With convertTo=EUR', spend);
}
