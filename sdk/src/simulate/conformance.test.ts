import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIo } from './cli.js';

// One directory per rule: content.json, window.json ({from, to, tz, audience?, quota?, rule}),
// optional audience.json / quota.json, expected.jsonl, the trace the simulator must print, and
// optional expected-warnings.txt. The expected files are written by hand from the spec and never
// by this test: `node scripts/conformance-diff.mjs` prints how the simulator differs, for review.
const root = resolve(import.meta.dirname, '../../../fixtures/conformance');
const cases = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

export async function runCase(
  dir: string,
): Promise<{ code: number; out: string[]; err: string[] }> {
  const window = JSON.parse(readFileSync(join(dir, 'window.json'), 'utf8')) as Record<
    string,
    string
  >;
  const argv = [join(dir, 'content.json'), '--from', window.from!, '--to', window.to!];
  if (window.tz) argv.push('--tz', window.tz);
  if (window.audience) argv.push('--audience', join(dir, window.audience));
  if (window.quota) argv.push('--quota', join(dir, window.quota));
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readText: async (path) => readFileSync(path, 'utf8'),
  };
  const code = await main(argv, io);
  return { code, out, err };
}

describe('conformance cases through marquee-simulate', () => {
  it('has a case for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(28);
  });

  for (const name of cases) {
    it(name, async () => {
      const dir = join(root, name);
      const { code, out, err } = await runCase(dir);
      expect(code).toBe(0);
      const expected = readFileSync(join(dir, 'expected.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean);
      expect(out.map((l) => JSON.parse(l))).toEqual(expected.map((l) => JSON.parse(l)));
      const warningsPath = join(dir, 'expected-warnings.txt');
      const warnings = err.filter((line) => line.startsWith('warning:'));
      const expectedWarnings = existsSync(warningsPath)
        ? readFileSync(warningsPath, 'utf8').split('\n').filter(Boolean)
        : [];
      expect(warnings).toEqual(expectedWarnings);
    });
  }
});
