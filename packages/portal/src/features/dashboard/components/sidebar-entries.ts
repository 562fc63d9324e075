import type { ComponentType, SVGProps } from 'react';
import type { PlanAction, User } from '@mentor/core';
import { CardIcon, ChatIcon, GiftIcon, HelpIcon, HomeIcon, MailIcon, UsersIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

export interface SidebarEntry {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only when this returns true for the signed-in user; always shown without it. */
  visible?: (user: User) => boolean;
}

/** True when the user's plan grants `action` (spec §6: Affiliate and Add Employee entries). */
export const hasPlanAction = (action: PlanAction) => (user: User) =>
  user.plan_actions.some((item) => item.action_name === action);

/** Employees have no Billing entry (spec §6). */
export const notEmployee = (user: User) => !user.is_employee;

/**
 * The shell's sidebar (spec §2), in order. An entry is listed only once its page exists (DESIGN:
 * "no entry ever leads to an empty page"). Add Employee opens the employee list, the area's page
 * (its container has no page of its own).
 */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', href: paths.dashboard, icon: HomeIcon },
  { label: 'Billing', href: paths.dashboardBilling, icon: CardIcon, visible: notEmployee },
  { label: 'Affiliate', href: paths.dashboardAffiliate, icon: GiftIcon, visible: hasPlanAction('affiliate') },
  { label: 'Add Employee', href: paths.dashboardEmployeeList, icon: UsersIcon, visible: hasPlanAction('employee') },
  { label: 'Embed', href: paths.dashboardEmbed, icon: ChatIcon, visible: hasPlanAction('embed') },
  { label: 'FAQ & Help', href: paths.dashboardFaq, icon: HelpIcon },
  { label: 'Contact Us', href: paths.dashboardContactUs, icon: MailIcon },
];

/** The entries this user sees. */
export function sidebarEntriesFor(user: User, entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES): SidebarEntry[] {
  return entries.filter((entry) => !entry.visible || entry.visible(user));
}
