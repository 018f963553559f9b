import { useMutation, useQuery } from '@apollo/client/react';
import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertUrgentRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useLocation } from 'react-router';
import { ActiveBroadcastsDocument, ClearBroadcastDocument } from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { BROADCAST_PATH } from '../devices/devicePaths';
import { onAirText } from './broadcastText';
import { ClearBroadcastButton } from './ClearBroadcastButton';
import { isOnAir, useServerNow } from './onAir';

/**
 * A broadcast started by anyone shows up on every page within this long; the broadcast page asks
 * far more often, and its answers show here too (one cached list).
 */
const POLL_MS = 15_000;

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalM,
  },
});

/**
 * While a broadcast is on air, a notice at the top of every page says so, with Clear: a takeover
 * of every screen must never be left running because nobody remembered it. The shell renders it.
 */
export function OnAirBanner() {
  const styles = useStyles();
  const canRead = useCan(PERMISSIONS.device.read);
  const canClear = useCan(PERMISSIONS.device.manageContent);
  const { pathname } = useLocation();
  const { data } = useQuery(ActiveBroadcastsDocument, {
    skip: !canRead,
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
    // A hidden tab needs no notice; it asks again once it is looked at.
    skipPollAttempt: () => document.hidden,
  });
  const [clear] = useMutation(ClearBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  const confirm = useConfirm();
  const now = useServerNow(data?.serverTime);
  const onAir = (data?.activeBroadcasts ?? []).filter((b) => isOnAir(b, now));
  return (
    <>
      {onAir.length > 0 && (
        <section aria-label="Emergency broadcast on air" className={styles.bars}>
          {onAir.map((b) => (
            <MessageBar
              key={b._id}
              intent="warning"
              layout="multiline"
              icon={<AlertUrgentRegular />}
              data-testid="broadcast-on-air"
            >
              <MessageBarBody>
                <MessageBarTitle>{onAirText(b, now)}</MessageBarTitle>
                {` Showing ${b.content.name ?? 'content since deleted'}.`}
                {pathname !== BROADCAST_PATH && (
                  <>
                    {' '}
                    <RouterLink to={BROADCAST_PATH}>See the broadcast</RouterLink>
                  </>
                )}
              </MessageBarBody>
              {canClear && (
                <MessageBarActions>
                  <ClearBroadcastButton
                    broadcast={b}
                    now={now}
                    ask={confirm.ask}
                    clear={(id) => clear({ variables: { id } })}
                  />
                </MessageBarActions>
              )}
            </MessageBar>
          ))}
        </section>
      )}
      {confirm.dialog}
    </>
  );
}
