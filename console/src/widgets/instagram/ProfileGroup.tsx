import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { INSTAGRAM_PROFILE_LOAD_ERROR, readInstagramPublicBody } from '@marquee/sdk';
import { useState } from 'react';
import { LoadInstagramProfileDocument } from '../../graphql/generated';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { feedBodyOf } from './feedBody';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
});

/** A user name as typed or pasted: "@natgeo", "natgeo" or a profile address all give natgeo. */
function profileNameOf(input: string): string {
  const text = input.trim();
  const fromAddress = /instagram\.com\/([^/?#\s]+)/i.exec(text)?.[1];
  return (fromAddress ?? text).replace(/^@+/, '').trim();
}

const postsLoaded = (count: number) => (count === 1 ? '1 post loaded' : `${count} posts loaded`);

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; count: number }
  | { state: 'failed' };

/**
 * The public profile's user name and a Load button, showing loading, then
 * how many posts came, or "Can not load this profile, is the profile public?". A loaded profile
 * sets the item's feed (its id), user name and posts.
 */
export const profileGroup: ToolbarGroup = {
  id: 'profile',
  label: 'Instagram profile',
  render: (props) => <Profile {...props} />,
};

function Profile({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const stored = readInstagramPublicBody(body).username;
  const [draft, setDraft] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [loadProfile] = useMutation(LoadInstagramProfileDocument);
  const username = profileNameOf(draft ?? stored);

  const onLoad = async () => {
    if (!username || load.state === 'loading') return;
    setLoad({ state: 'loading' });
    try {
      const { data } = await loadProfile({ variables: { username } });
      const profile = data?.loadInstagramProfile;
      if (!profile) throw new Error('no profile');
      const feed = feedBodyOf(profile);
      setLoad({ state: 'loaded', count: feed.dataCache.length });
      setDraft(null);
      onChange({ body: { ...feed, username: profile.username } });
    } catch {
      // Private, unknown or unreachable: the operator can only check the name, so one message.
      setLoad({ state: 'failed' });
    }
  };

  return (
    <Field
      label="User name"
      validationState={
        load.state === 'failed' ? 'error' : load.state === 'loaded' ? 'success' : 'none'
      }
      validationMessage={
        load.state === 'failed'
          ? INSTAGRAM_PROFILE_LOAD_ERROR
          : load.state === 'loaded'
            ? postsLoaded(load.count)
            : undefined
      }
    >
      <div className={styles.row}>
        <Input
          className={styles.input}
          data-testid="instagram-username"
          placeholder="natgeo"
          contentBefore="@"
          value={draft ?? stored}
          onChange={(_e, d) => {
            setDraft(d.value);
            setLoad({ state: 'idle' });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void onLoad();
          }}
        />
        <Button
          data-testid="instagram-load"
          disabledFocusable={!username || load.state === 'loading'}
          icon={load.state === 'loading' ? <Spinner size="tiny" /> : undefined}
          onClick={() => void onLoad()}
        >
          {load.state === 'loading' ? 'Loading...' : 'Load'}
        </Button>
      </div>
    </Field>
  );
}
