import {
  Body1,
  Button,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  secret: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
});

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The new key's secret, shown this once where the person is looking: the notice scrolls itself
 * into view and takes the focus when it opens, with a Copy button that says Copied (or, where
 * the browser lets nothing copy, leaves the key selected to copy by hand).
 */
export function NewKeyNotice({ name, secret }: { name: string; secret: string }) {
  const styles = useStyles();
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  // Each new key mounts a new notice (keyed by its secret), so this runs once per key.
  useEffect(() => {
    copyButton.current?.scrollIntoView?.({ block: 'center' });
    copyButton.current?.focus();
  }, []);
  return (
    <MessageBar intent="success" layout="multiline" data-testid="new-api-key">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{`The key ${name} is ready`}</MessageBarTitle>
        <Body1 as="p">
          This is the only time the key is shown. Copy it now and keep it somewhere safe; if it is
          lost, create a new key and revoke this one.
        </Body1>
        <div className={styles.secret}>
          <Input
            input={{ ref: field }}
            className={styles.input}
            value={secret}
            readOnly
            aria-label="New API key"
            onFocus={(event) => event.target.select()}
          />
          <Button
            ref={copyButton}
            appearance="primary"
            icon={copy === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
            onClick={() =>
              void copyText(secret, field.current).then((ok) => setCopy(ok ? 'copied' : 'failed'))
            }
          >
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        {copy === 'failed' && (
          <Body1 as="p" role="alert">
            This browser does not let the page copy. The key is selected: press Ctrl+C (⌘C on a Mac)
            to copy it.
          </Body1>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
