import { useQuery } from '@apollo/client/react';
import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CurrentPromotionDocument } from '../../graphql/generated';
import {
  COUNTDOWN_TICK_MS,
  countdownExpiry,
  formatCountdown,
  isPromotionPath,
} from './promotionCountdown';

const FREE_TRAINING_CLICKED = 'FREE_TRAINING_CLICKED';

/** The promotion with its countdown; gone once the countdown ends. */
const systemNow = () => Date.now();

export function PromotionBanner({ now = systemNow }: { now?: () => number }) {
  const { data } = useQuery(CurrentPromotionDocument);
  const { pathname } = useLocation();
  const promotion = data?.currentPromotion;
  const expiry = data ? countdownExpiry(window.localStorage, promotion) : null;
  const [time, setTime] = useState(now);

  useEffect(() => {
    if (expiry === null) return;
    const timer = setInterval(() => setTime(now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiry, now]);

  if (!promotion || expiry === null || time >= expiry || !isPromotionPath(pathname)) return null;
  return (
    <MessageBar intent="info" aria-label="Promotion">
      <MessageBarBody>
        <MessageBarTitle>{promotion.title}</MessageBarTitle>
        {promotion.discountPercents ? `${promotion.discountPercents}% off. ` : ''}
        Ends in <span data-testid="promotion-countdown">{formatCountdown(expiry - time)}</span>
        {promotion.redirectUrl && (
          <>
            {' '}
            <Link
              href={promotion.redirectUrl}
              target="_blank"
              onClick={() => window.dispatchEvent(new CustomEvent(FREE_TRAINING_CLICKED))}
            >
              Learn more
            </Link>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
