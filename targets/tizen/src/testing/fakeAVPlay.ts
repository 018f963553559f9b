/**
 * A strict fake of one AVPlay instance (webapis.avplay, or one from webapis.avplaystore). It
 * keeps the state machine of Samsung's AVPlay API reference (the "@constraint Can be called in
 * the following states" of every method, as carried by @types/tizen-tv-webapis) and throws a
 * WebAPIException InvalidStateError for a call in any other state, as the TV does. During
 * prepareAsync and seekTo the reference allows no other call until a callback has come;
 * the fake throws InvalidAccessError then (the name the reference gives for pause). Every
 * refused call is kept in `refused`, so a test can show that none happened even where the code
 * under test caught the exception.
 */
import type {
  AVPlayPlaybackCallback,
  AVPlayPlayerState,
  ErrorCallback,
  SuccessCallback,
} from 'tizen-tv-webapis';
import { webApiException } from './fakeWebApiException.js';

type State = AVPlayPlayerState;
const ANY: readonly State[] = ['NONE', 'IDLE', 'READY', 'PLAYING', 'PAUSED'];

/** The states each method may be called in, after Samsung's AVPlay API reference. */
export const AVPLAY_ALLOWED_STATES = {
  open: ['NONE', 'IDLE'],
  close: ANY,
  prepare: ['IDLE', 'READY'],
  prepareAsync: ['IDLE', 'READY'],
  setDisplayRect: ['IDLE', 'READY', 'PLAYING', 'PAUSED'],
  play: ['READY', 'PLAYING', 'PAUSED'],
  pause: ['PLAYING', 'PAUSED'],
  seekTo: ['IDLE', 'READY', 'PLAYING', 'PAUSED'],
  // READY only after the synchronous prepare(); checked separately.
  jumpForward: ['READY', 'PLAYING', 'PAUSED'],
  jumpBackward: ['READY', 'PLAYING', 'PAUSED'],
  stop: ANY,
  getState: ANY,
  getDuration: ANY,
  getCurrentTime: ANY,
  setListener: ANY,
} as const satisfies Record<string, readonly State[]>;
type Method = keyof typeof AVPLAY_ALLOWED_STATES;

/** Calls the reference allows while an asynchronous prepare or seek is under way. */
const ALLOWED_WHILE_BUSY = new Set<Method>([
  'close',
  'stop',
  'getState',
  'getDuration',
  'getCurrentTime',
  'setListener',
]);

const later = (run: () => void) => void setTimeout(run, 0);

export class FakeAVPlay {
  state: State = 'NONE';
  url = '';
  rect: [number, number, number, number] = [0, 0, 0, 0];
  positionMs = 0;
  /** Every call, as "method@STATE" (the state it was made in). */
  readonly calls: string[] = [];
  /** Calls the TV would have refused, as "method@STATE: ErrorName". */
  readonly refused: string[] = [];
  private listener: AVPlayPlaybackCallback = {};
  private busy: 'prepareAsync' | 'seekTo' | null = null;
  private preparedSync = false;
  /** The player showed its first frame since its last play (oncurrentplaytime came). */
  framesShown = false;

  constructor(private readonly onClose: (player: FakeAVPlay) => void = () => undefined) {}

  private enter(method: Method): void {
    const at = `${method}@${this.state}`;
    this.calls.push(at);
    const allowed: readonly State[] = AVPLAY_ALLOWED_STATES[method];
    let error: Error | null = null;
    if (this.busy && !ALLOWED_WHILE_BUSY.has(method))
      error = webApiException('InvalidAccessError', `${method} during ${this.busy}`);
    else if (!allowed.includes(this.state))
      error = webApiException('InvalidStateError', `${method} is not allowed in ${this.state}`);
    else if (
      (method === 'jumpForward' || method === 'jumpBackward') &&
      this.state === 'READY' &&
      !this.preparedSync
    )
      error = webApiException('InvalidStateError', `${method} in READY needs prepare()`);
    if (error) {
      this.refused.push(`${at}: ${error.name}`);
      throw error;
    }
  }

  open(url: string) {
    this.enter('open');
    if (!/^(https?|file):\/\//.test(url))
      throw webApiException('InvalidValuesError', `Invalid URL ${url}`);
    this.url = url;
    this.positionMs = 0;
    this.state = 'IDLE';
  }
  close() {
    this.enter('close');
    this.busy = null;
    this.state = 'NONE';
    this.framesShown = false;
    this.onClose(this);
  }
  setListener(callback: AVPlayPlaybackCallback) {
    this.enter('setListener');
    this.listener = callback;
  }
  setDisplayRect(x: number, y: number, width: number, height: number) {
    this.enter('setDisplayRect');
    this.rect = [x, y, width, height];
  }
  prepare() {
    this.enter('prepare');
    this.state = 'READY';
    this.preparedSync = true;
  }
  prepareAsync(onSuccess?: SuccessCallback | null, onError?: ErrorCallback | null) {
    this.enter('prepareAsync');
    this.busy = 'prepareAsync';
    later(() => {
      if (this.busy !== 'prepareAsync') {
        onError?.(webApiException('InvalidStateError', 'Closed or stopped while preparing'));
        return;
      }
      this.busy = null;
      this.state = 'READY';
      this.preparedSync = false;
      onSuccess?.();
    });
  }
  play() {
    this.enter('play');
    if (this.state === 'PLAYING') return;
    this.state = 'PLAYING';
    // The first oncurrentplaytime is the sign that a frame is on the video plane.
    later(() => {
      if (this.state !== 'PLAYING') return;
      this.framesShown = true;
      this.listener.oncurrentplaytime?.(this.positionMs);
    });
  }
  pause() {
    this.enter('pause');
    this.state = 'PAUSED';
  }
  seekTo(milliseconds: number, onSuccess?: SuccessCallback | null, onError?: ErrorCallback | null) {
    this.enter('seekTo');
    this.busy = 'seekTo';
    later(() => {
      if (this.busy !== 'seekTo') {
        onError?.(webApiException('InvalidStateError', 'Closed or stopped while seeking'));
        return;
      }
      this.busy = null;
      this.positionMs = milliseconds;
      onSuccess?.();
    });
  }
  jumpForward(milliseconds: number) {
    this.enter('jumpForward');
    this.positionMs += milliseconds;
  }
  jumpBackward(milliseconds: number) {
    this.enter('jumpBackward');
    this.positionMs = Math.max(0, this.positionMs - milliseconds);
  }
  stop() {
    this.enter('stop');
    this.busy = null;
    if (this.state !== 'NONE') this.state = 'IDLE';
    this.positionMs = 0;
    this.framesShown = false;
  }
  getState(): State {
    this.enter('getState');
    return this.state;
  }
  getDuration() {
    this.enter('getDuration');
    return 10_000;
  }
  getCurrentTime() {
    this.enter('getCurrentTime');
    return this.positionMs;
  }

  /**
   * Test control: the stream plays to its end. The reference does not say which state follows;
   * the player keeps showing the last frame in PLAYING until the app calls stop(), so the fake
   * stays in PLAYING.
   */
  completeStream() {
    if (this.state !== 'PLAYING') throw new Error(`A ${this.state} player cannot complete`);
    this.listener.onstreamcompleted?.();
  }
  /** Test control: the platform reports a playback error. */
  failPlayback(error: Parameters<NonNullable<AVPlayPlaybackCallback['onerror']>>[0]) {
    this.listener.onerror?.(error);
  }
}
