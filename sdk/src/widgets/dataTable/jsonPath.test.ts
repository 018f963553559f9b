import { describe, expect, it } from 'vitest';
import departures from '../../../../fixtures/data-table/departures.json';
import sales from '../../../../fixtures/data-table/sales.json';
import type { JsonValue } from '../../host/index.js';
import { dataTableCellText, dataTableRowsOf, valueAtJsonPath } from './jsonPath.js';

const ids = (rows: JsonValue[]) => rows.map((row) => (row as { id: string }).id);

describe('the rows a table keeps from a feed', () => {
  it.each([
    // path, offset → first id kept, how many kept
    ['data.departures', 0, 'dep-1000', 50],
    ['data.departures', 10, 'dep-1010', 50],
    ['data.departures', 20, 'dep-1020', 44],
    ['data.departures', 63, 'dep-1063', 1],
    [' data . departures ', 0, 'dep-1000', 50],
  ])('%j from %i keeps %s on, %i rows (never more than 50)', (path, offset, first, count) => {
    const rows = dataTableRowsOf(departures, path, offset);
    expect(ids(rows)[0]).toBe(first);
    expect(rows).toHaveLength(count);
  });

  it('keeps nothing past the end of the list', () => {
    expect(dataTableRowsOf(departures, 'data.departures', 64)).toEqual([]);
    expect(dataTableRowsOf(departures, 'data.departures', 1000)).toEqual([]);
  });

  it('steps into lists by index, written with a dot or brackets', () => {
    const products = (rows: JsonValue[]) =>
      rows.map((row) => dataTableCellText(row, 'product.name'));
    expect(products(dataTableRowsOf(sales, 'results.0.rows', 0)).slice(0, 2)).toEqual([
      'Flat white',
      'Croissant',
    ]);
    expect(dataTableRowsOf(sales, 'results[0].rows', 6)).toHaveLength(2);
    expect(dataTableRowsOf(sales, 'results.1.rows', 0)).toEqual([]);
  });

  it('an empty path is the answer itself, which may be the list', () => {
    expect(dataTableRowsOf([{ a: 1 }, { a: 2 }, { a: 3 }], '', 1)).toEqual([{ a: 2 }, { a: 3 }]);
  });

  it.each([
    ['an object', 'query'],
    ['null', 'error'],
    ['text', 'query.store'],
    ['a path that leads nowhere', 'results.7.rows'],
    ['a key where a list wants an index', 'results.first'],
    ['the whole object', ''],
  ])('a feed whose value there is not a list (%s) gives no rows', (_what, path) => {
    expect(dataTableRowsOf(sales, path, 0)).toEqual([]);
  });

  it('never steps into what an object inherits', () => {
    expect(valueAtJsonPath({ a: {} }, 'a.constructor')).toBeUndefined();
    expect(valueAtJsonPath({ a: {} }, 'a.__proto__')).toBeUndefined();
    expect(valueAtJsonPath([1, 2], 'length')).toBeUndefined();
  });
});

describe('what a cell shows', () => {
  const [first] = dataTableRowsOf(departures, 'data.departures', 0);
  const tram = dataTableRowsOf(departures, 'data.departures', 4)[0]!;

  it.each([
    ['line.name', 'S9'],
    ['destination.name', 'Praha-Hostivař'],
    ['delayMinutes', '0'],
    ['cancelled', 'false'],
    ['line', '{"name":"S9","mode":"train","colour":"#e2001a"}'],
    ['notes', '[]'],
    ['missing.key', ''],
  ])('%s → %j', (dataKey, text) => {
    expect(dataTableCellText(first!, dataKey)).toBe(text);
  });

  it('shows null as nothing and a list as compact JSON', () => {
    expect(dataTableCellText(tram, 'platform')).toBe('');
    expect(dataTableCellText(tram, 'notes')).toBe('["Low-floor vehicle"]');
    expect(dataTableCellText(tram, 'notes.0')).toBe('Low-floor vehicle');
  });

  it('shows a row that is itself a value under an empty key', () => {
    expect(dataTableCellText('Platform 2 closed', '')).toBe('Platform 2 closed');
  });
});
