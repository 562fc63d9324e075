import { vi } from 'vitest';

/**
 * A Stripe object as `<Elements>` accepts it, with a card element for <CardElement> to mount. Tests
 * stand it in for Stripe.js with
 * `vi.mock('…/gateway/load-stripe', async () => ({ loadStripeJs: (await import('…/stripe-mock')).stripeMock.loadStripeJs }))`.
 */
function createStripeMock() {
  const cardElement = {
    mount: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
    focus: vi.fn(),
    blur: vi.fn(),
    clear: vi.fn(),
  };
  const elements = { create: vi.fn(() => cardElement), getElement: vi.fn(() => cardElement), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmCardSetup: vi.fn(),
  };
  return { stripe, elements, cardElement, loadStripeJs: vi.fn(async (_key: string) => stripe) };
}

export const stripeMock = createStripeMock();

/** A card Stripe creates, and payments and setups that succeed. */
export function stripeSucceeds() {
  stripeMock.stripe.createPaymentMethod.mockResolvedValue({
    paymentMethod: { id: 'pm_stripe_1', card: { brand: 'visa', last4: '4242' } },
  });
  stripeMock.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  stripeMock.stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
}
