import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { parseConfig } from '../../config.js';
import { createBillingRuntime } from './runtime.js';

// Which payment provider a process uses: Subsbase with its credentials, the fake only when asked
// for (BILLING_PROVIDER=fake: the demo and tests), else none: a fake hands out plans for free.

const SECRET = 'x'.repeat(32);
const dir = () => mkdtempSync(join(tmpdir(), 'marquee-billing-config-'));
const runtimeOf = (env: Record<string, string>) =>
  createBillingRuntime({ config: parseConfig({ SECRET, ...env }, dir()), clock: systemClock });

describe('billing provider choice', () => {
  it('uses no provider without credentials, the fake only when asked for', () => {
    expect(runtimeOf({}).provider).toBeNull();
    expect(runtimeOf({ NODE_ENV: 'production' }).provider).toBeNull();
    expect(runtimeOf({ BILLING_PROVIDER: 'fake' }).provider?.name).toBe('fake-subsbase');
    expect(runtimeOf({ NODE_ENV: 'production', BILLING_PROVIDER: 'fake' }).provider?.name).toBe(
      'fake-subsbase',
    );
    expect(runtimeOf({ BILLING_PROVIDER: 'none' }).provider).toBeNull();
  });

  it('uses Subsbase with its credentials, and stops when one is missing', () => {
    const subsbase = {
      SUBSBASE_SITE_ID: 'shop',
      SUBSBASE_API_SECRET: 'api-secret',
      SUBSBASE_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    };
    const runtime = runtimeOf(subsbase);
    expect(runtime.provider?.name).toBe('subsbase');
    expect(runtime.fake).toBeNull();
    expect(() =>
      parseConfig({ SECRET, BILLING_PROVIDER: 'subsbase', SUBSBASE_SITE_ID: 'shop' }, dir()),
    ).toThrow(/SUBSBASE_API_SECRET/);
  });
});
