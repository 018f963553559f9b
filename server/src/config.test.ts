import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('config', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'marquee-config-'));

  it('has working defaults and keeps a generated secret across starts', () => {
    const cwd = dir();
    const first = parseConfig({}, cwd);
    expect(first).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      logLevel: 'info',
    });
    expect(first.demoPassword).toBe('marquee-demo');
    expect(first.databaseUrl).toBeUndefined();
    expect(first.redisUrl).toBeUndefined();
    expect(first.redisPrefix).toBe('marquee:');
    expect(readFileSync(join(cwd, 'data', 'secret'), 'utf8').trim()).toBe(first.secret);
    expect(parseConfig({}, cwd).secret).toBe(first.secret);
  });

  it('refuses the published demo password in production', () => {
    const env = { NODE_ENV: 'production', SECRET: 'x'.repeat(32) };
    expect(() => parseConfig({ ...env, DEMO_PASSWORD: 'marquee-demo' }, dir())).toThrow(
      /DEMO_PASSWORD: marquee-demo is published/,
    );
    expect(parseConfig(env, dir()).demoPasswordSet).toBe(false);
    expect(parseConfig({ ...env, DEMO_PASSWORD: 'chosen-here' }, dir()).demoPassword).toBe(
      'chosen-here',
    );
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', SECRET: 'x'.repeat(32) }, dir())).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x', SECRET: 'x'.repeat(32) }, dir())).toThrow(
      /DATABASE_URL/,
    );
    expect(() => parseConfig({ LOG_LEVEL: 'loud', SECRET: 'x'.repeat(32) }, dir())).toThrow(
      /LOG_LEVEL/,
    );
    expect(() => parseConfig({ PUBLIC_URL: 'not a url', SECRET: 'x'.repeat(32) }, dir())).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => parseConfig({ REDIS_URL: 'http://redis', SECRET: 'x'.repeat(32) }, dir())).toThrow(
      /REDIS_URL/,
    );
  });

  it('keeps store menus for the spec periods unless POS_MENU_CACHE_SECONDS says otherwise', () => {
    const secret = 'x'.repeat(32);
    expect(parseConfig({ SECRET: secret }, dir()).posSources.menuCacheMs).toBeUndefined();
    expect(
      parseConfig({ SECRET: secret, POS_MENU_CACHE_SECONDS: '15' }, dir()).posSources.menuCacheMs,
    ).toBe(15_000);
    expect(() => parseConfig({ SECRET: secret, POS_MENU_CACHE_SECONDS: '0' }, dir())).toThrow(
      /POS_MENU_CACHE_SECONDS/,
    );
  });

  it('refuses RUN_JOBS=false on SQLite, where no worker could run the jobs', () => {
    const secret = 'x'.repeat(32);
    expect(() => parseConfig({ SECRET: secret, RUN_JOBS: 'false' }, dir())).toThrow(/RUN_JOBS/);
    expect(
      parseConfig(
        { SECRET: secret, RUN_JOBS: 'false', DATABASE_URL: 'postgres://x@127.0.0.1/db' },
        dir(),
      ).runJobs,
    ).toBe(false);
  });
});
