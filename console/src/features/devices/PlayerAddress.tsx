import { Body1, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { copyText, playerAddress } from './playerAddress';

const OPEN_PLAYER_TEXT = 'Open this address in the web browser of the TV or media box:';
export const PLAYER_APP_TEXT =
  'Or install the Marquee app on a Samsung (Tizen), LG (webOS) or Android screen. Either way, the screen then shows its pairing code.';
const COPY_FAILED_TEXT = 'Could not copy. Select the address and copy it yourself.';
/** How long the button says "Copied" before offering to copy again. */
const COPIED_FOR_MS = 3000;

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The box's gap spaces the paragraphs; their own margins would double it.
  text: { margin: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  address: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    wordBreak: 'break-all',
  },
  // Read out by screen readers when the copy succeeds; the button shows it to sighted users.
  status: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/**
 * Where a new screen gets its pairing code: the player's address with a copy button, and the
 * TV apps as the other way. Shown on the empty Screens page and in the Pair dialog.
 */
export function PlayerAddress() {
  const styles = useStyles();
  const address = playerAddress();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const reset = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(reset);
  }, [copy]);

  return (
    <div className={styles.box} data-testid="player-address-help">
      <Body1 as="p" className={styles.text}>
        {OPEN_PLAYER_TEXT}
      </Body1>
      <div className={styles.row}>
        <Link
          href={address}
          target="_blank"
          rel="noreferrer"
          className={styles.address}
          data-testid="player-address"
        >
          {address}
        </Link>
        <Button
          size="small"
          icon={copy === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
          aria-label={copy === 'copied' ? 'Copied' : 'Copy the player address'}
          data-testid="copy-player-address"
          onClick={() => void copyText(address).then((ok) => setCopy(ok ? 'copied' : 'failed'))}
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {copy === 'failed' && (
        <Body1 as="p" role="alert" className={styles.text}>
          {COPY_FAILED_TEXT}
        </Body1>
      )}
      <span role="status" className={styles.status}>
        {copy === 'copied' ? 'Player address copied' : ''}
      </span>
      <Body1 as="p" className={styles.text}>
        {PLAYER_APP_TEXT}
      </Body1>
    </div>
  );
}
