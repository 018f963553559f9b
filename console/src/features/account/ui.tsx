import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { LockedFeature, lockedTariffOf } from '../../kit/LockedFeature';

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
});

export function ErrorBar({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/** A failed call: the locked-feature message for FEATURE_LOCKED, else the error's own text. */
export function ProblemBar({ error }: { error: unknown }) {
  if (!error) return null;
  const tariff = lockedTariffOf(error);
  return tariff ? <LockedFeature tariff={tariff} /> : <ErrorBar message={errorMessage(error)} />;
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <MessageBar intent="success">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
