import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { CurrentPromotionDocument } from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertPromotion } from './repo.js';

describe('the current promotion, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const add = (title: string, validUntil: Date, createdAt: Date) =>
    insertPromotion(t.server.services.db, {
      id: uuidv7(createdAt.getTime()),
      type: 'PROMOTION',
      title,
      redirectUrl: 'https://marquee.example/offer',
      validUntil: validUntil.toISOString(),
      discountPercents: 20,
      createdAt: createdAt.toISOString(),
    });

  it('is none while no promotion runs', async () => {
    const { currentPromotion } = await t.request(CurrentPromotionDocument, {}, { token: admin });
    expect(currentPromotion).toBeNull();
  });

  it('is the newest promotion still valid, and none once it has ended', async () => {
    const now = t.clock.now().getTime();
    await add('Spring sale', new Date(now + 3_600_000), new Date(now - 2_000));
    await add('Weekend offer', new Date(now + 60_000), new Date(now - 1_000));
    await add('Last year', new Date(now - 1), new Date(now));
    const shown = await t.request(CurrentPromotionDocument, {}, { token: admin });
    expect(shown.currentPromotion).toMatchObject({ title: 'Weekend offer', discountPercents: 20 });

    t.clock.advance(120_000);
    const later = await t.request(CurrentPromotionDocument, {}, { token: admin });
    expect(later.currentPromotion?.title).toBe('Spring sale');
  });

  it('is for signed-in users only', async () => {
    const anonymous = await t.attempt(CurrentPromotionDocument, {});
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });
});
