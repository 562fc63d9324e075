import { useEffect } from 'react';

/** Spec §9: the policy pages scroll to the top 100 ms after they open. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

export function useScrollToTop(): void {
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
