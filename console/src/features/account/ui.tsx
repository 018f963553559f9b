import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export const useAccountStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  permissions: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
});

export function ErrorBar({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <MessageBar intent="success">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
