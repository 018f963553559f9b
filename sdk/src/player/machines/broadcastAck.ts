import { AcknowledgeBroadcastDocument } from '../graphql/generated.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';

/**
 * Acknowledges an emergency broadcast once its content is on screen: the device names the
 * broadcast and its content, and the content settled on stage was fetched from that content's
 * URL. Each broadcast is acknowledged once; a failed report is retried at the next change.
 */
export function createBroadcastAck(client: GraphQLClient) {
  let broadcast: { id: string; entityId: string } | null = null;
  let token = '';
  let fetchedUrl: string | null = null;
  let shownUrl: string | null = null;
  let acknowledged: string | null = null;
  const check = () => {
    if (!broadcast || acknowledged === broadcast.id) return;
    if (!shownUrl?.includes(`/${broadcast.entityId}/`)) return;
    const { id } = broadcast;
    acknowledged = id;
    client
      .request(AcknowledgeBroadcastDocument, { id }, { token })
      .catch(() => (acknowledged = acknowledged === id ? null : acknowledged));
  };
  return {
    /** What the device document says, each time it is read. */
    device(
      device: { broadcastId?: string | null; publishedContent?: { entityId: string } | null },
      deviceToken: string,
    ) {
      token = deviceToken;
      const entityId = device.publishedContent?.entityId;
      broadcast = device.broadcastId && entityId ? { id: device.broadcastId, entityId } : null;
      check();
    },
    /** A content version was fetched from `url`. */
    fetched(url: string | null) {
      fetchedUrl = url;
    },
    /** The content last fetched went on screen. */
    shown() {
      shownUrl = fetchedUrl;
      check();
    },
  };
}
export type BroadcastAck = ReturnType<typeof createBroadcastAck>;
