import { describe, expect, it, vi } from 'vitest';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import { createBroadcastAck } from './broadcastAck.js';

describe('broadcast acknowledgement', () => {
  const setup = () => {
    const request = vi.fn().mockResolvedValue({ acknowledgeBroadcast: true });
    const ack = createBroadcastAck({ request } as unknown as GraphQLClient);
    return { request, ack };
  };
  const drill = { hash: 'drill-hash', broadcastId: 'b1' };

  it('is sent once the broadcast content is on screen, and once only', () => {
    const { request, ack } = setup();
    ack.announced(drill, 'token');
    ack.fetched('own-hash');
    ack.shown();
    expect(request).not.toHaveBeenCalled();
    ack.fetched('drill-hash');
    ack.shown();
    ack.announced(drill, 'token');
    ack.shown();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toEqual({ id: 'b1' });
    expect(request.mock.calls[0]![2]).toEqual({ token: 'token' });
  });

  it('is sent when the version names the broadcast after its content went on screen', () => {
    const { request, ack } = setup();
    ack.fetched('drill-hash');
    ack.shown();
    ack.announced({ hash: 'drill-hash', broadcastId: null }, 'token');
    expect(request).not.toHaveBeenCalled();
    ack.announced(drill, 'token');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is sent again after a failed report, at the next change', async () => {
    const { request, ack } = setup();
    request.mockRejectedValueOnce(new Error('offline'));
    ack.fetched('drill-hash');
    ack.shown();
    ack.announced(drill, 'token');
    await Promise.resolve();
    await Promise.resolve();
    ack.announced(drill, 'token');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
