import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { referralLink } from '@mentor/core';
import type { LoggedInUser } from '@mentor/core';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { getUserWallet } from '../api/get-user-wallet';
import { useAffiliateLoad } from '../hooks/use-affiliate-load';
import { CashoutTab } from './cashout-tab';
import { MyReferralsTab } from './my-referrals-tab';
import { ReferAndEarnTab } from './refer-and-earn-tab';
import '../affiliate.css';

const TABS = [
  { id: 'refer', label: 'Refer & Earn' },
  { id: 'referrals', label: 'My Referrals' },
  { id: 'cashout', label: 'Cashout Request' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function initialTab(): TabId {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((tab) => tab.id === asked)?.id ?? 'refer';
}

function AffiliateTabs({ user, userPlanId, code }: { user: LoggedInUser; userPlanId: string; code: string }) {
  const [tab, setTab] = useState<TabId>(initialTab);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Tabs 2 and 3 read the wallet; tab 1 reads only the referral rates.
  const wallet = useAffiliateLoad(tab === 'refer' ? null : userPlanId, getUserWallet);
  const link = referralLink(window.location.origin, code);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="tabs affiliate-tabs" role="tablist" aria-label="Affiliate sections">
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            className={`tab${tab === item.id ? ' is-active' : ''}`}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="tab-number" aria-hidden="true">
              {index + 1}
            </span>
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`}>
        {tab === 'refer' ? (
          <ReferAndEarnTab code={code} link={link} />
        ) : !wallet.data ? (
          wallet.loading ? (
            <Spinner label="Loading your wallet" />
          ) : (
            <p className="affiliate-empty">Your wallet could not be loaded. Please try again.</p>
          )
        ) : tab === 'referrals' ? (
          <MyReferralsTab userId={user._id} wallet={wallet.data} link={link} />
        ) : (
          <CashoutTab userId={user._id} userPlanId={userPlanId} wallet={wallet.data} onChanged={wallet.reload} />
        )}
      </div>
    </>
  );
}

/** /dashboard/affiliate: Refer & Earn, My Referrals and Cashout Request, for plans with the affiliate right. */
export function AffiliatePage() {
  const user = useUser();
  const plan = user?.subscribed_plan;
  const affiliate = user?.plan_actions.some((item) => item.action_name === 'affiliate');
  return (
    <div className="page affiliate-page">
      <header className="page-header">
        <h1 className="page-title">Affiliate</h1>
        <p className="page-lead">Share your link, follow your referrals and cash out your commissions.</p>
      </header>
      {user && plan && affiliate ? (
        <AffiliateTabs user={user} userPlanId={plan._id} code={plan.referral_code} />
      ) : (
        <p className="affiliate-empty">
          The affiliate programme comes with the Affiliate and Enterprise plans.{' '}
          <Link href={paths.dashboardPlans} className="text-link">
            See the plans
          </Link>
        </p>
      )}
    </div>
  );
}
