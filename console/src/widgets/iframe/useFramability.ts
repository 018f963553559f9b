import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { CheckUrlFramableDocument } from '../../graphql/generated';

/** The server said no without saying why. */
const NOT_FRAMABLE = 'This page does not allow other sites to show it.';

/**
 * Asks the server whether a page can be framed (checkUrlFramable), once per
 * address, and keeps the answers. `reasonFor` gives the server's reason for an address it
 * refused, null otherwise (not asked yet, framable, or the check failed: no warning then, and
 * the next check asks again).
 */
export function useFramability() {
  const [checkUrlFramable] = useMutation(CheckUrlFramableDocument);
  const [reasons, setReasons] = useState<ReadonlyMap<string, string | null>>(() => new Map());
  const asked = useRef(new Set<string>());

  const check = useCallback(
    (url: string) => {
      if (asked.current.has(url)) return;
      asked.current.add(url);
      checkUrlFramable({ variables: { data: { url } } }).then(
        ({ data }) => {
          const answer = data?.checkUrlFramable;
          if (!answer) return void asked.current.delete(url);
          const reason = answer.isFramable ? null : answer.reason || NOT_FRAMABLE;
          setReasons((known) => new Map(known).set(url, reason));
        },
        () => void asked.current.delete(url),
      );
    },
    [checkUrlFramable],
  );
  const reasonFor = (url: string | null) => (url ? (reasons.get(url) ?? null) : null);
  return { check, reasonFor };
}
