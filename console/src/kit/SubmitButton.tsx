import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';

type Props = Pick<ButtonProps, 'appearance' | 'icon' | 'size' | 'className' | 'children'> & {
  /** Stays in the Tab order and is announced unavailable (aria-disabled); submitting does nothing. */
  disabledFocusable?: boolean;
  'data-testid'?: string;
};

/**
 * A form's submit button that is never taken out of the Tab order. While `disabledFocusable`, a
 * keyboard or screen-reader user still reaches it and hears that it is unavailable. Fluent drops
 * the button's own click handler then, but a native submit button would still send its form (a
 * click, Space, or Enter in a field of the form all click it): the click is cancelled here, and a
 * cancelled click submits nothing.
 */
export function SubmitButton({ disabledFocusable = false, ...props }: Props) {
  const cancelWhileUnavailable = (event: MouseEvent) => {
    if (disabledFocusable) event.preventDefault();
  };
  return (
    <Button
      {...props}
      type="submit"
      disabledFocusable={disabledFocusable}
      onClickCapture={cancelWhileUnavailable}
    />
  );
}
