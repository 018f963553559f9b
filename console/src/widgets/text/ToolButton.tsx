import { ToggleButton } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { ToolTip } from '../../kit/ToolTip';
import { useToolTabIndex } from './toolTabIndex';

/**
 * A button of the rich-text toolbar, named by its tooltip. Pressing it keeps the focus (and the
 * selection) in the text, so the action applies to what is selected.
 */
export function ToolButton(props: {
  label: string;
  testId: string;
  icon: ReactElement;
  checked?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const tabIndex = useToolTabIndex();
  return (
    <ToolTip content={props.label}>
      <ToggleButton
        tabIndex={tabIndex}
        size="small"
        appearance="subtle"
        icon={props.icon}
        data-testid={props.testId}
        checked={props.checked ?? false}
        disabledFocusable={props.disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={props.onClick}
      />
    </ToolTip>
  );
}
