import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The command a QA person types after the README's first command: npm links it at `npm ci`
// (before anything is built), and it runs the built simulator. Needs `npm run build` first, as
// `npm test` does.
const repo = resolve(import.meta.dirname, '../../..');

describe('npx marquee-simulate', () => {
  it('is linked into node_modules/.bin and prints its usage', () => {
    const out = execFileSync(resolve(repo, 'node_modules/.bin/marquee-simulate'), ['--help'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(out).toContain('Usage: marquee-simulate <playable-content.json>');
  });

  it('simulates the README example', () => {
    const out = execFileSync(
      resolve(repo, 'node_modules/.bin/marquee-simulate'),
      [
        'fixtures/conformance/dst-berlin-fall/content.json',
        '--from',
        '2026-10-24T22:00:00Z',
        '--to',
        '2026-10-25T03:00:00Z',
        '--tz',
        'Europe/Berlin',
      ],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(out.split('\n')[0]).toContain('"t":"2026-10-24T23:00:00.000Z","event":"item-started"');
  });
});
