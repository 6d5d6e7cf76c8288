import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseListView } from './list-view-choice.js';

describe('chooseListView', () => {
  it('draws a table until the member chooses cards', () => {
    assert.deepEqual(chooseListView(undefined, undefined), { view: 'table', remember: false });
  });

  it('takes the choice in the address and says to remember it when it is new', () => {
    assert.deepEqual(chooseListView('cards', undefined), { view: 'cards', remember: true });
    assert.deepEqual(chooseListView('cards', 'cards'), { view: 'cards', remember: false });
    assert.deepEqual(chooseListView('table', 'cards'), { view: 'table', remember: true });
  });

  it('keeps the remembered choice on a plain address and ignores unknown values', () => {
    assert.deepEqual(chooseListView(undefined, 'cards'), { view: 'cards', remember: false });
    assert.deepEqual(chooseListView('tiles', 'cards'), { view: 'cards', remember: false });
    assert.deepEqual(chooseListView(undefined, 'tiles'), { view: 'table', remember: false });
  });
});
