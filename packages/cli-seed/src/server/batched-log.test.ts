import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batchedLog } from './batched-log.js';

function aLog(maxChars?: number) {
  const written: string[] = [];
  const pending: Array<() => void> = [];
  const log = batchedLog((text) => written.push(text), {
    ...(maxChars === undefined ? {} : { maxChars }),
    schedule: (flush) => pending.push(flush),
  });
  const runScheduled = () => {
    for (const flush of pending.splice(0)) flush();
  };
  return { log, written, runScheduled, pending };
}

describe('batchedLog', () => {
  it('writes the lines of one loop round together, in order', () => {
    const { log, written, runScheduled } = aLog();
    log.write('a');
    log.write('b');
    assert.deepEqual(written, []);
    runScheduled();
    assert.deepEqual(written, ['a\nb']);
  });

  it('schedules one flush per batch', () => {
    const { log, pending, runScheduled } = aLog();
    log.write('a');
    log.write('b');
    assert.equal(pending.length, 1);
    runScheduled();
    log.write('c');
    assert.equal(pending.length, 1);
  });

  it('writes at once when the buffer is large', () => {
    const { log, written } = aLog(4);
    log.write('ab');
    log.write('cd');
    assert.deepEqual(written, ['ab\ncd']);
  });

  it('flush writes what is buffered, so nothing is lost at shutdown', () => {
    const { log, written, runScheduled } = aLog();
    log.write('last');
    log.flush();
    runScheduled();
    assert.deepEqual(written, ['last']);
  });

  it('flushes on setImmediate by default', async () => {
    const written: string[] = [];
    const log = batchedLog((text) => written.push(text));
    log.write('x');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(written, ['x']);
  });
});
