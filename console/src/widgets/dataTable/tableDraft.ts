import {
  completeUrl,
  newDataTableColumn,
  readDataTableBody,
  valueAtJsonPath,
  type DataTableBody,
  type DataTableColumn,
  type JsonValue,
} from '@marquee/sdk';

/** A column in the dialog: the stored column and an id the list keeps it by while it moves. */
export interface DraftColumn {
  id: string;
  column: DataTableColumn;
}

/** What the data table dialog edits, before it is saved into the item's body. */
export interface TableDraft {
  dataFeedUrl: string;
  dataPath: string;
  columns: DraftColumn[];
}

/** The body fields the dialog writes. */
export type TableDraftSave = Pick<DataTableBody, 'dataFeedUrl' | 'dataPath' | 'columns'>;

let nextId = 0;
const draftColumn = (column: DataTableColumn): DraftColumn => ({
  id: `column-${++nextId}`,
  column,
});

export function draftOf(body: Record<string, unknown>): TableDraft {
  const table = readDataTableBody(body);
  return {
    dataFeedUrl: table.dataFeedUrl,
    dataPath: table.dataPath,
    columns: table.columns.map(draftColumn),
  };
}

export const withNewColumn = (columns: DraftColumn[], dataKey = ''): DraftColumn[] => [
  ...columns,
  draftColumn(newDataTableColumn(dataKey)),
];

/** The list with one column moved from one place to another (a drag, or Move up/down). */
export function movedColumn(columns: DraftColumn[], from: number, to: number): DraftColumn[] {
  if (from === to || from < 0 || to < 0 || from >= columns.length || to >= columns.length)
    return columns;
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

type UrlProblem = 'Required' | 'Enter a web address (http or https)';

/** The address a feed is fetched from: https:// added when typed without a scheme. */
export function feedUrlOf(typed: string): { url: string } | { problem: UrlProblem } {
  if (!typed.trim()) return { problem: 'Required' };
  const url = completeUrl(typed);
  return url ? { url } : { problem: 'Enter a web address (http or https)' };
}

/** The body a saved draft writes; an address must be one a screen can fetch. */
export function savedDraft(draft: TableDraft): TableDraftSave | null {
  const address = feedUrlOf(draft.dataFeedUrl);
  if (!('url' in address)) return null;
  return {
    dataFeedUrl: address.url,
    dataPath: draft.dataPath.trim(),
    columns: draft.columns.map(({ column }) => ({
      ...column,
      dataKey: column.dataKey.trim(),
    })),
  };
}

/** Leaf keys listed for a row at most, and how deep into nested objects they are looked for. */
const MAX_KEYS = 60;
const MAX_DEPTH = 3;

/**
 * The data keys a row offers (`line.name`, `delayMinutes`): every value that is not an object,
 * as a dot path, so the operator can pick one rather than guess. Lists count as one value.
 */
export function dataKeysOf(row: JsonValue | undefined): string[] {
  const keys: string[] = [];
  const visit = (value: JsonValue, prefix: string, depth: number) => {
    for (const [key, child] of Object.entries(value as Record<string, JsonValue>)) {
      if (keys.length >= MAX_KEYS) return;
      const path = prefix ? `${prefix}.${key}` : key;
      if (child && typeof child === 'object' && !Array.isArray(child) && depth < MAX_DEPTH)
        visit(child, path, depth + 1);
      else keys.push(path);
    }
  };
  if (row && typeof row === 'object' && !Array.isArray(row)) visit(row, '', 1);
  return keys;
}

/** The list at the path of a loaded feed, or null when there is none (no rows). */
export function listAt(feed: JsonValue, path: string): JsonValue[] | null {
  const list = valueAtJsonPath(feed, path);
  return Array.isArray(list) ? list : null;
}
