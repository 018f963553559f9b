import { beatWhileDrawn, HEARTBEAT_GLOBAL, type HeartbeatPage } from '@marquee/sdk/shell';
import { ANDROID_BRIDGE_VERSION } from './protocol.js';
import type { BridgeTransport } from './transport.js';

/**
 * The player's heartbeat to the Kotlin shell, whose watchdog (HeartbeatWatchdog.kt) starts the
 * player again in a new WebView when no beat came for a minute while the app is in front. The
 * sdk's `beatWhileDrawn` beats every 10 s while `#player` shows the rendered player, as on Tizen
 * and webOS; each beat is one `heartbeat` bridge message. It is sent without the bridge client:
 * a beat waits for no answer, and its own ids (`hb…`) keep its replies apart from the client's.
 */
export function beatToShell(page: HeartbeatPage, transport: BridgeTransport): void {
  let next = 0;
  (page as unknown as Record<string, () => void>)[HEARTBEAT_GLOBAL] = () =>
    transport.send(
      JSON.stringify({
        v: ANDROID_BRIDGE_VERSION,
        id: `hb${++next}`,
        method: 'heartbeat',
        args: {},
      }),
    );
  beatWhileDrawn(page);
}
