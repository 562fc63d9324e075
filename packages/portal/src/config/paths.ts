import { ROUTES } from '@mentor/core';

/** Every route string of spec §2, once (from @mentor/core), plus the patterns our layouts match. */
export const paths = ROUTES;

/** Matches a route and everything under it: `/dashboard`, `/dashboard/faq`, ... */
export function underPath(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/.*)?$`);
}

/** Sections of the landing page (element ids), in page order. */
export const LANDING_SECTIONS = ['home', 'about', 'features', 'subscribe', 'plans'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** The navbar's scroll offset (spec §9). */
export const NAVBAR_SCROLL_OFFSET = 60;

/** Where the product's support mail goes (help and privacy pages). */
export const SUPPORT_EMAIL = 'support@mentor.demo';
