import { describe, expect, it, vi } from 'vitest';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import { createBroadcastAck } from './broadcastAck.js';

describe('broadcast acknowledgement', () => {
  const setup = () => {
    const request = vi.fn().mockResolvedValue({ acknowledgeBroadcast: true });
    const ack = createBroadcastAck({ request } as unknown as GraphQLClient);
    return { request, ack };
  };
  const broadcast = { broadcastId: 'b1', publishedContent: { entityId: 'drill' } };

  it('is sent once the broadcast content is on screen, and once only', () => {
    const { request, ack } = setup();
    ack.fetched('/content/own/abc');
    ack.shown();
    ack.device(broadcast, 'token');
    expect(request).not.toHaveBeenCalled();
    ack.fetched('/content/drill/def');
    ack.shown();
    ack.device(broadcast, 'token');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toEqual({ id: 'b1' });
    expect(request.mock.calls[0]![2]).toEqual({ token: 'token' });
  });

  it('is sent when the device names the broadcast after its content went on screen', () => {
    const { request, ack } = setup();
    ack.fetched('/content/drill/def');
    ack.shown();
    ack.device({ broadcastId: null, publishedContent: { entityId: 'drill' } }, 'token');
    expect(request).not.toHaveBeenCalled();
    ack.device(broadcast, 'token');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
