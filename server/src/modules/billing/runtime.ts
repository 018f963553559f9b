import { createHmac } from 'node:crypto';
import type { InfrastructureServices } from '../../app-services.js';
import { FakeSubsbase } from './fake/fake-subsbase.js';
import type { BillingProvider } from './provider.js';
import { subsbaseAdapter } from './subsbase/adapter.js';
import { guardedTransport } from './subsbase/transport.js';

// The payment provider of this process, chosen by configuration (BillingConfig): Subsbase over
// the network, the same adapter over the in-process fake, or none (billing off).

export interface BillingRuntime {
  provider: BillingProvider | null;
  /** The fake provider behind `provider` in the demo and tests; its pages need it. */
  fake: FakeSubsbase | null;
}

export const FAKE_SITE_ID = 'marquee-demo';
export const FAKE_PAGES = '/fake-subsbase';

/** A secret of the fake derived from the server's own, so it survives restarts. */
const derived = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`fake-subsbase:${purpose}`).digest('hex');

export function createBillingRuntime(
  infra: Pick<InfrastructureServices, 'config' | 'clock' | 'outboundFetch'>,
): BillingRuntime {
  const { billing, secret } = infra.config;
  if (billing.provider === 'subsbase' && billing.subsbase)
    return {
      provider: subsbaseAdapter(billing.subsbase, guardedTransport(infra), infra.clock),
      fake: null,
    };
  if (billing.provider !== 'fake') return { provider: null, fake: null };
  const settings = {
    siteId: FAKE_SITE_ID,
    apiSecret: derived(secret, 'api'),
    webhookSecret: derived(secret, 'webhook'),
  };
  const fake = new FakeSubsbase(settings, infra.clock);
  const provider = subsbaseAdapter(
    {
      ...settings,
      name: 'fake-subsbase',
      apiUrl: 'https://api.subsbase.fake',
      customerPortalUrl: `${FAKE_PAGES}/portal`,
      checkoutUrl: `${FAKE_PAGES}/checkout`,
    },
    fake.transport,
    infra.clock,
  );
  return { provider, fake };
}
