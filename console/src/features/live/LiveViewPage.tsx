import {
  Badge,
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PublicPage } from '../../kit/PublicPage';
import { BRAND } from '../../shared/brand';
import { useDocumentTitle } from '../../shared/pageTitle';
import { noPictureSentence, readLivePage, type LiveRead, type LiveScreen } from './liveData';
import { takenAgo, useNow } from './takenAgo';
import { dateTimeText } from '../../kit/dates';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  product: { margin: 0, color: tokens.colorBrandForeground1 },
  title: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    margin: 0,
  },
  frame: {
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground5,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  image: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  // One screen gets the width a picture is worth looking at; a group, a grid of them.
  single: { gridTemplateColumns: 'minmax(0, 960px)' },
  caption: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  line: { margin: 0 },
  nameRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One screen: its picture, name, whether it is online, what it plays and when it was taken. */
function ScreenCard({ screen, now }: { screen: LiveScreen; now: Date }) {
  const styles = useStyles();
  const picture = screen.picture;
  return (
    <figure className={styles.card} data-testid="live-screen">
      <div className={styles.frame}>
        {picture ? (
          <img
            className={styles.image}
            src={picture.url}
            width={picture.width}
            height={picture.height}
            alt={`What ${screen.name} showed`}
            data-testid="live-picture"
          />
        ) : (
          <Body1 className={styles.muted}>{noPictureSentence(screen)}</Body1>
        )}
      </div>
      <figcaption className={styles.caption}>
        <div className={styles.nameRow}>
          <Subtitle1 as="h2" className={styles.name}>
            {screen.name}
          </Subtitle1>
          <Badge appearance="tint" color={screen.online ? 'success' : 'subtle'}>
            {screen.online ? 'Online' : 'Offline'}
          </Badge>
        </div>
        <Body1 as="p" className={styles.line} data-testid="live-playing">
          {screen.playing ? `Playing ${screen.playing}` : 'Nothing is published to it.'}
        </Body1>
        {picture && (
          <Caption1 as="p" className={mergeClasses(styles.line, styles.muted)}>
            <time dateTime={picture.takenAt} title={dateTimeText(picture.takenAt)}>
              {takenAgo(picture.takenAt, now)}
            </time>
            {!screen.online && ' (the screen is offline)'}
          </Caption1>
        )}
      </figcaption>
    </figure>
  );
}

/** A sentence in the sign-in pages' card: no link, a link that stopped working. */
function Notice({ title, sentence }: { title: string; sentence: string }) {
  return (
    <PublicPage>
      <Title2 as="h1">{title}</Title2>
      <Body1 as="p" role="status">
        {sentence}
      </Body1>
    </PublicPage>
  );
}

/** Reads the link now and again every refreshSeconds (as the server says) while it works. */
function useLiveRead(token: string, readPage: typeof readLivePage) {
  const [read, setRead] = useState<{ token: string; last: LiveRead } | null>(null);
  const [lastGood, setLastGood] = useState<LiveRead | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const result = await readPage(token);
      if (stopped) return;
      setRead({ token, last: result });
      if (result.kind === 'ok') setLastGood(result);
      if (result.kind === 'gone') return;
      const seconds = result.kind === 'ok' ? result.data.refreshSeconds : 15;
      timer = setTimeout(() => void tick(), Math.max(seconds, 5) * 1000);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, readPage]);
  return { last: read?.token === token ? read.last : null, lastGood };
}

/** One link's live view; `read` is how it asks the server (tests give their own). */
export function LiveView({
  token,
  read = readLivePage,
}: {
  token: string;
  read?: typeof readLivePage;
}) {
  const styles = useStyles();
  const now = useNow();
  const { last, lastGood } = useLiveRead(token, read);
  const data = lastGood?.kind === 'ok' ? lastGood.data : null;
  useDocumentTitle(data ? `Live: ${data.title}` : 'Live view');
  if (last?.kind === 'gone') return <Notice title="Live view" sentence={last.sentence} />;
  if (!data) {
    if (last?.kind === 'failed')
      return (
        <Notice title="Live view" sentence={`Could not open the live view. ${last.sentence}`} />
      );
    return (
      <PublicPage>
        <Spinner label="Opening the live view..." />
      </PublicPage>
    );
  }
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Text as="p" size={400} weight="bold" className={styles.product}>
          {BRAND.productName} live view
        </Text>
        <Title2 as="h1" className={styles.title}>
          {data.title}
        </Title2>
        <Caption1 className={styles.muted}>
          {data.kind === 'group' ? 'A group of screens. ' : ''}Refreshes by itself every{' '}
          {data.refreshSeconds} s.
        </Caption1>
      </header>
      {last?.kind === 'failed' && (
        <MessageBar intent="warning">
          <MessageBarBody>
            Could not refresh: {last.sentence} Showing what was there before; trying again.
          </MessageBarBody>
        </MessageBar>
      )}
      {data.screens.length === 0 ? (
        <Body1 as="p">This group has no screens.</Body1>
      ) : (
        <div className={mergeClasses(styles.grid, data.kind === 'screen' && styles.single)}>
          {data.screens.map((screen, i) => (
            <ScreenCard key={`${i}-${screen.name}`} screen={screen} now={now} />
          ))}
        </div>
      )}
      {data.moreScreens > 0 && (
        <Body1 as="p" className={styles.muted}>
          And {data.moreScreens} more screens, not shown here.
        </Body1>
      )}
    </main>
  );
}

/**
 * /live/<token>: what a live view link shows, to anyone who has it, without signing in. /live
 * alone says what to open.
 */
export function LiveViewPage() {
  const { token } = useParams();
  if (!token)
    return (
      <Notice
        title="Live view"
        sentence="Open the live view link you were given: it looks like /live/ followed by a long code."
      />
    );
  return <LiveView token={token} />;
}
