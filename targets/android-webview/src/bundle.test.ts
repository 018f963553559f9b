import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const targetDir = fileURLToPath(new URL('..', import.meta.url));

describe('Android player bundle', () => {
  it('builds into the shell’s assets in the syntax of Android System WebView 69 (ES2019)', () => {
    execFileSync(
      process.execPath,
      [join(targetDir, '../../node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.js'],
      { cwd: targetDir, stdio: 'pipe' },
    );
    const assets = join(targetDir, 'dist/assets/player');
    expect(readFileSync(join(assets, 'index.html'), 'utf8')).toContain('src="js/player.js"');
    const source = readFileSync(join(assets, 'js/player.js'), 'utf8');
    expect(() => parse(source, { ecmaVersion: 2019, sourceType: 'script' })).not.toThrow();
    // A rollup build of the whole player: took 600 s on a 2-core machine at a load average of 30.
  }, 900_000);
});
