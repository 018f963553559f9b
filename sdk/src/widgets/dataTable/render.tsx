import { useEffect, useRef } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { DataTableView } from './DataTableView.js';
import { DataTableFeedError } from './feed.js';
import { readDataTableBody } from './model.js';
import { useDataTableRows } from './useDataTableRows.js';

/**
 * The data table item: rows of a JSON feed the screen fetches itself, `size` of them from the
 * offset, under a header row, filling the item's box. The rows kept last show at once and stay
 * through any failure (offline, a feed that is down); a screen shows nothing of an error, the
 * editor's preview says it under the table. Ready at once: rows still to come never hold a
 * playlist.
 */
export function DataTableWidget({ sceneItem, scene, onReady, preview }: WidgetRenderProps) {
  const body = readDataTableBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const { rows, error } = useDataTableRows(body);
  useEffect(() => {
    onReady();
  }, [onReady]);

  return (
    <div
      ref={box}
      data-testid="data-table-widget"
      style={{
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        backgroundColor: body.backgroundColor,
      }}
    >
      <DataTableView body={body} rows={(rows ?? []).slice(0, body.dataRange.size)} scale={scale} />
      {preview && error && <FeedProblem error={error} />}
    </div>
  );
}

function FeedProblem({ error }: { error: Error }) {
  const quoted = error instanceof DataTableFeedError ? error.responseText : null;
  return (
    <div
      role="alert"
      data-testid="data-table-error"
      style={{ padding: 8, color: '#b00020', fontSize: 14, whiteSpace: 'pre-wrap' }}
    >
      {error.message}
      {quoted && <pre style={{ margin: '4px 0 0', fontSize: 12 }}>{quoted}</pre>}
    </div>
  );
}
