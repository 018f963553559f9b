import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** Toolbar tooltips wait 750 ms, so passing over a tool does not flash them. */
export const TOOLTIP_DELAY_MS = 750;

/** A Fluent tooltip with the toolbar's delay; the label also names the tool for screen readers. */
export function ToolTip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip content={content} relationship="label" showDelay={TOOLTIP_DELAY_MS} withArrow>
      {children}
    </Tooltip>
  );
}
