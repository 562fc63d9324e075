import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { LocalGateway } from './local-gateway';
import { PAYMENT_FORM_UNAVAILABLE, loadPaymentSetup } from './payment-setup';
import type { PaymentSetup } from './payment-setup';

// react-stripe-js is fetched only when Stripe runs; the local provider never downloads it.
const StripeGateway = lazy(() => import('./stripe-gateway'));

type SetupState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; setup: PaymentSetup };

function useStripeFailed(setup: PaymentSetup | null): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (setup?.provider !== 'stripe') return;
    let live = true;
    void setup.stripe.then((stripe) => {
      if (live && !stripe) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [setup]);
  return failed;
}

/**
 * Gives its children the payment gateway of the provider the server runs (GET /api/config):
 * Stripe Elements, or the local provider's card form. The card form and the pay button live inside.
 */
export function PaymentGatewayProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPaymentSetup().then(
      (setup) => live && setState({ status: 'ready', setup }),
      (error: unknown) => {
        console.error('Payment configuration failed', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const stripeFailed = useStripeFailed(state.status === 'ready' ? state.setup : null);

  if (state.status === 'loading') return <Spinner label="Loading the payment form" />;
  if (state.status === 'failed' || stripeFailed) {
    return (
      <p className="payment-message" role="alert">
        {PAYMENT_FORM_UNAVAILABLE}
      </p>
    );
  }
  if (state.setup.provider === 'local') return <LocalGateway>{children}</LocalGateway>;
  return (
    <Suspense fallback={<Spinner label="Loading the payment form" />}>
      <StripeGateway stripe={state.setup.stripe}>{children}</StripeGateway>
    </Suspense>
  );
}
