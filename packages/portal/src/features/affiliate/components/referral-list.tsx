import { useState } from 'react';
import { REFERRAL_LIST_STEP } from '@mentor/core';
import type { ReferredUser } from '@mentor/core';
import { Button } from '../../../components/ui/button';

/** Referral List: name and e-mail of each referral, five at first, Load More adds five. */
export function ReferralList({ referrals }: { referrals: ReferredUser[] }) {
  const [shown, setShown] = useState(REFERRAL_LIST_STEP);
  return (
    <section className="card affiliate-card referral-list" aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" className="affiliate-card-title">
        Referral List
      </h2>
      {referrals.length === 0 ? (
        <p className="affiliate-note">No referrals yet. Share your link: every friend who subscribes appears here.</p>
      ) : (
        <ul className="referral-rows">
          {referrals.slice(0, shown).map((referral) => (
            <li key={referral._id}>
              <span className="referral-name">{referral.name}</span>
              <span className="referral-email">{referral.email}</span>
            </li>
          ))}
        </ul>
      )}
      {shown < referrals.length && (
        <Button variant="secondary" onClick={() => setShown((value) => value + REFERRAL_LIST_STEP)}>
          Load More
        </Button>
      )}
    </section>
  );
}
