import { describe, expect, it, vi } from 'vitest';
import { chooseServerUrl, graphqlUrlOf, storedServerUrl } from './bootPlayer.js';
import type { HostAPI } from '../host/hostApi.js';

describe('the server a TV player talks to', () => {
  const shell = { serverUrl: 'https://loader.example', source: 'packaged' as const, version: null };

  it('is the one an operator stored on the set, before any other', () => {
    expect(chooseServerUrl('https://stored.example', shell, 'https://built.example')).toBe(
      'https://stored.example',
    );
  });

  it("is the loader's server when nothing is stored: a downloaded bundle was built elsewhere", () => {
    expect(chooseServerUrl(undefined, shell, 'https://built.example')).toBe(
      'https://loader.example',
    );
    expect(chooseServerUrl('', shell, 'https://built.example')).toBe('https://loader.example');
  });

  it('is the server the bundle was built for when neither is known', () => {
    expect(chooseServerUrl(undefined, undefined, 'https://built.example')).toBe(
      'https://built.example',
    );
  });

  it('serves GraphQL at /graphql with or without a trailing slash', () => {
    expect(graphqlUrlOf('https://a.example/')).toBe('https://a.example/graphql');
    expect(graphqlUrlOf('https://a.example')).toBe('https://a.example/graphql');
  });

  it('falls back to the packaged server when local state cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = {
      localState: { get: () => Promise.reject(new Error('storage is locked')) },
    } as unknown as Pick<HostAPI, 'localState'>;
    const stored = await storedServerUrl(host);
    expect(stored).toBeUndefined();
    expect(chooseServerUrl(stored, undefined, 'https://built.example')).toBe(
      'https://built.example',
    );
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
