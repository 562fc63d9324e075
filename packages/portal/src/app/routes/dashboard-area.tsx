import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../../components/ui/spinner';
import { paths, underPath } from '../../config/paths';
import { DashboardShell } from '../../features/dashboard/components/dashboard-shell';
import { lazyRoute } from '../../lib/lazy-route';
import { useTitle } from '../../lib/use-title';

const DashboardHome = lazyRoute(() =>
  import('../../features/dashboard/components/dashboard-home').then((m) => ({ default: m.DashboardHome })),
);
const SettingsPage = lazyRoute(() =>
  import('../../features/dashboard/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const FaqPage = lazyRoute(() =>
  import('../../features/content/components/faq-page').then((m) => ({ default: m.FaqPage })),
);
const DashboardContact = lazyRoute(() =>
  import('../../features/content/components/dashboard-contact').then((m) => ({ default: m.DashboardContact })),
);
const StarterChat = lazyRoute(() =>
  import('../../features/chat/components/starter-chat').then((m) => ({ default: m.StarterChat })),
);
const BillingPage = lazyRoute(() =>
  import('../../features/billing/components/billing-page').then((m) => ({ default: m.BillingPage })),
);
const DashboardPlans = lazyRoute(() =>
  import('../../features/billing/components/plans-page').then((m) => ({
    default: () => <m.PlansPage variant="dashboard" />,
  })),
);
const EmbedPage = lazyRoute(() =>
  import('../../features/embed/components/embed-page').then((m) => ({ default: m.EmbedPage })),
);
const EmployeeArea = lazyRoute(() =>
  import('../../features/employees/components/employee-area').then((m) => ({ default: m.EmployeeArea })),
);
const AffiliatePage = lazyRoute(() =>
  import('../../features/affiliate/components/affiliate-page').then((m) => ({ default: m.AffiliatePage })),
);
const WireTransferForm = lazyRoute(() =>
  import('../../features/affiliate/components/wire-transfer-form').then((m) => ({ default: m.WireTransferForm })),
);
const NotFound = lazyRoute(() => import('./not-found'));

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return <>{children}</>;
}

/** The dashboard layout (top bar, side bar) and its pages; /chat, the second chat, lives in it too. */
export default function DashboardArea() {
  return (
    <DashboardShell>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={paths.dashboard}>
            <Titled title="Dashboard">
              <DashboardHome />
            </Titled>
          </Route>
          <Route path={paths.dashboardBilling}>
            <Titled title="Billing">
              <BillingPage />
            </Titled>
          </Route>
          <Route path={paths.dashboardPlans}>
            <Titled title="Plans">
              <DashboardPlans />
            </Titled>
          </Route>
          <Route path={paths.dashboardSetting}>
            <Titled title="Settings">
              <SettingsPage />
            </Titled>
          </Route>
          <Route path={paths.dashboardAffiliate}>
            <Titled title="Affiliate">
              <AffiliatePage />
            </Titled>
          </Route>
          <Route path={paths.dashboardWireTransferForm}>
            <Titled title="Wire transfer">
              <WireTransferForm />
            </Titled>
          </Route>
          <Route path={paths.dashboardEmbed}>
            <Titled title="Embed settings">
              <EmbedPage />
            </Titled>
          </Route>
          <Route path={underPath(paths.dashboardEmployee)}>
            <Titled title="Employees">
              <EmployeeArea />
            </Titled>
          </Route>
          <Route path={paths.dashboardFaq}>
            <Titled title="FAQ">
              <FaqPage />
            </Titled>
          </Route>
          <Route path={paths.dashboardContactUs}>
            <Titled title="Contact Us">
              <DashboardContact />
            </Titled>
          </Route>
          <Route path={paths.chat}>
            <Titled title="Chat">
              <StarterChat />
            </Titled>
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </DashboardShell>
  );
}
