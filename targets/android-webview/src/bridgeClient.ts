import { HostError, isHostErrorCode, type DownloadProgress } from '@marquee/sdk';
import { ANDROID_BRIDGE_VERSION, type AndroidMethod, type BridgeReply } from './protocol.js';
import type { BridgeTransport } from './transport.js';

interface BridgeCallOptions {
  onProgress?: (progress: DownloadProgress) => void;
}

export type BridgeCall = <T>(
  method: AndroidMethod,
  args?: Record<string, unknown>,
  options?: BridgeCallOptions,
) => Promise<T>;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: HostError) => void;
  onProgress?: (progress: DownloadProgress) => void;
  timer: ReturnType<typeof setTimeout>;
  method: string;
}

/**
 * Request/response over the shell's transport: each call gets an id, the shell answers with
 * that id; a call with no answer or progress for `timeoutMs` fails with TIMEOUT.
 */
export function bridgeClient(transport: BridgeTransport, timeoutMs = 60_000): BridgeCall {
  const pending = new Map<string, Pending>();
  let next = 0;
  const arm = (id: string, entry: Pending) =>
    setTimeout(() => {
      pending.delete(id);
      entry.reject(new HostError('TIMEOUT', `The Android shell did not answer ${entry.method}`));
    }, timeoutMs);

  transport.onMessage((message) => {
    let reply: BridgeReply;
    try {
      reply = JSON.parse(message) as BridgeReply;
    } catch {
      return; // not ours
    }
    const entry = pending.get(reply?.id);
    if (!entry) return;
    if ('progress' in reply) {
      clearTimeout(entry.timer);
      entry.timer = arm(reply.id, entry);
      entry.onProgress?.(reply.progress);
      return;
    }
    clearTimeout(entry.timer);
    pending.delete(reply.id);
    if (reply.ok) entry.resolve(reply.value);
    else
      entry.reject(
        new HostError(
          isHostErrorCode(reply.error.code) ? reply.error.code : 'PLATFORM_ERROR',
          reply.error.message,
        ),
      );
  });

  return <T>(
    method: AndroidMethod,
    args: Record<string, unknown> = {},
    options: BridgeCallOptions = {},
  ) =>
    new Promise<T>((resolve, reject) => {
      const id = `r${++next}`;
      const entry: Pending = {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress: options.onProgress,
        method,
        timer: undefined as unknown as ReturnType<typeof setTimeout>,
      };
      entry.timer = arm(id, entry);
      pending.set(id, entry);
      transport.send(JSON.stringify({ v: ANDROID_BRIDGE_VERSION, id, method, args }));
    });
}
