import { useEffect, useRef } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { completeUrl } from '../iframe/model.js';
import { feedShowsOf, FeedPlaceholder, PLACEHOLDER_MESSAGE } from '../feedStates/index.js';
import { DataTableView } from './DataTableView.js';
import { DataTableFeedError } from './feed.js';
import { readDataTableBody } from './model.js';
import { useDataTableRows } from './useDataTableRows.js';

/**
 * The data table item: rows of a JSON feed the screen fetches itself, `size` of them from the
 * offset, under a header row, filling the item's box. The rows kept last show at once and stay
 * through any failure (offline, a feed that is down); a screen shows nothing of an error, the
 * editor's preview says it under the table. While the first rows are fetched the box is left
 * clear; with no rows to show (no feed yet, nothing fetched, an empty list) the header stands
 * over one quiet row, "Data will appear here" (a table without columns shows that line alone).
 * Ready at once: rows still to come never hold a playlist.
 */
export function DataTableWidget({ sceneItem, scene, onReady, preview }: WidgetRenderProps) {
  const body = readDataTableBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const { rows, error } = useDataTableRows(body);
  const shown = (rows ?? []).slice(0, body.dataRange.size);
  const shows = feedShowsOf({
    hasContent: shown.length > 0,
    hasSource: completeUrl(body.dataFeedUrl) !== null,
    fetched: rows !== undefined,
    failed: error !== null,
  });
  useEffect(() => {
    onReady();
  }, [onReady]);

  return (
    <div
      ref={box}
      data-testid="data-table-widget"
      data-shows={shows}
      style={{
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        backgroundColor: shows === 'waiting' ? 'transparent' : body.backgroundColor,
      }}
    >
      {shows === 'placeholder' && body.columns.length === 0 ? (
        <FeedPlaceholder
          glyph="table"
          message={PLACEHOLDER_MESSAGE.table}
          color={body.borderColor}
          px={(reference) => reference * scale}
        />
      ) : (
        shows !== 'waiting' && (
          <DataTableView
            body={body}
            rows={shown}
            scale={scale}
            placeholder={shows === 'placeholder' ? PLACEHOLDER_MESSAGE.table : undefined}
          />
        )
      )}
      {preview && error && <FeedProblem error={error} />}
    </div>
  );
}

/**
 * The editor's note under the table on why the feed failed: light text on a dark note, so it
 * reads on any background the table has.
 */
function FeedProblem({ error }: { error: Error }) {
  const quoted = error instanceof DataTableFeedError ? error.responseText : null;
  return (
    <div
      role="alert"
      data-testid="data-table-error"
      style={{
        margin: 8,
        padding: '4px 8px',
        borderRadius: 4,
        backgroundColor: 'rgba(32, 32, 32, 0.85)',
        color: '#ffffff',
        fontFamily: 'system-ui, sans-serif',
        fontSize: 14,
        whiteSpace: 'pre-wrap',
      }}
    >
      {error.message}
      {quoted && <pre style={{ margin: '4px 0 0', fontSize: 12 }}>{quoted}</pre>}
    </div>
  );
}
