import { PROFILE_MESSAGES } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser } from '../../test/accounts.js';
import { MyProfileDocument, UpdateMyProfileDocument } from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

const fieldErrorsOf = (r: { errors?: { extensions?: unknown }[] }) =>
  (r.errors?.[0]?.extensions as { fieldErrors?: unknown } | undefined)?.fieldErrors;

describe('my profile: phone number and country, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('saves a phone in international format without its spaces, and an upper-case country', async () => {
    const saved = await t.request(
      UpdateMyProfileDocument,
      { input: { phoneNumber: ' +420 601-234 567 ', countryCode: 'cz' } },
      { token: admin },
    );
    expect(saved.updateMyProfile).toMatchObject({
      phoneNumber: { phone: '+420601234567' },
      countryCode: 'CZ',
    });
    const read = await t.request(MyProfileDocument, {}, { token: admin });
    expect(read.currentUser).toMatchObject({
      phoneNumber: { phone: '+420601234567' },
      countryCode: 'CZ',
    });
  });

  it('refuses a bad phone and an unknown country beside their fields and saves neither', async () => {
    const refused = await t.attempt(
      UpdateMyProfileDocument,
      { input: { phoneNumber: '601 234', countryCode: 'XX' } },
      { token: admin },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe(PROFILE_MESSAGES.phone);
    expect(fieldErrorsOf(refused)).toEqual([
      { path: 'phoneNumber', message: PROFILE_MESSAGES.phone },
      { path: 'countryCode', message: PROFILE_MESSAGES.country },
    ]);
    const tooLong = await t.attempt(
      UpdateMyProfileDocument,
      { input: { phoneNumber: `+4${'2'.repeat(40)}` } },
      { token: admin },
    );
    expect(messageOf(tooLong)).toBe(PROFILE_MESSAGES.phone);
    const read = await t.request(MyProfileDocument, {}, { token: admin });
    expect(read.currentUser?.countryCode).toBe('CZ');
  });

  it('keeps a field left out and removes one sent empty', async () => {
    await t.request(UpdateMyProfileDocument, { input: { countryCode: 'DE' } }, { token: admin });
    const kept = await t.request(MyProfileDocument, {}, { token: admin });
    expect(kept.currentUser?.phoneNumber?.phone).toBe('+420601234567');
    await t.request(UpdateMyProfileDocument, { input: { phoneNumber: '' } }, { token: admin });
    const removed = await t.request(MyProfileDocument, {}, { token: admin });
    expect(removed.currentUser).toMatchObject({ phoneNumber: null, countryCode: 'DE' });
  });

  it('changes only the caller; any person may, screens and anonymous callers may not', async () => {
    const member = await invitedUser(t, admin, 'profile-member@example.com', ['media:read']);
    const own = await t.request(
      UpdateMyProfileDocument,
      { input: { countryCode: 'FR' } },
      { token: member },
    );
    expect(own.updateMyProfile.countryCode).toBe('FR');
    const adminNow = await t.request(MyProfileDocument, {}, { token: admin });
    expect(adminNow.currentUser?.countryCode).toBe('DE');
    const screen = await t.pairDevice(admin, 'Profile screen');
    const input = { input: { countryCode: 'GB' } };
    expect(
      codeOf(await t.attempt(UpdateMyProfileDocument, input, { token: screen.deviceToken })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(UpdateMyProfileDocument, input))).toBe('UNAUTHENTICATED');
  });
});
