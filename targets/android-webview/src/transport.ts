/**
 * How messages reach the shell. Two injections, same protocol:
 * - addWebMessageListener (androidx.webkit, preferred): the shell injects `window.MarqueeHost`, a
 *   JsReplyProxy-backed object with `postMessage(string)` whose answers arrive as `message` events
 *   on the same object.
 * - addJavascriptInterface (older WebViews): the shell injects `window.MarqueeHostLegacy` with a
 *   @JavascriptInterface `postMessage(String)`, and answers by evaluating
 *   `window.__marqueeHostReply(<json string>)`.
 */
export interface BridgeTransport {
  send(message: string): void;
  onMessage(listener: (message: string) => void): void;
}

/** The object addWebMessageListener injects (WebMessageListener's JS side). */
interface InjectedWebMessageObject {
  postMessage(message: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

interface LegacyJavascriptInterface {
  postMessage(message: string): void;
}

const WEB_MESSAGE_OBJECT = 'MarqueeHost';
const JAVASCRIPT_INTERFACE = 'MarqueeHostLegacy';
const LEGACY_REPLY_FUNCTION = '__marqueeHostReply';

export function webMessageTransport(injected: InjectedWebMessageObject): BridgeTransport {
  return {
    send: (message) => injected.postMessage(message),
    onMessage: (listener) =>
      injected.addEventListener('message', (event) => listener(String(event.data))),
  };
}

export function javascriptInterfaceTransport(
  injected: LegacyJavascriptInterface,
  win: Record<string, unknown>,
): BridgeTransport {
  const listeners: ((message: string) => void)[] = [];
  win[LEGACY_REPLY_FUNCTION] = (message: string) => listeners.forEach((l) => l(message));
  return {
    send: (message) => injected.postMessage(message),
    onMessage: (listener) => void listeners.push(listener),
  };
}

/** The transport the shell injected into this page, preferring addWebMessageListener's. */
export function injectedTransport(win: Window): BridgeTransport | undefined {
  const globals = win as unknown as Record<string, unknown>;
  const modern = globals[WEB_MESSAGE_OBJECT] as InjectedWebMessageObject | undefined;
  if (modern) return webMessageTransport(modern);
  const legacy = globals[JAVASCRIPT_INTERFACE] as LegacyJavascriptInterface | undefined;
  if (legacy) return javascriptInterfaceTransport(legacy, globals);
  return undefined;
}
