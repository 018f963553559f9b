/**
 * A scripted graphql-transport-ws server behind a WebSocket-shaped class, for client tests.
 * Each socket the client opens is recorded; the test accepts, rejects or feeds it.
 */
export class FakeSocketServer {
  readonly sockets: FakeSocket[] = [];
  /** What the next socket does on open: accept the connection, fail like a down server, or close with a code. */
  mode: { type: 'accept' } | { type: 'fail' } | { type: 'close'; code: number; reason: string } = {
    type: 'accept',
  };

  readonly WebSocket = (() => {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const server = this;
    return class extends FakeSocket {
      constructor(url: string, protocol: string) {
        super(server, url, protocol);
      }
    };
  })();
}

type Listener = (event: unknown) => void;

export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  protocol: string;
  onopen: Listener | null = null;
  onclose: Listener | null = null;
  onerror: Listener | null = null;
  onmessage: Listener | null = null;
  readonly sent: Array<{ type: string; id?: string; payload?: Record<string, unknown> }> = [];

  constructor(
    private readonly server: FakeSocketServer,
    readonly url: string,
    protocol: string,
  ) {
    this.protocol = protocol;
    server.sockets.push(this);
    const mode = server.mode;
    queueMicrotask(() => {
      if (mode.type === 'fail') {
        this.onerror?.({ type: 'error' });
        this.finish(1006, '');
      } else {
        this.readyState = 1;
        this.onopen?.({});
        if (mode.type === 'close') this.finish(mode.code, mode.reason);
      }
    });
  }

  send(data: string) {
    const message = JSON.parse(data) as FakeSocket['sent'][number];
    this.sent.push(message);
    if (message.type === 'connection_init') this.receive({ type: 'connection_ack' });
  }

  close(code = 1000, reason = '') {
    this.finish(code, reason);
  }

  /** Sends a subscription result to the last subscription on this socket. */
  next(data: unknown) {
    this.receive({ type: 'next', id: this.lastSubscribeId(), payload: { data } });
  }

  /** Answers the last operation on this socket with errors, as the server answers a query. */
  errors(errors: readonly { message: string; extensions?: Record<string, unknown> }[]) {
    this.receive({ type: 'next', id: this.lastSubscribeId(), payload: { errors } });
  }

  /** Ends the last operation on this socket. */
  complete() {
    this.receive({ type: 'complete', id: this.lastSubscribeId() });
  }

  private lastSubscribeId() {
    return this.sent.findLast((m) => m.type === 'subscribe')?.id;
  }

  private receive(message: unknown) {
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }

  private finish(code: number, reason: string) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: code === 1000 });
  }

  addEventListener() {}
  removeEventListener() {}
}
