import { useEffect } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
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
