import { Redirect } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { usePreparePayments } from '../hooks/use-prepare-payments';
import { useSubscriptionDetail } from '../hooks/use-subscription-detail';
import { BillingInfo } from './billing-info';
import { BillingPlans } from './billing-plans';
import { InvoiceHistory } from './invoice-history';
import { PastDueNotice } from './past-due-notice';
import { PaymentMethods } from './payment-methods';
import '../billing-page.css';

function BillingContent() {
  const { detail, loading, reload, markDefault } = useSubscriptionDetail();
  usePreparePayments();

  return (
    <div className="page billing-page">
      <header className="page-header">
        <h1 className="page-title">Billing</h1>
        <p className="page-lead">Your plan, your cards and your invoices.</p>
      </header>
      {loading ? (
        <Spinner label="Loading billing" />
      ) : detail ? (
        <>
          {detail.past_due_plan && (
            <PastDueNotice plan={detail.past_due_plan} defaultCard={detail.active_payment_method} onChanged={reload} />
          )}
          <BillingPlans activePlan={detail.active_plan} hasCard={detail.stored_payment_methods.length > 0} />
          <div className="billing-columns">
            <BillingInfo detail={detail} />
            <PaymentMethods cards={detail.stored_payment_methods} onChanged={reload} onDefault={markDefault} />
          </div>
          <InvoiceHistory invoices={detail.stripe_invoices} />
        </>
      ) : (
        <div className="empty-state" role="alert">
          <p>Billing could not be loaded.</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

/** /dashboard/billing: plan tiles, billing info, payment methods and invoice history. Not for employees. */
export function BillingPage() {
  const user = useUser();
  if (user?.is_employee) return <Redirect to={paths.dashboard} replace />;
  return <BillingContent />;
}
