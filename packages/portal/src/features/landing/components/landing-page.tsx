import { useEffect } from 'react';
import { REFERRAL_CODE_PARAM } from '@mentor/core';
import { useHistoryState } from 'wouter/use-browser-location';
import { referralAttribution } from '../../../lib/stores';
import { scrollToSection } from '../hooks/scroll-to-section';
import type { SectionState } from '../hooks/scroll-to-section';
import { AboutSection } from './about-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PlansSection } from './plans-section';
import { SubscribeBox } from './subscribe-box';

/** The landing page: hero, about, features, subscribe box, plans (the footer is the layout's). */
export function LandingPage() {
  const state = useHistoryState<SectionState | null>();

  // Arriving from another page's Home, About or Product link: scroll to that section.
  useEffect(() => {
    if (state?.section) scrollToSection(state.section, 'auto');
  }, [state]);

  // Spec §2: the landing reads a referral code from the query; it is kept (first touch, 60 days) for
  // the visitor's sign-up and first purchase (docs/decisions.md).
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get(REFERRAL_CODE_PARAM);
    if (code) void referralAttribution.remember(code);
  }, []);

  return (
    <>
      <HeroSection />
      <AboutSection />
      <FeaturesSection />
      <SubscribeBox />
      <PlansSection />
    </>
  );
}
