import { describe, expect, it, vi } from 'vitest';
import type { LocalState } from '../../host/index.js';
import type { GraphQLClient } from './graphqlClient.js';
import { serverPlaybackDelivery } from './playbackDelivery.js';

const stateWith = (value: unknown): LocalState =>
  ({
    get: async () => value,
    set: async () => {},
    delete: async () => {},
  }) as unknown as LocalState;

const event = {
  id: 'e1',
  fileIds: ['f1'],
  sceneIds: ['s1'],
  timestamp: '2030-01-01T10:00:06.000Z',
  renderPath: ['p1', 's1'],
  currentItemId: 'i1',
  previousItemId: null,
  triggered: false,
  rule: null,
  startTime: '2030-01-01T10:00:00.000Z',
  playlistId: 'p1',
  durationSeconds: 6,
  interrupted: false,
};

describe('proof-of-play delivery', () => {
  it('sends the batch with the device token and returns what the server acknowledged', async () => {
    const request = vi.fn(async () => ({ recordPlaybackEvents: { acknowledgedIds: ['e1'] } }));
    const deliver = serverPlaybackDelivery({
      apiUrl: 'http://x/graphql',
      fetch: fetch,
      state: stateWith({ deviceId: 'd1', deviceToken: 'mqd_t' }),
      client: { request } as unknown as GraphQLClient,
    });
    expect(await deliver([event])).toEqual({ acknowledgedIds: ['e1'] });
    expect(request).toHaveBeenCalledWith(
      expect.anything(),
      { events: [event] },
      { token: 'mqd_t' },
    );
  });

  it('keeps the events while the player is not paired', async () => {
    const request = vi.fn();
    const deliver = serverPlaybackDelivery({
      apiUrl: 'http://x/graphql',
      fetch: fetch,
      state: stateWith(null),
      client: { request } as unknown as GraphQLClient,
    });
    expect(await deliver([event])).toEqual({ acknowledgedIds: [] });
    expect(request).not.toHaveBeenCalled();
  });
});
