import { PlanId, formatInvoiceDate, type CheckoutStatusResult } from '@mentor/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRenewals } from '../src/modules/payments/renewals';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';
import {
  fetchLink,
  invoicesOf,
  newCard,
  pdfText,
  relogin,
  subscribeWithCard,
  subscriptionDetail,
  TEST_CARDS,
} from './money-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;
const day = (iso: string | Date) => formatInvoiceDate(typeof iso === 'string' ? iso : iso.toISOString(), 'UTC');
const linkIn = (text: string) => /Invoice \(PDF\): (\S+)/.exec(text)?.[1] ?? '';

describe('receipts and invoices', () => {
  it('a payment with a coupon: the on-screen figures, the receipt e-mail and an invoice with every block', async () => {
    const buyer = await createVerifiedUser(server, 'Riley Stone');
    const { receipt } = await subscribeWithCard(server, buyer, PlanId.agent, 'SAVE20');
    expect(receipt).toMatchObject({
      plan_name: 'Agent',
      amount_paid: 39.2,
      discounts: [{ label: 'Coupon SAVE20 (20% off)', amount: 9.8 }],
      card_brand: 'visa',
      last_digits: '4242',
      next_charge_amount: 39.2,
      email: buyer.email,
    });
    expect(receipt!.invoice_number).toMatch(/^MEN-\d{6}$/);

    const [mail] = await server.mailbox(buyer.email);
    expect(mail!.subject).toBe('Your Mentor receipt: $39.20 for the Agent plan');
    for (const line of [
      `Receipt: ${receipt!.invoice_number}, paid ${day(server.clock.now())}`,
      'Plan: Agent (monthly)',
      `Period: ${day(receipt!.period_start!)} – ${day(receipt!.period_end!)}`,
      'Card: Visa ending 4242',
      `Next charge: $39.20 on ${day(receipt!.next_charge_on!)}`,
      'Coupon SAVE20 (20% off): -$9.80',
      'Subtotal: $39.20',
      'Tax: $0.00',
      'Amount paid: $39.20',
    ])
      expect(mail!.text).toContain(line);

    const pdf = await fetchLink(server, linkIn(mail!.text));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    // One US Letter page: 612 × 792 points.
    const document = await PDFDocument.load(bytes);
    expect(document.getPages().map((page) => page.getSize())).toEqual([{ width: 612, height: 792 }]);
    const text = pdfText(bytes);
    for (const block of [
      'Mentor Labs (development seller)',
      '100 Congress Ave, Suite 2000',
      'Austin, TX 78701',
      'billing@mentor.local',
      'INVOICE',
      receipt!.invoice_number!,
      'BILL TO',
      'Riley Stone',
      buyer.email,
      '500 Congress Ave',
      'Austin, TX 78701',
      'United States',
      'Mentor Agent plan, monthly',
      '$49.00',
      'Coupon SAVE20 (20% off)',
      '-$9.80',
      'Subtotal',
      'Tax',
      '$0.00',
      'Total',
      'Amount paid',
      '$39.20',
      'Paid on',
      `Paid with Visa ending 4242 on ${day(server.clock.now())}`,
    ])
      expect(text).toContain(block);
  });

  it('numbers invoices one after another for the seller, without gaps', async () => {
    const buyer = await createVerifiedUser(server, 'Numbered');
    await subscribeWithCard(server, buyer, PlanId.agent);
    const all = await server.deps.db
      .selectFrom('invoices')
      .select(['seller_key', 'seller_number'])
      .orderBy('seller_number')
      .execute();
    expect(all.every((row) => row.seller_key === 'MEN')).toBe(true);
    expect(all.map((row) => row.seller_number)).toEqual(all.map((_, index) => index + 1));
  });

  it('a renewal on the injected clock e-mails its receipt, with the next charge date', async () => {
    const first = await createVerifiedUser(server, 'Renewing Member');
    await subscribeWithCard(server, first, PlanId.agent, 'SAVE20');
    const periodEnd = new Date((await subscriptionDetail(server, first)).active_plan!.current_period_end!);
    server.clock.advance(periodEnd.getTime() - server.clock.now().getTime() + 60_000);
    const report = await runRenewals(server.deps);
    expect(report.renewed).toBeGreaterThanOrEqual(1);

    const buyer = await relogin(server, first);
    const [mail] = await server.mailbox(buyer.email);
    expect(mail!.subject).toBe('Your Mentor receipt: $39.20 for the Agent plan');
    const next = (await subscriptionDetail(server, buyer)).active_plan!.current_period_end!;
    expect(mail!.text).toContain(`Period: ${day(periodEnd)} – ${day(next)}`);
    expect(mail!.text).toContain(`Next charge: $39.20 on ${day(next)}`);
    expect(mail!.text).toContain('Coupon SAVE20 (20% off): -$9.80');
    expect((await fetchLink(server, linkIn(mail!.text))).status).toBe(200);
    const renewal = (await invoicesOf(server, buyer.id)).at(-1)!;
    expect(renewal).toMatchObject({ description: 'Mentor Agent plan renewal', amount_cents: 3920 });
    expect(renewal.receipt_sent_on).not.toBeNull();
  });

  it('a failed renewal e-mails the member a link to update the card; billing shows the plan past due; paying restarts it', async () => {
    const first = await createVerifiedUser(server, 'Declined Renewal');
    await subscribeWithCard(server, first, PlanId.agent);
    await server.deps.db
      .updateTable('payment_methods')
      .set({ test_behavior: 'decline' })
      .where('user_id', '=', first.id)
      .execute();
    server.clock.advance(32 * DAY);
    await runRenewals(server.deps);

    const buyer = await relogin(server, first);
    const [mail] = await server.mailbox(buyer.email);
    expect(mail!.subject).toBe('Your Mentor payment of $49.00 did not go through');
    expect(mail!.text).toContain('to your Visa ending 4242: Your card was declined.');
    expect(mail!.text).toContain('Update your card: http://localhost:0/dashboard/billing');
    const detail = await subscriptionDetail(server, buyer);
    expect(detail.active_plan).toBeNull();
    expect(detail.past_due_plan).toMatchObject({
      plan_name: 'Agent',
      amount_due: 49,
      reason: 'Your card was declined.',
    });

    // Paying with the same card is refused again and says why.
    const again = await server.call('POST', '/api/plan/retry-payment', {
      token: buyer.token,
      json: { _id: detail.past_due_plan!._id },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your card was declined.');

    // A new card, made the default, pays it: the plan is active again from today, with its receipt.
    const card = await newCard(server, TEST_CARDS.ok);
    await server.call('POST', '/api/plan/attach-payment-method', {
      token: buyer.token,
      json: { stripe_payment_method_id: card, user_email: buyer.email },
    });
    await server.call('POST', '/api/plan/make-payment-method-default', {
      token: buyer.token,
      json: { stripe_payment_method_id: card, user_email: buyer.email },
    });
    const paid = await server.call<CheckoutStatusResult>('POST', '/api/plan/retry-payment', {
      token: buyer.token,
      json: { _id: detail.past_due_plan!._id },
    });
    expect(paid.body.result).toMatchObject({ status: 'succeeded', receipt: { amount_paid: 49, plan_name: 'Agent' } });
    const after = await subscriptionDetail(server, buyer);
    expect(after.past_due_plan).toBeNull();
    expect(after.active_plan).toMatchObject({ plan_name: 'Agent', status: 'active' });
    expect((await server.mailbox(buyer.email))[0]!.subject).toBe('Your Mentor receipt: $49.00 for the Agent plan');
  });

  it('sends a receipt the mail server refused later, from the hourly job', async () => {
    const buyer = await createVerifiedUser(server, 'Late Receipt');
    const { receipt } = await subscribeWithCard(server, buyer, PlanId.agent);
    const [invoice] = await invoicesOf(server, buyer.id);
    await server.deps.db.updateTable('invoices').set({ receipt_sent_on: null }).where('id', '=', invoice!.id).execute();
    const before = (await server.mailbox(buyer.email)).length;
    await runRenewals(server.deps);
    const mails = await server.mailbox(buyer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain(`Receipt: ${receipt!.invoice_number}`);
  });
});
