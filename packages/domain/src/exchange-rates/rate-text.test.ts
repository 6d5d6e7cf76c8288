import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rational } from '../analytics/money.js';
import { rateToNumber, rateValue, readRateNumber, readRateText } from './rate-text.js';

describe('readRateText', () => {
  it('keeps the digits of a file exactly, in one canonical form', () => {
    assert.deepEqual(readRateText('1.0856'), { rate: '1.0856' });
    assert.deepEqual(readRateText('0.85710'), { rate: '0.8571' });
    assert.deepEqual(readRateText('163.840'), { rate: '163.84' });
    assert.deepEqual(readRateText('0025.000'), { rate: '25' });
    assert.deepEqual(readRateText('17535.27'), { rate: '17535.27' });
    assert.deepEqual(readRateText('1e-7'), { rate: '0.0000001' });
    assert.deepEqual(readRateText('2.5E3'), { rate: '2500' });
  });

  it('refuses what is not a positive decimal, in words the sender can act on', () => {
    assert.deepEqual(readRateText('N/A'), { problem: 'not_a_number' });
    assert.deepEqual(readRateText('1,0856'), { problem: 'not_a_number' });
    assert.deepEqual(readRateText(''), { problem: 'not_a_number' });
    assert.deepEqual(readRateText('-1.2'), { problem: 'not_positive' });
    assert.deepEqual(readRateText('0.000'), { problem: 'not_positive' });
    assert.deepEqual(readRateText('1.23456789012345678'), { problem: 'too_many_digits' });
    assert.deepEqual(readRateText('0.0000000001'), { problem: 'out_of_range' });
    assert.deepEqual(readRateText('1000000001'), { problem: 'out_of_range' });
    assert.deepEqual(readRateText('1000000000'), { rate: '1000000000' });
    assert.deepEqual(readRateText('0.000000001'), { rate: '0.000000001' });
  });
});

describe('readRateNumber', () => {
  it('reads the digits a sender wrote as a JSON number', () => {
    assert.deepEqual(readRateNumber(0.9211), { rate: '0.9211' });
    assert.deepEqual(readRateNumber(163.84), { rate: '163.84' });
    assert.deepEqual(readRateNumber(1e-7), { rate: '0.0000001' });
  });

  it('refuses zero, negative and endless numbers, and float noise past 15 digits', () => {
    assert.deepEqual(readRateNumber(0), { problem: 'not_positive' });
    assert.deepEqual(readRateNumber(-3), { problem: 'not_positive' });
    assert.deepEqual(readRateNumber(Number.POSITIVE_INFINITY), { problem: 'not_a_number' });
    assert.deepEqual(readRateNumber(0.1 + 0.2), { problem: 'too_many_digits' });
  });
});

describe('rateValue', () => {
  it('is the exact fraction the text names', () => {
    assert.deepEqual(rateValue('1.25'), rational(5, 4));
    assert.deepEqual(rateValue('163.84'), rational(16384, 100));
    assert.deepEqual(rateValue('25'), rational(25));
    assert.deepEqual(rateValue('0.0000001'), rational(1, 10_000_000));
  });
});

describe('rateToNumber', () => {
  it('shows 10 significant digits, rounded half away from zero', () => {
    assert.equal(rateToNumber(rational(1, 3)), 0.3333333333);
    assert.equal(rateToNumber(rational(2, 3)), 0.6666666667);
    assert.equal(rateToNumber(rational(85_710, 108_560)), 0.7895173176);
    assert.equal(rateToNumber(rational(100_000, 16_384)), 6.103515625);
    assert.equal(rateToNumber(rational(1, 7_000_000)), 1.428571429e-7);
    assert.equal(rateToNumber(rational(12_345_678_915n, 1000n)), 12345678.92);
  });

  it('shows a rate with few digits as it is', () => {
    assert.equal(rateToNumber(rateValue('163.84')), 163.84);
    assert.equal(rateToNumber(rateValue('25')), 25);
    assert.equal(rateToNumber(rational(0)), 0);
    assert.equal(rateToNumber(rational(1, 3), 6), 0.333333);
  });
});
