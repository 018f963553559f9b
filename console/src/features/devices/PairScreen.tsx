import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PairInput } from './PairScreenDialog';
import { useFocusReturn } from '../../kit/useFocusReturn';

// The dialog's code (Fluent's dialog and form fields) loads when it first opens.
const PairScreenDialog = lazy(async () => ({
  default: (await import('./PairScreenDialog')).PairScreenDialog,
}));

/** Query parameter a screen's QR code or link carries to open pairing with its code filled in. */
const PAIRING_CODE_PARAM = 'pairingCode';

/**
 * The "Pair a screen" button and its dialog. Opens by itself when the URL carries ?pairingCode=,
 * with that code filled in, and then drops the parameter so a reload does not reopen it.
 */
export function PairScreen({ onPair }: { onPair: (input: PairInput) => Promise<void> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const codeFromUrl = searchParams.get(PAIRING_CODE_PARAM);
  // instance changes on every opening, so each opening starts with a fresh form.
  const [dialog, setDialog] = useState({ open: false, initialCode: '', instance: 0 });
  const [handledCode, setHandledCode] = useState<string | null>(null);

  // Opened from the URL, nothing had focus: closing then lands on the button.
  const button = useRef<HTMLButtonElement>(null);
  const rememberOpener = useFocusReturn(dialog.open, button);
  const open = (initialCode: string) =>
    setDialog((current) => ({ open: true, initialCode, instance: current.instance + 1 }));

  // Adjusting state to a new URL during render (React's pattern for "state derived from a prop").
  if (codeFromUrl !== handledCode) {
    setHandledCode(codeFromUrl);
    if (codeFromUrl) open(codeFromUrl);
  }

  useEffect(() => {
    if (codeFromUrl === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAIRING_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [codeFromUrl, setSearchParams]);

  const close = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <>
      <Button
        appearance="primary"
        icon={<AddRegular />}
        data-testid="pair-screen-button"
        ref={button}
        onClick={() => {
          rememberOpener();
          open('');
        }}
      >
        Pair a screen
      </Button>
      {dialog.instance > 0 && (
        <Suspense fallback={null}>
          <PairScreenDialog
            key={dialog.instance}
            open={dialog.open}
            initialCode={dialog.initialCode}
            onClose={close}
            onPair={async (input) => {
              await onPair(input);
              close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
