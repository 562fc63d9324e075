import { describe, expect, it } from 'vitest';
import { ROUTES, referralCodeFromSearch, referralLink } from './routes';

describe('routes', () => {
  it('has every route of spec §2 plus embed, the employee form, set-password and dashboard contact', () => {
    expect(Object.values(ROUTES).sort()).toEqual(
      [
        '/',
        '/login',
        '/signup',
        '/forget-password',
        '/otp',
        '/set-new-password',
        '/help',
        '/privacy-policy',
        '/contactUs',
        '/features',
        '/plans',
        '/business-role',
        '/hear-from',
        '/welcome',
        '/subscription',
        '/dashboard',
        '/dashboard/billing',
        '/dashboard/affiliate',
        '/dashboard/employee',
        '/dashboard/employee/employee_list',
        '/dashboard/employee/new',
        '/dashboard/employee/edit',
        '/set-password',
        '/dashboard/setting',
        '/dashboard/faq',
        '/dashboard/plans',
        '/dashboard/wireTransferForm',
        '/dashboard/contactUs',
        '/dashboard/embed',
        '/chat-bot',
        '/chat-bot/chat',
        '/chat',
        '/profile',
        '/profile/security',
        '/referral',
        '/referral/plan',
      ].sort(),
    );
  });

  it('builds the referral link', () => {
    expect(referralLink('https://mentor.example/', 'AB12')).toBe('https://mentor.example/referral?REFERRALCODE=AB12');
  });

  it('reads the referral code from the query', () => {
    expect(referralCodeFromSearch('?REFERRALCODE=AB12')).toBe('AB12');
    expect(referralCodeFromSearch('REFERRALCODE=AB12&x=1')).toBe('AB12');
    expect(referralCodeFromSearch('?code=ZZ9')).toBe('ZZ9');
    expect(referralCodeFromSearch('')).toBeNull();
    expect(referralCodeFromSearch('?')).toBeNull();
  });
});
