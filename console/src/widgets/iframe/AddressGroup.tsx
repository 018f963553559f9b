import { Field, Input } from '@fluentui/react-components';
import { completeUrl, readIframeBody } from '@marquee/sdk';
import { useEffect, useState } from 'react';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { useFramability } from './useFramability';

/** Shown for an address that is not http(s), which the item would never frame. */
export const NOT_A_WEB_ADDRESS = 'Enter a web address (http or https).';

/** Typing that pauses this long is checked with the server before the field is left. */
export const FRAMABLE_CHECK_DEBOUNCE_MS = 800;

/**
 * The page's address. Applied when the field is left (or on Enter), with https:// added when it
 * has no scheme; javascript: and other non-web addresses are refused. The server is asked
 * whether the page can be framed, as typing pauses and when the address is applied; its reason
 * for a page that cannot is shown under the field as a warning, and the address is kept.
 */
export const addressGroup: ToolbarGroup = {
  id: 'address',
  label: 'Web page',
  render: (props) => <AddressField {...props} />,
};

function AddressField({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const stored = readIframeBody(body).url;
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const { check, reasonFor } = useFramability();

  useEffect(() => {
    const url = draft === null ? null : completeUrl(draft);
    if (!url) return;
    const timer = setTimeout(() => check(url), FRAMABLE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, check]);

  const commit = () => {
    if (draft === null) return;
    const url = draft.trim() === '' ? '' : completeUrl(draft);
    if (url === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(null);
    // Another address: a YouTube video's length is learned again from its player.
    if (url !== stored) onChange({ body: { url, duration: undefined } });
    if (url) check(url);
  };

  const shown = draft ?? stored;
  const reason = refused ? null : reasonFor(completeUrl(shown));
  return (
    <Field
      label="Web address"
      validationState={refused ? 'error' : reason ? 'warning' : 'none'}
      validationMessage={refused ? NOT_A_WEB_ADDRESS : (reason ?? undefined)}
    >
      <Input
        data-testid="iframe-url"
        inputMode="url"
        placeholder="https://example.com"
        value={shown}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}
