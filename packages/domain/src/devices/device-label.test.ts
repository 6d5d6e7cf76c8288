import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deviceLabelFrom, deviceLabelParts } from './device-label.js';

const AGENTS: ReadonlyArray<readonly [string, string]> = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome on iPad',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    'Firefox on Mac',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
  ['curl/8.5.0', 'Browser'],
  ['', 'Browser'],
];

describe('deviceLabelFrom', () => {
  for (const [agent, label] of AGENTS) {
    it(`names ${label === 'Browser' ? `"${agent}"` : 'a device'} "${label}"`, () => {
      assert.equal(deviceLabelFrom(agent), label);
    });
  }

  it('names a device whose agent is missing "Browser"', () => {
    assert.equal(deviceLabelFrom(null), 'Browser');
  });
});

describe('deviceLabelParts', () => {
  it('reads back the browser and system of every label it writes', () => {
    for (const [agent] of AGENTS) {
      const parts = deviceLabelParts(deviceLabelFrom(agent));
      assert.ok(parts, agent);
      const { browser, system } = parts;
      const again =
        browser && system
          ? `${browser} on ${system}`
          : (browser ?? (system ? `Browser on ${system}` : 'Browser'));
      assert.equal(again, deviceLabelFrom(agent));
    }
    assert.deepEqual(deviceLabelParts('Browser on iPhone'), { browser: null, system: 'iPhone' });
  });

  it('leaves a label it did not write alone', () => {
    assert.equal(deviceLabelParts('Kitchen tablet'), null);
    assert.equal(deviceLabelParts('Chrome on Toaster'), null);
  });
});
