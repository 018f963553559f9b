import { expect } from 'vitest';
import type { HostErrorCode } from '../hostError.js';

/** Awaits a call that must fail with a HostError of `code` and a message saying what failed. */
export async function expectHostError(call: Promise<unknown>, code: HostErrorCode): Promise<void> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  expect(failure, `expected a HostError ${code}`).toBeInstanceOf(Error);
  expect(failure).toMatchObject({ name: 'HostError', code });
  expect((failure as Error).message).not.toBe('');
}
