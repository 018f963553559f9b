import { readGradientBody } from '@marquee/sdk';
import type { ToolbarGroup } from '../types';
import { GradientFields } from './GradientFields';

/** The gradient item's definition (body.gradient), replaced whole on each change. */
export const gradientGroup: ToolbarGroup = {
  id: 'gradient',
  label: 'Gradient',
  render: ({ body, onChange }) => (
    <GradientFields
      gradient={readGradientBody(body).gradient}
      onChange={(gradient) => onChange({ body: { gradient } })}
    />
  ),
};
