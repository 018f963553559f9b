import type { ServerResponse } from 'node:http';
import type { AppServices } from '../../../app-services.js';
import type { HttpRoute } from '../../../request/route.js';
import { planByCode, PLANS } from '../plans.js';
import { FAKE_PAGES } from '../runtime.js';
import { RETURN_PATH } from '../service.js';
import { readBounded } from '../webhook-route.js';
import { receiveWebhook } from '../webhook-service.js';
import type { FakeSubsbase } from './fake-subsbase.js';
import { esc, page, postButton } from './html.js';

// The fake provider's hosted pages. GET shows the checkout of a plan or the customer portal;
// each POST changes the fake's state, sends the signed webhook Subsbase would send (through the
// same function the webhook endpoint runs, so its signature is checked like any other), and
// sends the browser back to /billing?justUpdatedSubscription=true.

const CHECKOUT = new RegExp(`^${FAKE_PAGES}/checkout/([A-Za-z0-9_-]{1,100})$`);
const PORTAL = `${FAKE_PAGES}/portal`;
const PORTAL_ACTION = new RegExp(`^${PORTAL}/(change|fail-renewal|pay|cancel)$`);
const MAX_FORM_BYTES = 8 * 1024;

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(html);
}

const backToBilling = (res: ServerResponse) => {
  res.writeHead(303, { Location: RETURN_PATH, 'Cache-Control': 'no-store' });
  res.end();
};

const screensOf = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : null;
};

function checkoutPage(url: URL, planCode: string): string | null {
  const plan = planByCode(planCode);
  const customerId = url.searchParams.get('customerId') ?? '';
  const screens = screensOf(url.searchParams.get('quantity'));
  if (!plan || !customerId || !screens) return null;
  return page(
    `Checkout: ${plan.name}`,
    `<p>${esc(screens)} screens × ${esc(plan.pricePerScreen)} ${esc(plan.currency)} a month =
<strong>${esc(screens * plan.pricePerScreen)} ${esc(plan.currency)}</strong> a month.</p>
${postButton(url.pathname, 'Pay and subscribe', { customerId, quantity: String(screens) }, 'fake-pay')}
<p><a href="/billing">Cancel and go back</a></p>`,
  );
}

function portalPage(fake: FakeSubsbase, customerId: string, token: string): string {
  const sub = fake.subscriptions.get(customerId);
  const invoices = fake.invoices.get(customerId) ?? [];
  const rows = invoices
    .map(
      (i) =>
        `<tr><td>${esc(i.number)}</td><td>${esc(i.total)} ${esc(i.currency)}</td><td>${esc(i.status)}</td></tr>`,
    )
    .join('');
  const options = PLANS.map(
    (p) =>
      `<option value="${esc(p.providerPlanCode)}"${sub?.planCode === p.providerPlanCode ? ' selected' : ''}>${esc(p.name)}</option>`,
  ).join('');
  const change = `<form method="post" action="${PORTAL}/change"><input type="hidden" name="token" value="${esc(token)}">
<label>Plan <select name="planCode">${options}</select></label>
<label>Screens <input name="quantity" type="number" min="1" max="10000" value="${esc(sub?.quantity ?? 1)}"></label>
<button type="submit" data-testid="fake-change">Change subscription</button></form>`;
  const actions = sub
    ? [
        change,
        postButton(`${PORTAL}/pay`, 'Pay open invoices', { token }, 'fake-pay-invoices'),
        postButton(
          `${PORTAL}/fail-renewal`,
          'Simulate a failed renewal',
          { token },
          'fake-fail-renewal',
        ),
        postButton(`${PORTAL}/cancel`, 'Cancel subscription', { token }, 'fake-cancel'),
      ].join('')
    : '<p>No subscription yet.</p>';
  return page(
    'Customer portal',
    `<p>Subscription: ${sub ? `${esc(sub.planCode)}, ${esc(sub.quantity)} screens, ${esc(sub.status)}` : 'none'}</p>
${actions}<h2>Invoices</h2><table><tr><th>Number</th><th>Total</th><th>Status</th></tr>${rows}</table>
<p><a href="/billing">Back to billing</a></p>`,
  );
}

/** Applies a portal or checkout action to the fake; the webhook event to send, or null. */
function act(
  fake: FakeSubsbase,
  action: string,
  customerId: string,
  form: URLSearchParams,
): string | null {
  const current = fake.subscriptions.get(customerId);
  const plan = planByCode(form.get('planCode') ?? current?.planCode);
  const screens = screensOf(form.get('quantity')) ?? current?.quantity ?? 1;
  switch (action) {
    case 'change':
    case 'checkout':
      if (!plan) return null;
      fake.subscribe(customerId, plan.providerPlanCode, screens, plan.pricePerScreen);
      return current && current.status !== 'Cancelled' ? 'update-subscription' : 'new-subscription';
    case 'fail-renewal':
      return fake.failRenewal(customerId, (plan?.pricePerScreen ?? 0) * screens)
        ? 'payment-failed'
        : null;
    case 'pay':
      return fake.payInvoices(customerId) ? 'renew-subscription' : null;
    case 'cancel':
      return fake.cancel(customerId) ? 'cancel-subscription' : null;
    default:
      return null;
  }
}

async function post(
  services: AppServices,
  fake: FakeSubsbase,
  res: ServerResponse,
  action: string,
  form: URLSearchParams,
) {
  const customerId =
    action === 'checkout'
      ? (form.get('customerId') ?? '')
      : (fake.customerOfToken(form.get('token') ?? '') ?? '');
  if (!fake.customers.has(customerId))
    return sendHtml(
      res,
      403,
      page('Not allowed', '<p>This page has expired. Go back to billing and try again.</p>'),
    );
  const eventType = act(fake, action, customerId, form);
  if (eventType) {
    const { body, signature } = fake.webhook(eventType, customerId);
    await receiveWebhook(services, body, signature);
  }
  backToBilling(res);
}

export const fakePagesRoute: HttpRoute = {
  name: 'fake-subsbase',
  matches: (path) => path.startsWith(`${FAKE_PAGES}/`),
  async handle(req, res, url, services) {
    const fake = services.billing.fake;
    const notFound = () => sendHtml(res, 404, page('Not found', '<p>There is no such page.</p>'));
    if (!fake) return notFound();
    const checkout = CHECKOUT.exec(url.pathname);
    const portalAction = PORTAL_ACTION.exec(url.pathname);
    if (req.method === 'GET' && checkout) {
      const html = checkoutPage(url, checkout[1]!);
      return html ? sendHtml(res, 200, html) : notFound();
    }
    if (req.method === 'GET' && url.pathname === PORTAL) {
      const token = url.searchParams.get('token') ?? '';
      const customerId = fake.customerOfToken(token);
      return customerId ? sendHtml(res, 200, portalPage(fake, customerId, token)) : notFound();
    }
    if (req.method !== 'POST' || (!checkout && !portalAction)) return notFound();
    let form: URLSearchParams;
    try {
      form = new URLSearchParams((await readBounded(req, MAX_FORM_BYTES)).toString('utf8'));
    } catch {
      return sendHtml(res, 413, page('Too large', '<p>The form was too large.</p>'));
    }
    if (checkout) form.set('planCode', checkout[1]!);
    await post(services, fake, res, checkout ? 'checkout' : portalAction![1]!, form);
  },
};
