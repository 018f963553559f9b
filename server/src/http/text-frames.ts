import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const NOTHING = new Uint8Array(0);

/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2: a server's frames are not masked)
 * holding the message whose UTF-8 bytes are `head` (or its UTF-8 encoding) then `tail`: the header
 * and both parts copied into one buffer. A notice shared by 10,000 screens is then two copies per screen (its id in
 * front, the message made once), not a string built and encoded per screen.
 */
export function textFrame(head: string | Uint8Array, tail: Uint8Array = NOTHING): Buffer {
  return frameStart(head, tail.length, tail);
}

/**
 * The frame's header and `head`, for a message of `head` then `tailLength` more bytes, with the
 * tail copied in after them when given.
 */
function frameStart(head: string | Uint8Array, tailLength: number, tail?: Uint8Array): Buffer {
  const headBytes = typeof head === 'string' ? Buffer.byteLength(head) : head.length;
  const length = headBytes + tailLength;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + headBytes + (tail ? tail.length : 0));
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (headerLength === 2) frame[1] = length;
  else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  if (typeof head === 'string') frame.write(head, headerLength, 'utf8');
  else frame.set(head, headerLength);
  if (tail) frame.set(tail, headerLength + headBytes);
  return frame;
}

/**
 * A tail longer than this (a screen's content) is written as it is, after the frame's start, in
 * one corked write (a writev), not copied into a frame per screen: 10,000 screens then share
 * its one buffer instead of holding 10,000 copies while their sockets drain.
 */
const SHARED_TAIL_BYTES = 4_096;

/**
 * Bytes written to a socket and not yet taken by its client beyond which the client is taken
 * for one that does not read (hostile or stuck): its socket is closed rather than its messages
 * kept in the server's memory without end. A screen's content, the largest message, is far
 * smaller; a screen on a slow link catches up long before.
 */
export const MAX_UNREAD_BYTES = 16 * 1024 * 1024;

/**
 * Sends a text message (its UTF-8 bytes, `head` then `tail`) on an open socket as one write to
 * its TCP connection, where ws writes a frame as two buffers (header, payload) with a cork and a
 * writev: a publish to 10,000 screens is 10,000 such writes back to back. Only without a
 * negotiated extension (the server offers none, ws's default): then ws itself writes every
 * message at once, in call order, and never holds one back, so a frame written here cannot
 * overtake or split one of its own. Otherwise, or once the socket is closing, it leaves the
 * message to ws (which drops it after close).
 */
export function sendText(
  socket: WebSocket,
  connection: Socket,
  head: string | Uint8Array,
  tail: Uint8Array = NOTHING,
): void {
  if (socket.readyState !== socket.OPEN) return;
  if (connection.writableLength > MAX_UNREAD_BYTES) {
    socket.terminate();
    return;
  }
  if (socket.extensions !== '' || !connection.writable) {
    const headBytes = typeof head === 'string' ? Buffer.from(head) : head;
    socket.send(Buffer.concat([headBytes, tail]), { binary: false });
    return;
  }
  if (tail.length <= SHARED_TAIL_BYTES) {
    connection.write(textFrame(head, tail));
    return;
  }
  connection.cork();
  connection.write(frameStart(head, tail.length));
  connection.write(tail);
  connection.uncork();
}
