import type { MessageSource, MessageTarget } from '../host/bridge/protocol.js';

type Listener = (event: MessageEvent) => void;

/** One side of a frame pair: the window a side listens on. */
export class FakeFrameWindow implements MessageSource {
  private readonly listeners = new Set<Listener>();
  constructor(readonly origin: string) {}

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * Delivers a message as a browser would: a structured clone, later (a microtask here), with
   * the sender's origin and window, and only if the target origin matches this window's.
   */
  receive(data: unknown, targetOrigin: string, from: { origin: string; source: MessageTarget }) {
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
    const copy = structuredClone(data);
    queueMicrotask(() => {
      const event = {
        data: copy,
        origin: from.origin,
        source: from.source,
      } as unknown as MessageEvent;
      for (const listener of [...this.listeners]) listener(event);
    });
  }
}

/**
 * A parent page and the player iframe inside it, for bridge tests. jsdom's postMessage sets no
 * `source` and no `origin` and waits on a real timer, so the origin and source checks could not
 * be tested with it; this pair fills both in, clones data with structuredClone (so a function
 * that leaks into a message fails as it would in a browser), and delivers on microtasks.
 */
export function createFramePair(parentOrigin: string, childOrigin: string) {
  const parent = new FakeFrameWindow(parentOrigin);
  const child = new FakeFrameWindow(childOrigin);
  // What each side holds of the other: the iframe's contentWindow, and window.parent.
  const childSeenFromParent: MessageTarget = {
    postMessage: (data, targetOrigin) =>
      child.receive(data, targetOrigin, { origin: parentOrigin, source: parentSeenFromChild }),
  };
  const parentSeenFromChild: MessageTarget = {
    postMessage: (data, targetOrigin) =>
      parent.receive(data, targetOrigin, { origin: childOrigin, source: childSeenFromParent }),
  };
  return { parent, child, childSeenFromParent, parentSeenFromChild };
}
