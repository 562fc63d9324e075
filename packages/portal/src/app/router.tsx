import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { paths, underPath } from '../config/paths';
import { lazyRoute } from '../lib/lazy-route';
import { RequireUser } from './guards';
import { PublicLayout } from './layouts/public-layout';

// Every screen is its own chunk (spec §7: chunks load on demand); the public layout is in the entry
// so the landing page paints its navbar at once.
const Landing = lazyRoute(() => import('./routes/landing'));
const PlansPage = lazyRoute(() => import('./routes/plans'));
const FeaturesPage = lazyRoute(() => import('./routes/features'));
const Login = lazyRoute(() => import('./routes/login'));
const Signup = lazyRoute(() => import('./routes/signup'));
const ForgetPassword = lazyRoute(() => import('./routes/forget-password'));
const Otp = lazyRoute(() => import('./routes/otp'));
const SetNewPassword = lazyRoute(() => import('./routes/set-new-password'));
const SetPassword = lazyRoute(() => import('./routes/set-password'));
const ContactUs = lazyRoute(() => import('./routes/contact-us'));
const Help = lazyRoute(() => import('./routes/help'));
const PrivacyPolicy = lazyRoute(() => import('./routes/privacy-policy'));
const Welcome = lazyRoute(() => import('./routes/welcome'));
const BusinessRole = lazyRoute(() => import('./routes/business-role'));
const HearFrom = lazyRoute(() => import('./routes/hear-from'));
const Subscription = lazyRoute(() => import('./routes/subscription'));
const DashboardArea = lazyRoute(() => import('./routes/dashboard-area'));
const ChatArea = lazyRoute(() => import('./routes/chat-area'));
const ProfileArea = lazyRoute(() => import('./routes/profile-area'));
const ReferralLanding = lazyRoute(() => import('./routes/referral'));
const ReferralCheckout = lazyRoute(() => import('./routes/referral-plan'));
const NotFound = lazyRoute(() => import('./routes/not-found'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

function Public({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <Page>{children}</Page>
    </PublicLayout>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  return (
    <RequireUser>
      <Page>{children}</Page>
    </RequireUser>
  );
}

/** The route table of spec §2. Layout groups match a prefix and route their children inside. */
export function AppRouter() {
  return (
    <Switch>
      {/* Public layout */}
      <Route path={paths.root}>
        <Public>
          <Landing />
        </Public>
      </Route>
      <Route path={paths.plans}>
        <Public>
          <PlansPage />
        </Public>
      </Route>
      <Route path={paths.features}>
        <Public>
          <FeaturesPage />
        </Public>
      </Route>
      <Route path={paths.referral}>
        <Public>
          <ReferralLanding />
        </Public>
      </Route>
      <Route path={paths.referralPlan}>
        <Public>
          <ReferralCheckout />
        </Public>
      </Route>

      {/* Standalone screens */}
      <Route path={paths.login}>
        <Page>
          <Login />
        </Page>
      </Route>
      <Route path={paths.signup}>
        <Page>
          <Signup />
        </Page>
      </Route>
      <Route path={paths.forgetPassword}>
        <Page>
          <ForgetPassword />
        </Page>
      </Route>
      <Route path={paths.otp}>
        <Page>
          <Otp />
        </Page>
      </Route>
      <Route path={paths.setNewPassword}>
        <Page>
          <SetNewPassword />
        </Page>
      </Route>
      <Route path={paths.setPassword}>
        <Page>
          <SetPassword />
        </Page>
      </Route>
      <Route path={paths.contactUs}>
        <Page>
          <ContactUs />
        </Page>
      </Route>
      <Route path={paths.help}>
        <Page>
          <Help />
        </Page>
      </Route>
      <Route path={paths.privacyPolicy}>
        <Page>
          <PrivacyPolicy />
        </Page>
      </Route>
      <Route path={paths.welcome}>
        <SignedIn>
          <Welcome />
        </SignedIn>
      </Route>
      <Route path={paths.businessRole}>
        <SignedIn>
          <BusinessRole />
        </SignedIn>
      </Route>
      <Route path={paths.hearFrom}>
        <SignedIn>
          <HearFrom />
        </SignedIn>
      </Route>
      <Route path={paths.subscription}>
        <SignedIn>
          <Subscription />
        </SignedIn>
      </Route>

      {/* Dashboard layout (top bar and side bar); /chat is the second chat component inside it */}
      <Route path={underPath(paths.dashboard)}>
        <SignedIn>
          <DashboardArea />
        </SignedIn>
      </Route>
      <Route path={paths.chat}>
        <SignedIn>
          <DashboardArea />
        </SignedIn>
      </Route>

      {/* Chat layout with its chat child */}
      <Route path={underPath(paths.chatBot)}>
        <SignedIn>
          <ChatArea />
        </SignedIn>
      </Route>

      {/* Profile with its security child */}
      <Route path={underPath(paths.profile)}>
        <SignedIn>
          <ProfileArea />
        </SignedIn>
      </Route>

      <Route>
        <Page>
          <NotFound />
        </Page>
      </Route>
    </Switch>
  );
}
