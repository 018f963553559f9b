import { createSocket, type RemoteInfo } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';

export interface DnsQuery {
  name: string;
  type: 'A' | 'AAAA' | number;
}

/** The addresses to answer the n-th query (0-based) of this name and type with. */
export type DnsAnswers = (query: DnsQuery, n: number) => string[];

export interface TestDnsServer {
  /** host:port for resolverAt. */
  server: string;
  /** Every query received, in order. */
  queries: DnsQuery[];
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  for (let length = message[at]!; length > 0; length = message[at]!) {
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function addressBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail] = address.split('::');
  const words = (part: string) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const front = words(head);
  const back = words(tail ?? '');
  const all =
    tail === undefined
      ? front
      : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = Buffer.alloc(16);
  all.forEach((word, i) => bytes.writeUInt16BE(word, i * 2));
  return bytes;
}

/** A reply to one question with the records of its type among `addresses` (TTL 0: never cached). */
function reply(query: Buffer, questionEnd: number, qtype: number, addresses: string[]): Buffer {
  const fits = addresses.filter((a) =>
    qtype === TYPE_A ? isIPv4(a) : qtype === TYPE_AAAA && isIPv6(a),
  );
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180, 2); // a response, recursion desired and available, no error
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(fits.length, 6);
  const records = fits.map((address) => {
    const data = addressBytes(address);
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(qtype, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(0, 6);
    record.writeUInt16BE(data.length, 10);
    return Buffer.concat([record, data]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
}

/** A DNS server on 127.0.0.1 (UDP) answering A and AAAA queries as the test scripts them. */
export async function startTestDns(answers: DnsAnswers): Promise<TestDnsServer> {
  const socket = createSocket('udp4');
  const queries: DnsQuery[] = [];
  socket.on('message', (message: Buffer, from: RemoteInfo) => {
    const { name, end } = readName(message, 12);
    const qtype = message.readUInt16BE(end);
    const query: DnsQuery = {
      name,
      type: qtype === TYPE_A ? 'A' : qtype === TYPE_AAAA ? 'AAAA' : qtype,
    };
    const n = queries.filter((q) => q.name === name && q.type === query.type).length;
    queries.push(query);
    socket.send(reply(message, end + 4, qtype, answers(query, n)), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
