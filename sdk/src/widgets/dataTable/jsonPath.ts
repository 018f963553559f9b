import type { JsonValue } from '../../host/index.js';
import { DATA_TABLE_MAX_ROWS } from './model.js';

/**
 * The steps of a dot path: `data.items`, `results.0.rows`; `results[0].rows` is read the same.
 * Empty steps (a stray dot, spaces) are skipped, so an empty path is the value itself.
 */
function stepsOf(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((step) => step.trim())
    .filter((step) => step.length > 0);
}

const INDEX = /^\d+$/;

/**
 * The value at a dot path in parsed JSON, or undefined when the path leads nowhere. A list is
 * stepped into by index only; an object by its own keys only (never `constructor` and the like).
 */
export function valueAtJsonPath(value: JsonValue | undefined, path: string): JsonValue | undefined {
  let current = value;
  for (const step of stepsOf(path)) {
    if (Array.isArray(current)) {
      current = INDEX.test(step) ? current[Number(step)] : undefined;
    } else if (current !== null && typeof current === 'object') {
      current = Object.prototype.hasOwnProperty.call(current, step) ? current[step] : undefined;
    } else {
      return undefined;
    }
    if (current === undefined) return undefined;
  }
  return current;
}

/**
 * The rows a screen keeps from a feed's answer: the list at `path`, from `offset`, at most
 * DATA_TABLE_MAX_ROWS of them. Anything but a list gives no rows.
 */
export function dataTableRowsOf(answer: JsonValue, path: string, offset: number): JsonValue[] {
  const list = valueAtJsonPath(answer, path);
  if (!Array.isArray(list)) return [];
  return list.slice(offset, offset + DATA_TABLE_MAX_ROWS);
}

/**
 * What a cell shows of its row: text and numbers as they are, true/false, nested objects and
 * lists as compact JSON, and nothing for null or a key the row lacks.
 */
export function dataTableCellText(row: JsonValue, dataKey: string): string {
  const value = valueAtJsonPath(row, dataKey);
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
