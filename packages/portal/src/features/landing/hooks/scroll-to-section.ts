import { NAVBAR_SCROLL_OFFSET } from '../../../config/paths';

/** Scrolls a landing section under the fixed navbar (60 px offset). False if it is not on the page. */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - NAVBAR_SCROLL_OFFSET;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : behavior });
  return true;
}

/** The history state that asks the landing page to scroll to a section once it is shown. */
export interface SectionState {
  section?: string;
}
