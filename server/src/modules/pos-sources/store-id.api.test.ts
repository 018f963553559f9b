import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PosCurrentStoreMenuDocument,
  PosStoreMenuBoardsDocument,
  TestCreateMenuBoardLocationDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

// A store ID is a segment of the vendor's URL path, asked with the server's API key: ".." made
// the server call GET /api/v1/menus and "." /api/v1/stores/menus. Ids not of a store's shape
// are refused before anything is asked; the fake vendor records every request it gets.

const WALKING_IDS = ['..', '.', 'a/b', '%2e%2e', '../stores/1042', '1042?x=1', '1042#', 'a b'];
const SHAPE = "A store ID may contain only letters, digits, '-' and '_'.";

describe('store IDs in vendor URLs', () => {
  let vendor: Server;
  const asked: string[] = [];
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    vendor = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const { port } = vendor.address() as AddressInfo;
    t = await TestServer.start({
      SEPTIM_API_URL: `http://127.0.0.1:${port}`,
      SEPTIM_API_KEY: 'septim-test-key',
      GS_API_URL: `http://127.0.0.1:${port}`,
      OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${port}`,
    });
    token = await t.signIn();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    vendor.closeAllConnections();
    await new Promise((resolve) => vendor.close(resolve));
  });

  const range = { dateFrom: '2030-01-01', dateTo: '2030-01-01' };

  it.each(WALKING_IDS)('refuses the store ID "%s" and asks the vendor nothing', async (storeId) => {
    for (const source of ['SEPTIM', 'GS'] as const) {
      const boards = await t.attempt(
        PosStoreMenuBoardsDocument,
        { source, storeId, ...range },
        { token },
      );
      expect(codeOf(boards)).toBe('BAD_USER_INPUT');
      expect(messageOf(boards)).toBe(SHAPE);
      const current = await t.attempt(PosCurrentStoreMenuDocument, { source, storeId }, { token });
      expect(messageOf(current)).toBe(SHAPE);
    }
    expect(asked).toEqual([]);
  });

  it('asks for real store IDs, each as one path segment', async () => {
    for (const storeId of ['1042', 'S-1', 'store_7']) {
      const answer = await t.attempt(
        PosStoreMenuBoardsDocument,
        { source: 'SEPTIM', storeId, ...range },
        { token },
      );
      expect(answer.errors).toBeUndefined();
    }
    await t.attempt(
      PosStoreMenuBoardsDocument,
      { source: 'GS', storeId: 'A-9', ...range },
      { token },
    );
    expect(asked.map((url) => url.split('?')[0])).toEqual([
      '/api/v1/stores/1042/menus',
      '/api/v1/stores/S-1/menus',
      '/api/v1/stores/store_7/menus',
      '/api/v1/affiliates/A-9/menu-boards',
    ]);
  });

  it('refuses a menu board location whose store ID could walk the path', async () => {
    for (const [field, name] of [
      ['septimStoreId', 'A Septim Store ID'],
      ['gsAffiliateId', 'A GS Affiliate ID'],
    ] as const) {
      const answer = await t.attempt(
        TestCreateMenuBoardLocationDocument,
        { data: { name: 'Canteen', [field]: '../menus' } },
        { token },
      );
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toBe(
        `${field}: ${name} may contain only letters, digits, '-' and '_'.`,
      );
    }
  });
});
