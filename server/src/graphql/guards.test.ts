import type { Role } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../request/context.js';
import type { DeviceRow } from '../modules/devices/repo.js';
import { API_KEY_SELF_SERVICE, guard, type Access } from './guards.js';

// The one access check, on principals built by hand: what each rule lets through and what it
// refuses, with which code and message. The scope walks prove the fields use it.

const user = (role: Role, permissions: string[], viaKey = false): { principal: Principal } => ({
  principal: {
    kind: 'user',
    user: {
      id: 'u1',
      accountId: 'a1',
      email: 'person@example.com',
      role,
      userRoleId: 'r1',
      createdAt: '2030-01-01T00:00:00.000Z',
      phoneNumber: null,
      countryCode: null,
      emailConfirmed: true,
    },
    session: { id: 's1', userId: 'u1', accountId: 'a1', currentSpaceId: 'space1' },
    permissions: new Set(permissions),
    token: 'token',
    ...(viaKey ? { apiKey: { id: 'k1', name: 'Key' } } : {}),
  },
});
const screen: { principal: Principal } = {
  principal: {
    kind: 'device',
    device: { id: 'd1', accountId: 'a1', spaceId: 'space1' } as DeviceRow,
  },
};
const nobody: { principal: Principal } = { principal: { kind: 'anonymous', rejectedToken: false } };

function refusal(ctx: { principal: Principal }, access: Access) {
  try {
    guard(ctx, access);
    return 'passed';
  } catch (error) {
    const e = error as { message: string; extensions?: { code?: string } };
    return `${e.extensions?.code}: ${e.message}`;
  }
}

describe('guard', () => {
  it('reads a key’s own permissions, not its creator’s role', () => {
    const key = user('ROLE_ADMIN', ['media:read'], true);
    expect(refusal(key, { anyOf: ['media:read'] })).toBe('passed');
    expect(refusal(key, { anyOf: ['device:read'] })).toMatch(/^FORBIDDEN/);
    expect(refusal(key, { anyOf: ['device:read'], adminRole: true })).toMatch(/^FORBIDDEN/);
    expect(
      refusal(user('ROLE_ADMIN', ['device:read'], true), {
        anyOf: ['device:read'],
        adminRole: true,
      }),
    ).toBe('passed');
  });

  it('asks an admin role of the person besides the permission', () => {
    const access: Access = { anyOf: ['device:read'], adminRole: true };
    expect(refusal(user('ROLE_USER', ['device:read']), access)).toMatch(/^FORBIDDEN/);
    expect(refusal(user('ROLE_GOD', ['device:read']), access)).toBe('passed');
  });

  it('lets a screen through only where the field says so', () => {
    expect(refusal(screen, { anyOf: ['scene:read'] })).toBe(
      'FORBIDDEN: A device token cannot do this',
    );
    expect(refusal(screen, { anyOf: ['scene:read'], devices: true })).toBe('passed');
    expect(guard(screen, { devices: true }).actor).toEqual({ kind: 'device', deviceId: 'd1' });
  });

  it('refuses a key on self-service whatever it holds, with the message that says why', () => {
    const all = user('ROLE_ADMIN', ['account:manage'], true);
    expect(refusal(all, { sessionOnly: true, anyOf: ['account:manage'] })).toBe(
      `FORBIDDEN: ${API_KEY_SELF_SERVICE}`,
    );
    expect(refusal(user('ROLE_USER', ['account:manage']), { sessionOnly: true })).toBe('passed');
  });

  it('lets a person with a session pass on sessionPasses, a key only with the permission', () => {
    const access: Access = { anyOf: ['account:manage'], sessionPasses: true };
    expect(refusal(user('ROLE_USER', []), access)).toBe('passed');
    expect(refusal(user('ROLE_USER', ['media:read'], true), access)).toMatch(/^FORBIDDEN/);
    expect(refusal(user('ROLE_USER', ['account:manage'], true), access)).toBe('passed');
  });

  it('answers UNAUTHENTICATED without a credential, whatever the rule', () => {
    expect(refusal(nobody, {})).toMatch(/^UNAUTHENTICATED/);
    expect(refusal(nobody, { devices: true })).toMatch(/^UNAUTHENTICATED/);
  });
});
