import { Field, Select, Switch } from '@fluentui/react-components';
import { IFRAME_PREVIEW_WIDTH, previewWidthOf, readIframeBody } from '@marquee/sdk';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { refreshIntervalChoices, refreshIntervalLabel } from './refreshIntervals';

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/**
 * How the page is laid out: the width in CSS pixels it is drawn at before being scaled to the
 * box (600 to 1920, step 50), and whether it may scroll.
 */
export const layoutGroup: ToolbarGroup = {
  id: 'layout',
  label: 'Layout',
  render: (props) => <Layout {...props} />,
};

function Layout({ body, onChange }: Props) {
  const iframe = readIframeBody(body);
  return (
    <>
      <RangeField
        label="Preview width (px)"
        testId="iframe-preview-width"
        value={previewWidthOf(iframe)}
        range={IFRAME_PREVIEW_WIDTH}
        onChange={(previewWidth) => onChange({ body: { previewWidth } })}
      />
      <Switch
        label="Scrollable"
        data-testid="iframe-scrollable"
        checked={iframe.isScrollable}
        onChange={(_e, d) => onChange({ body: { isScrollable: d.checked } })}
      />
    </>
  );
}

/** How often a screen reloads the page (the intervals offered, in words). */
export const refreshGroup: ToolbarGroup = {
  id: 'refresh',
  label: 'Refresh',
  render: (props) => <Refresh {...props} />,
};

function Refresh({ body, onChange }: Props) {
  const current = readIframeBody(body).refreshIntervalInMinutes;
  return (
    <Field label="Reload the page every">
      <Select
        data-testid="iframe-refresh"
        value={String(current)}
        onChange={(_e, d) => onChange({ body: { refreshIntervalInMinutes: Number(d.value) } })}
      >
        {refreshIntervalChoices(current).map((minutes) => (
          <option key={minutes} value={minutes}>
            {refreshIntervalLabel(minutes)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
