import { CAPABILITIES, type HostAPI } from '../host/index.js';
import {
  ReportDeviceCommandResultDocument,
  ReportDeviceInfoDocument,
  UploadDeviceScreenshotDocument,
} from './graphql/generated.js';
import type { GraphQLClient } from './server-link/graphqlClient.js';
import { PLAYER_VERSION } from './playerVersion.js';

export interface PendingCommand {
  _id: string;
  type: 'reboot' | 'displayOn' | 'displayOff' | 'reload' | 'clearCache' | 'screenshot';
}

interface DeviceCommandDeps {
  host: HostAPI;
  client: GraphQLClient;
  token: string;
  /** Restarts the player app (the web target: location.reload). */
  reloadApp: () => void;
}

// One player runs each command once, even when the same pending command arrives on both the
// query and the subscription.
const started = new Set<string>();

/**
 * Carries out remote commands (server: device-commands) through the HostAPI and reports each
 * outcome; a host that lacks the feature fails with its code (METHOD_NOT_AVAILABLE). Reload and
 * reboot are reported done before they happen, since nothing runs after them.
 */
export async function runDeviceCommands(
  commands: readonly PendingCommand[],
  { host, client, token, reloadApp }: DeviceCommandDeps,
): Promise<void> {
  const report = (commandId: string, status: 'done' | 'failed', error?: string) =>
    client.request(ReportDeviceCommandResultDocument, { commandId, status, error }, { token });
  for (const command of commands) {
    if (started.has(command._id)) continue;
    started.add(command._id);
    try {
      switch (command.type) {
        case 'reload':
          await report(command._id, 'done');
          reloadApp();
          break;
        case 'reboot':
          await report(command._id, 'done');
          await host.power.reboot();
          break;
        case 'displayOn':
          await host.power.displayOn();
          await report(command._id, 'done');
          break;
        case 'displayOff':
          await host.power.displayOff();
          await report(command._id, 'done');
          break;
        case 'clearCache':
          for (const file of await host.files.list()) await host.files.delete(file.name);
          await report(command._id, 'done');
          reloadApp();
          break;
        case 'screenshot': {
          // The server checks the picture and closes the command once it has it.
          const { mimeType, base64 } = await host.screen.capture();
          await client.request(
            UploadDeviceScreenshotDocument,
            { commandId: command._id, image: { mimeType, base64 } },
            { token },
          );
          break;
        }
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? code : String((error as Error).message ?? error);
      await report(command._id, 'failed', reason).catch(() => undefined);
    }
  }
}

/**
 * Tells the server what the host reports about the device, with its time zone and the
 * capabilities its host has (so the console can say a screen cannot take a screenshot).
 * `extra` adds what the player knows besides (its storage and kept content).
 */
export async function reportDeviceInfo(
  host: HostAPI,
  client: GraphQLClient,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const info = await host.getDeviceInfo();
  const timeZone = info.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const capabilities = CAPABILITIES.filter((c) => host.supports(c));
  await client.request(
    ReportDeviceInfoDocument,
    { timeZone, info: { ...info, ...extra, playerVersion: PLAYER_VERSION, capabilities } },
    { token },
  );
}
