import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_RETRY_INTERVAL_MS, retryUrl } from './imageRetry.js';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> & {
  src: string;
};

/**
 * An auto-recovering image: a picture from an address the screen may not reach yet (a store's
 * meal photo, a file on a flaky link). Hidden while loading or failed, so a screen
 * never shows a broken-image icon, and tried again with a cache-breaking parameter every 10 s
 * until it loads. It keeps its box meanwhile, so the layout does not jump when it arrives.
 */
export function RecoveringImage(props: Props) {
  // A new address starts over (no attempts, hidden until it loads).
  return <RecoveringImageOf key={props.src} {...props} />;
}

function RecoveringImageOf({ src, style, ...rest }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'retrying'>('loading');
  useEffect(() => {
    if (state !== 'retrying') return;
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1);
      setState('loading');
    }, IMAGE_RETRY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <img
      {...rest}
      data-image-state={state}
      src={retryUrl(src, attempt)}
      onLoad={() => setState('loaded')}
      onError={() => setState('retrying')}
      style={{ ...style, visibility: state === 'loaded' ? 'visible' : 'hidden' }}
    />
  );
}
