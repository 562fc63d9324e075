import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the part of Stripe's wire format our provider uses (form-encoded
 * requests, JSON objects back, 404 errors in Stripe's shape). It keeps state in memory and records
 * every request so tests can check parameters, idempotency keys and the pinned API version.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  objects: Map<string, Record<string, unknown>>;
  /** What the Card Element's confirmation would do: the subscription becomes active with the card. */
  completePayment(subscriptionId: string, paymentMethod?: string): void;
  /** Says which PaymentIntent paid a Stripe invoice (what /v1/invoice_payments answers). */
  linkInvoicePayment(invoiceId: string, paymentIntentId: string): void;
  /** Moves a subscription's current period back by some days (a change made mid-period). */
  shiftPeriod(subscriptionId: string, days: number): void;
  close(): Promise<void>;
}

const CARDS: Record<string, { brand: string; last4: string; fingerprint: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', fingerprint: 'fp_visa_4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', fingerprint: 'fp_mastercard_4444' },
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(counter += 1).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const paymentMethod = (id: string) => {
    const existing = objects.get(id);
    if (existing) return existing;
    // Like Stripe's test tokens, any id starting with a test card's name is a new card of that kind.
    const card = Object.entries(CARDS).find(([prefix]) => id.startsWith(prefix))?.[1];
    if (!card) return null;
    const pm = {
      id,
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand: card.brand, last4: card.last4, fingerprint: card.fingerprint, exp_month: 12, exp_year: 2034 },
      billing_details: {
        name: 'Jordan Lee',
        email: null,
        phone: '15555550100',
        address: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      },
    };
    objects.set(id, pm);
    return pm;
  };

  const monthAfter = (seconds: number) => {
    const date = new Date(seconds * 1000);
    date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  };
  const percentOff = (sub: Record<string, unknown>, params: URLSearchParams) => {
    const code = params.get('discounts[0][coupon]') ?? (sub.discounts as string[] | undefined)?.[0];
    const coupon = code ? objects.get(`coupon:${code}`) : undefined;
    return Number(coupon?.percent_off ?? 0);
  };
  /**
   * The invoice of a subscription change (preview or real): credit for the unused time of the old
   * price as of `proration_date`, the new price for a month from now, both after the coupon.
   */
  const changeInvoice = (sub: Record<string, unknown>, params: URLSearchParams, prefix: string, invoiceId: string) => {
    const item = (
      sub.items as {
        data: { current_period_start: number; current_period_end: number; price: { unit_amount: number } }[];
      }
    ).data[0]!;
    const at = Number(params.get(`${prefix}proration_date${prefix ? ']' : ''}`) || now());
    const discount = (cents: number) => Math.round((cents * (100 - percentOff(sub, params))) / 100);
    const length = item.current_period_end - item.current_period_start;
    const left = Math.min(length, Math.max(0, item.current_period_end - at));
    const credit = sub.status === 'trialing' ? 0 : Math.round((discount(item.price.unit_amount) * left) / length);
    const price = discount(Number(params.get(`${prefix}items${prefix ? ']' : ''}[0][price_data][unit_amount]`)));
    const total = price - credit;
    return {
      id: invoiceId,
      object: 'invoice',
      status: 'draft',
      total,
      total_excluding_tax: total,
      total_taxes: [],
      amount_due: Math.max(0, total),
      amount_paid: 0,
      starting_balance: 0,
      ending_balance: Math.min(0, total),
      period_end: at,
      lines: {
        object: 'list',
        data: [
          { id: nextId('il'), amount: -credit, period: { start: at, end: item.current_period_end } },
          { id: nextId('il'), amount: price, period: { start: now(), end: monthAfter(now()) } },
        ],
      },
    };
  };

  const subscriptionView = (sub: Record<string, unknown>, expand: string[]) => {
    const view = { ...sub };
    if (expand.some((e) => e.startsWith('latest_invoice')))
      view.latest_invoice = objects.get(sub.latest_invoice as string) ?? null;
    if (expand.includes('pending_setup_intent') && sub.pending_setup_intent)
      view.pending_setup_intent = objects.get(sub.pending_setup_intent as string);
    return view;
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
      const expand = [...params.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
        res.end(JSON.stringify(body));
      };
      const missing = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such object: ${url.pathname}`,
          },
        });
      const parts = url.pathname.split('/').filter(Boolean); // ['v1', resource, id?, action?]
      const [, resource, id, action] = parts;

      if (resource === 'customers' && req.method === 'POST' && !id) {
        const customer = {
          id: nextId('cus'),
          object: 'customer',
          email: params.get('email'),
          name: params.get('name'),
          invoice_settings: { default_payment_method: null },
        };
        objects.set(customer.id, customer);
        return send(200, customer);
      }
      if (resource === 'customers' && req.method === 'POST' && id) {
        const customer = objects.get(id);
        if (!customer) return missing();
        customer.invoice_settings = { default_payment_method: params.get('invoice_settings[default_payment_method]') };
        return send(200, customer);
      }
      if (resource === 'products') {
        if (req.method === 'GET') return objects.get(id!) ? send(200, objects.get(id!)) : missing();
        const product = { id: params.get('id') ?? nextId('prod'), object: 'product', name: params.get('name') };
        objects.set(product.id, product);
        return send(200, product);
      }
      if (resource === 'coupons') {
        if (req.method === 'GET')
          return objects.get(`coupon:${id}`) ? send(200, objects.get(`coupon:${id}`)) : missing();
        const coupon = {
          id: params.get('id'),
          object: 'coupon',
          percent_off: Number(params.get('percent_off')) || null,
          amount_off: Number(params.get('amount_off')) || null,
        };
        objects.set(`coupon:${coupon.id}`, coupon);
        return send(200, coupon);
      }
      if (resource === 'subscriptions' && req.method === 'POST' && !id) {
        const subId = nextId('sub');
        const trialDays = Number(params.get('trial_period_days') ?? 0);
        const sub: Record<string, unknown> = {
          id: subId,
          object: 'subscription',
          customer: params.get('customer'),
          status: trialDays ? 'trialing' : 'incomplete',
          cancel_at_period_end: false,
          default_payment_method: null,
          metadata: { checkout_session_id: params.get('metadata[checkout_session_id]') },
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                current_period_start: now(),
                current_period_end: now() + (trialDays || 30) * 86_400,
                price: { unit_amount: Number(params.get('items[0][price_data][unit_amount]')) },
              },
            ],
          },
          discounts: params.get('discounts[0][coupon]') ? [params.get('discounts[0][coupon]')] : [],
          latest_invoice: null,
          pending_setup_intent: null,
        };
        const invoice = {
          id: nextId('in'),
          object: 'invoice',
          amount_paid: 0,
          confirmation_secret: trialDays
            ? null
            : { client_secret: `${nextId('pi')}_secret_fake`, type: 'payment_intent' },
        };
        objects.set(invoice.id, invoice);
        sub.latest_invoice = invoice.id;
        if (trialDays) {
          const setup = {
            id: nextId('seti'),
            object: 'setup_intent',
            client_secret: `seti_${counter}_secret_fake`,
            status: 'requires_payment_method',
            payment_method: null,
          };
          objects.set(setup.id, setup);
          sub.pending_setup_intent = setup.id;
        }
        objects.set(subId, sub);
        return send(200, subscriptionView(sub, expand));
      }
      if (resource === 'invoices' && id === 'create_preview' && req.method === 'POST') {
        const sub = objects.get(params.get('subscription') ?? '');
        if (!sub) return missing();
        return send(200, changeInvoice(sub, params, 'subscription_details[', nextId('upcoming')));
      }
      if (resource === 'invoices' && id) {
        const invoice = objects.get(id);
        if (!invoice) return missing();
        if (action === 'pay') invoice.status = 'paid';
        return send(200, invoice);
      }
      if (resource === 'subscriptions' && id) {
        const sub = objects.get(id);
        if (!sub) return missing();
        if (req.method === 'DELETE') sub.status = 'canceled';
        if (req.method === 'POST' && params.has('cancel_at_period_end'))
          sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        if (req.method === 'POST' && params.has('default_payment_method'))
          sub.default_payment_method = params.get('default_payment_method');
        if (req.method === 'POST' && params.has('discounts[0][coupon]'))
          sub.discounts = [params.get('discounts[0][coupon]')];
        if (req.method === 'POST' && params.has('items[0][price_data][unit_amount]')) {
          // A change: Stripe prorates as of proration_date, invoices at once and, the card paying, applies it.
          const invoice = changeInvoice(sub, params, '', nextId('in'));
          const paid = { ...invoice, status: 'paid', amount_paid: invoice.amount_due };
          objects.set(paid.id, paid);
          const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!;
          item.price = { unit_amount: Number(params.get('items[0][price_data][unit_amount]')) };
          item.current_period_start = now();
          item.current_period_end = monthAfter(now());
          sub.status = 'active';
          sub.latest_invoice = paid.id;
          sub.pending_update = null;
        }
        return send(200, subscriptionView(sub, expand));
      }
      if (resource === 'setup_intents' && id) return objects.get(id) ? send(200, objects.get(id)) : missing();
      if (resource === 'payment_intents') {
        if (id) return objects.get(id) ? send(200, objects.get(id)) : missing();
        const intent = {
          id: nextId('pi'),
          object: 'payment_intent',
          amount: Number(params.get('amount')),
          client_secret: `pi_${counter}_secret_fake`,
          status: 'requires_payment_method',
          payment_method: null,
          metadata: { checkout_session_id: params.get('metadata[checkout_session_id]') },
        };
        objects.set(intent.id, intent);
        return send(200, intent);
      }
      if (resource === 'invoice_payments' && req.method === 'GET') {
        const intent = params.get('payment[payment_intent]') ?? '';
        const invoice = invoicePayments.get(intent);
        const data = invoice
          ? [
              {
                id: nextId('inpay'),
                object: 'invoice_payment',
                invoice,
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      if (resource === 'payment_methods' && id) {
        const pm = paymentMethod(id);
        if (!pm) return missing();
        if (action === 'attach') pm.customer = params.get('customer');
        if (req.method === 'POST' && !action && params.has('billing_details[address][line1]')) {
          pm.billing_details = {
            name: params.get('billing_details[name]'),
            email: params.get('billing_details[email]'),
            phone: params.get('billing_details[phone]'),
            address: {
              line1: params.get('billing_details[address][line1]'),
              line2: params.get('billing_details[address][line2]'),
              city: params.get('billing_details[address][city]'),
              state: params.get('billing_details[address][state]'),
              postal_code: params.get('billing_details[address][postal_code]'),
              country: params.get('billing_details[address][country]'),
            },
          };
        }
        return send(200, pm);
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    completePayment(subscriptionId, pm = 'pm_card_visa') {
      const sub = objects.get(subscriptionId)!;
      paymentMethod(pm);
      sub.status = 'active';
      sub.default_payment_method = pm;
    },
    linkInvoicePayment(invoiceId, paymentIntentId) {
      invoicePayments.set(paymentIntentId, invoiceId);
    },
    shiftPeriod(subscriptionId, days) {
      const item = (objects.get(subscriptionId)!.items as { data: Record<string, number>[] }).data[0]!;
      item.current_period_start! -= days * 86_400;
      item.current_period_end! -= days * 86_400;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
