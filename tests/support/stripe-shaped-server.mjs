// A small server answering the few Stripe API calls Aayra's payment functions make (customers,
// Checkout Sessions, customer portal sessions), in Stripe's documented shapes, so the payment
// flow is tested at its real boundary without Stripe's servers. The addresses it hands out for
// the hosted checkout and portal pages are its own, and answer with a plain page.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** Stripe's form encoding (a[b][0][c]=d) read back into objects and arrays. */
export function parseStripeForm(text) {
  const result = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return result;
}

const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(response, status, message, type = 'invalid_request_error') {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { type, message } }));
}

/** The payment functions' test settings: a test-mode key, webhook secret and price of the tests' own. */
export const stripeTestKeys = {
  STRIPE_SECRET_KEY: 'sk_test_aayra_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_aayra_local_test_secret',
  STRIPE_PREMIUM_PRICE_ID: 'price_aayra_premium_monthly',
};

/**
 * @returns {Promise<{ apiBase: string, functionsEnv: Record<string, string>, close(): Promise<void> }>}
 *   functionsEnv: the settings that point the payment functions at this server
 */
export async function startStripeShapedServer() {
  const secretKey = stripeTestKeys.STRIPE_SECRET_KEY;
  const customers = new Map();
  const checkoutSessions = new Map();
  let base = '';

  const routes = {
    'POST /v1/customers': (body) => {
      const customer = { id: newId('cus'), object: 'customer', created: now(), livemode: false, email: body.email ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return customer;
    },
    'POST /v1/checkout/sessions': (body) => {
      if (body.mode !== 'subscription') return [400, 'Only subscription mode is answered here.'];
      if (!customers.has(body.customer)) return [400, `No such customer: '${body.customer}'`];
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        livemode: false,
        created: now(),
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        line_items_requested: body.line_items ?? [],
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        url: `${base}/c/pay/${id}`,
      };
      checkoutSessions.set(id, session);
      return session;
    },
    'POST /v1/billing_portal/sessions': (body) => {
      if (!customers.has(body.customer)) return [400, `No such customer: '${body.customer}'`];
      const id = newId('bps');
      return { id, object: 'billing_portal.session', livemode: false, created: now(), customer: body.customer, return_url: body.return_url, url: `${base}/p/session/${id}` };
    },
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method === 'GET' && /^\/(c\/pay|p\/session)\//.test(path)) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><title>Stripe-shaped page</title><h1>Stripe-shaped page</h1>');
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(response, 401, 'Invalid API Key provided', 'authentication_error');
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieved) {
        const session = checkoutSessions.get(retrieved[1]);
        if (!session) return stripeError(response, 404, `No such checkout.session: '${retrieved[1]}'`);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end(JSON.stringify(session));
      }
      const route = routes[`${request.method} ${path}`];
      if (!route) return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
      const answer = route(parseStripeForm(raw));
      if (Array.isArray(answer)) return stripeError(response, answer[0], answer[1]);
      response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    apiBase: base,
    functionsEnv: { ...stripeTestKeys, STRIPE_API_BASE: base },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
