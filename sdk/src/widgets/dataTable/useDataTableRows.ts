import { useEffect } from 'react';
import type { JsonValue } from '../../host/index.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData } from '../../render/keptData.js';
import { completeUrl } from '../iframe/model.js';
import { fetchDataTableFeed } from './feed.js';
import { dataTableRowsOf } from './jsonPath.js';
import {
  DATA_TABLE_CHECK_MS,
  DATA_TABLE_MAX_ROWS,
  DATA_TABLE_RETRY_WITHOUT_DATA_MS,
  type DataTableBody,
} from './model.js';

const MINUTE_MS = 60_000;

/** Rows kept by an earlier player: a list, no longer than a player keeps now. */
const parseKeptRows = (kept: JsonValue): JsonValue[] | undefined =>
  Array.isArray(kept) ? kept.slice(0, DATA_TABLE_MAX_ROWS) : undefined;

/**
 * What the kept rows are: the feed, the place of the list in it and the first row kept. The
 * offset is part of it because the rows are kept from the offset on (never the whole feed).
 */
export const dataTableKeyOf = (url: string, path: string, offset: number) =>
  `data-table:${JSON.stringify([url, path.trim(), offset])}`;

interface DataTableRows {
  /** The rows kept from the feed (at most 50, from the offset); undefined before any arrived. */
  rows: JsonValue[] | undefined;
  /** The last fetch's failure; the rows kept before it stay. */
  error: Error | null;
}

/**
 * A table's rows with the player's offline guarantee (useKeptData): fetched by the device
 * itself, kept in its local state, fetched again after the refresh interval, and every 30 s
 * while there are none — also when the feed answered with an empty list, which
 * is most often a feed between two updates.
 */
export function useDataTableRows(body: DataTableBody): DataTableRows {
  const { fetch } = useItemData();
  const url = completeUrl(body.dataFeedUrl);
  const { dataPath } = body;
  const { offset } = body.dataRange;
  const kept = useKeptData<JsonValue[]>({
    key: url ? dataTableKeyOf(url, dataPath, offset) : null,
    load: async () => dataTableRowsOf(await fetchDataTableFeed(fetch, url!), dataPath, offset),
    ttlMs: body.refetchInterval * MINUTE_MS,
    checkEveryMs: DATA_TABLE_CHECK_MS,
    retryWithoutDataMs: DATA_TABLE_RETRY_WITHOUT_DATA_MS,
    parse: parseKeptRows,
  });

  const { refetch } = kept;
  const noRows = kept.data?.length === 0;
  useEffect(() => {
    if (!noRows) return;
    const timer = setInterval(refetch, DATA_TABLE_RETRY_WITHOUT_DATA_MS);
    return () => clearInterval(timer);
  }, [noRows, refetch]);

  return { rows: kept.data, error: kept.error };
}
