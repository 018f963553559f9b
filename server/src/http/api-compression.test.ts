import { brotliDecompressSync } from 'node:zlib';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { compressBody } from './compression.js';
import { useApiCompression } from './api-compression.js';

// A list as large as a media library page: about 200 kB of JSON.
const BIG = Array.from({ length: 4000 }, (_, i) => `file-${i}-${'x'.repeat(40)}`);

function yogaWith(maxInFlight: number) {
  let inFlight = 0;
  let peak = 0;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { names: [String!]! }',
      resolvers: { Query: { names: () => BIG } },
    }),
    logging: false,
    plugins: [
      useApiCompression({
        maxInFlight,
        compress: async (body, encoding) => {
          peak = Math.max(peak, ++inFlight);
          try {
            return await compressBody(body, encoding, 'per-request');
          } finally {
            inFlight--;
          }
        },
      }),
    ],
  });
  return { yoga, peak: () => peak };
}

const ask = async (yoga: ReturnType<typeof createYoga>): Promise<Response> =>
  await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    body: JSON.stringify({ query: '{ names }' }),
  });

describe('API compression under a burst', () => {
  it('compresses at most two answers at once; the rest go at once, as they are, and all read the same', async () => {
    const { yoga, peak } = yogaWith(2);
    const answers = await Promise.all(Array.from({ length: 200 }, () => ask(yoga)));

    expect(peak()).toBeLessThanOrEqual(2);
    let compressed = 0;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const br = answer.headers.get('content-encoding') === 'br';
      if (br) compressed++;
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
      const json = JSON.parse((br ? brotliDecompressSync(bytes) : bytes).toString('utf8')) as {
        data: { names: string[] };
      };
      expect(json.data.names).toEqual(BIG);
    }
    expect(compressed).toBeGreaterThanOrEqual(2);
    expect(compressed).toBeLessThan(200);
  });

  it('compresses every answer when they come one after another', async () => {
    const { yoga } = yogaWith(2);
    for (let i = 0; i < 5; i++) {
      const answer = await ask(yoga);
      expect(answer.headers.get('content-encoding')).toBe('br');
    }
  });
});
