import type { LocalState } from '../host/index.js';

/** What a paired device keeps: its id and the token that authorises it. */
export interface DeviceCredentials {
  deviceId: string;
  deviceToken: string;
}

/** Local state key of the device credentials. */
export const CREDENTIALS_KEY = 'marquee.device';

export async function loadCredentials(state: LocalState): Promise<DeviceCredentials | null> {
  const stored = await state.get(CREDENTIALS_KEY);
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    const { deviceId, deviceToken } = stored;
    if (typeof deviceId === 'string' && typeof deviceToken === 'string')
      return { deviceId, deviceToken };
  }
  return null;
}

export async function saveCredentials(
  state: LocalState,
  credentials: DeviceCredentials,
): Promise<void> {
  await state.set(CREDENTIALS_KEY, {
    deviceId: credentials.deviceId,
    deviceToken: credentials.deviceToken,
  });
}

export async function forgetCredentials(state: LocalState): Promise<void> {
  await state.remove(CREDENTIALS_KEY);
}
