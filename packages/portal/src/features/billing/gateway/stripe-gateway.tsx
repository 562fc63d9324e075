import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { Spinner } from '../../../components/ui/spinner';
import { confirmChange } from '../api/confirm-change';
import { GatewayContext, PaymentError } from './payment-gateway';
import type { PaymentGateway } from './payment-gateway';

const CARD_OPTIONS = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } },
    invalid: { color: '#b91c1c' },
  },
};

/** Stripe's Card Element in our field frame. */
function StripeCardFields({ disabled }: { disabled?: boolean }) {
  const options = useMemo(() => ({ ...CARD_OPTIONS, disabled: Boolean(disabled) }), [disabled]);
  const labelId = useId();
  return (
    <div className="field card-fields">
      <span className="field-label" id={labelId}>
        Card details
      </span>
      <div className="input stripe-card" role="group" aria-labelledby={labelId}>
        <CardElement options={options} />
      </div>
    </div>
  );
}

function stripeGateway(stripe: Stripe, elements: StripeElements): PaymentGateway {
  return {
    provider: 'stripe',
    CardFields: StripeCardFields,
    async createCard(billing) {
      const card = elements.getElement(CardElement);
      if (!card) throw new PaymentError('The card form is not ready yet.');
      const { error, paymentMethod } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      if (error || !paymentMethod) throw new PaymentError(error?.message ?? 'The card could not be created.');
      return {
        id: paymentMethod.id,
        brand: paymentMethod.card?.brand ?? 'unknown',
        last_digits: paymentMethod.card?.last4 ?? '',
      };
    },
    // The Card Element flow: Stripe.js runs any 3-D Secure step itself, in its own modal.
    async confirm(target, paymentMethodId) {
      // A plan change: our server applies it at Stripe with this card (the preview's proration date);
      // a card that asks for 3-D Secure is authenticated here on the invoice's payment.
      if (target.intent_type === 'change') {
        const { result } = await confirmChange(target.client_secret, paymentMethodId);
        if (result.status === 'failed') throw new PaymentError(result.message);
        if (result.status === 'succeeded' || !result.payment_client_secret) return result.status;
        const { error, paymentIntent } = await stripe.confirmCardPayment(result.payment_client_secret, {
          payment_method: paymentMethodId,
        });
        if (error) throw new PaymentError(error.message ?? 'The payment failed.');
        return paymentIntent?.status ?? 'unknown';
      }
      if (target.intent_type === 'setup') {
        const { error, setupIntent } = await stripe.confirmCardSetup(target.client_secret, {
          payment_method: paymentMethodId,
        });
        if (error) throw new PaymentError(error.message ?? 'The card could not be set up.');
        return setupIntent?.status ?? 'unknown';
      }
      const { error, paymentIntent } = await stripe.confirmCardPayment(target.client_secret, {
        payment_method: paymentMethodId,
      });
      if (error) throw new PaymentError(error.message ?? 'The payment failed.');
      return paymentIntent?.status ?? 'unknown';
    },
  };
}

function StripeBinding({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const gateway = useMemo(() => (stripe && elements ? stripeGateway(stripe, elements) : null), [stripe, elements]);
  if (!gateway) return <Spinner label="Loading the payment form" />;
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/**
 * Stripe: `<Elements>` with Stripe.js (loaded with `@stripe/stripe-js/pure` only when Stripe runs),
 * the Card Element, and createPaymentMethod / confirmCardPayment / confirmCardSetup.
 */
export default function StripeGateway({
  stripe,
  children,
}: {
  stripe: Stripe | Promise<Stripe | null>;
  children: ReactNode;
}) {
  return (
    <Elements stripe={stripe}>
      <StripeBinding>{children}</StripeBinding>
    </Elements>
  );
}
