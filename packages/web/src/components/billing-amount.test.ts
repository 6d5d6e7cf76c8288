import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Period } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { periodText } from './billing-amount.js';

type Schedule = readonly [period: Period, customDays: string | undefined, intervalCount: number];

const say = (language: string, [period, days, count]: Schedule) =>
  periodText(translatorFor(language).t, period, days, count);

describe('periodText', () => {
  it('says how often in each language, the everyday word for one and a count for more', () => {
    const schedules: Schedule[] = [
      ['monthly', undefined, 1],
      ['monthly', undefined, 3],
      ['yearly', undefined, 1],
      ['yearly', undefined, 2],
      ['custom', '1', 1],
      ['custom', '45', 1],
    ];
    const said = (language: string) => schedules.map((schedule) => say(language, schedule));
    assert.deepEqual(said('en'), [
      'a month',
      'every 3 months',
      'a year',
      'every 2 years',
      'every day',
      'every 45 days',
    ]);
    assert.deepEqual(said('de'), [
      'im Monat',
      'alle 3 Monate',
      'im Jahr',
      'alle 2 Jahre',
      'täglich',
      'alle 45 Tage',
    ]);
    assert.deepEqual(said('fr'), [
      'par mois',
      'tous les 3 mois',
      'par an',
      'tous les 2 ans',
      'tous les jours',
      'tous les 45 jours',
    ]);
    assert.deepEqual(said('es'), [
      'al mes',
      'cada 3 meses',
      'al año',
      'cada 2 años',
      'cada día',
      'cada 45 días',
    ]);
    assert.deepEqual(said('zh-Hans'), ['每月', '每 3 个月', '每年', '每 2 年', '每天', '每 45 天']);
  });

  it('never says "every ? days" for a custom period without its days', () => {
    assert.equal(say('en', ['custom', undefined, 1]), 'on a custom schedule');
  });
});
