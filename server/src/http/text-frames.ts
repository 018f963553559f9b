import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2: a server's frames are not masked)
 * holding the message: the header and the UTF-8 payload in one buffer.
 */
export function textFrame(message: string): Buffer {
  const length = Buffer.byteLength(message);
  const head = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(message, head, 'utf8');
  return frame;
}

/**
 * Sends a text message on an open socket as one write to its TCP connection, where ws writes a
 * frame as two buffers (header, payload) with a cork and a writev: a publish to 10,000 screens is
 * 10,000 such writes back to back. Only without a negotiated extension (the server offers none,
 * ws's default): then ws itself writes every message at once, in call order, and never holds one
 * back, so a frame written here cannot overtake or split one of its own. Otherwise, or once the
 * socket is closing, it leaves the message to ws (which drops it after close).
 */
export function sendText(socket: WebSocket, connection: Socket, message: string): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.extensions !== '' || !connection.writable) {
    socket.send(message);
    return;
  }
  connection.write(textFrame(message));
}
