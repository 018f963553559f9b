import {
  describeHostApiContract,
  persistentSlot,
  type MakeContractHost,
} from '@marquee/sdk/host/contract';
import { describePlayerOnHostContract } from '@marquee/sdk/testing';
import { createAndroidHost } from './androidHost.js';
import { FakeAndroidShell, type FakeShellOptions } from './testing/fakeShell.js';

function shellFor(
  env: Parameters<Parameters<typeof describeHostApiContract>[1]>[0],
  extra: Partial<FakeShellOptions> = {},
) {
  return new FakeAndroidShell({
    served: env.served,
    preferences: persistentSlot(env, 'preferences', () => new Map<string, string>()),
    files: persistentSlot(env, 'files', () => new Map()),
    ...extra,
  });
}

// The shared HostAPI suite against the Android host over the fake shell, through both
// injections, and on a box whose shell offers no device features (plain WebView app).
const androidBox: MakeContractHost = (env) =>
  createAndroidHost(shellFor(env).webMessageTransport());
describeHostApiContract('android-webview host (addWebMessageListener)', androidBox);
describePlayerOnHostContract('android-webview host', androidBox);
describeHostApiContract('android-webview host (addJavascriptInterface fallback)', (env) =>
  createAndroidHost(shellFor(env).javascriptInterfaceTransport()),
);
describeHostApiContract('android-webview host (box without device features)', (env) =>
  createAndroidHost(shellFor(env, { capabilities: ['native-fetch'] }).webMessageTransport()),
);
