import { describe, expect, it } from 'vitest';
import {
  belongsElsewhere,
  emergencyReply,
  legalDisputeReply,
  outOfScopeReply,
  suicideReply,
  SAFETY_REPLIES,
} from './replies';

describe('safety replies that fit what was said', () => {
  it.each([
    ['homeowners quote for a client in florida, 2 story 2000 sq ft', 'property and casualty agent'],
    ['which ACA silver plan in georgia has the best subsidy', 'HealthCare.gov'],
    ['does her medicare advantage cover her knee surgery', '1-800-MEDICARE'],
    ['should i put my commission check into bitcoin or solana', 'financial advisor'],
    ['what can i deduct on my 1099 taxes as an agent', 'CPA'],
  ])('declines "%s" and points to %s', (question, where) => {
    expect(outOfScopeReply(question)).toContain(where);
  });

  it('says why an agent may not draft a will or call scraped numbers, not only that it is out of scope', () => {
    expect(outOfScopeReply('can i draft a simple will for my fe client since im already there')).toMatch(
      /^No: drafting a will.*practice of law/,
    );
    expect(
      outOfScopeReply('can you write me a python script that scrapes facebook for phone numbers so i can call them'),
    ).toContain('breaks the TCPA and the do-not-call rules');
  });

  it('adds the line that fits: naloxone for an overdose, revocation on divorce for an ex-spouse', () => {
    expect(emergencyReply('he took a bunch of his oxycodone and she cant wake him up')).toContain('naloxone (Narcan)');
    // Someone being hurt by another person: safety first, not a medical script.
    const assault = emergencyReply(
      'dropping off a policy and the husband just shoved her into the wall and is yelling, im in my car outside now',
    );
    expect(assault).toMatch(/^Call 911 now and give the address: someone is being hurt/);
    expect(assault).not.toMatch(/heart attack/);
    const dispute = legalDisputeReply(
      'client died, ex wife is still the bene and the new wife says the money should go to her',
    );
    expect(dispute).toContain('Who is paid: the beneficiary designation on file');
    expect(dispute).toContain('revocation-on-divorce statutes');
  });

  it('says 911 first for a client with a plan and a time, and speaks to a client’s crisis as a client’s', () => {
    const reply = suicideReply("client told me on the phone she's going to end it tonight since her husband passed");
    expect(reply).toMatch(/^Call 911 now: someone who says they will act on it soon/);
    expect(reply).not.toContain('I’m really glad you said it');
    expect(
      suicideReply('honestly cant do this anymore no sales in 3 months been thinking about killing myself'),
    ).toMatch(/^I’m really glad you said it/);
  });

  it('speaks to the agent who names only their own troubles', () => {
    expect(suicideReply('honestly chargebacks are killing me, broke, been thinking about ending it all')).toMatch(
      /^I’m really glad you said it/,
    );
  });

  it('knows another trade’s question from ours', () => {
    for (const question of [
      'client wants me to quote auto too, can u give me progressive rates for a 2019 camry',
      'tooth is killing me can i take the leftover amoxicillin',
      'fix my excel vba loop its throwing error 13',
    ])
      expect(belongsElsewhere(question)).toBe(true);
    for (const question of [
      'can she get her premiums back',
      'is the death benefit taxable',
      'does a will override the bene',
    ])
      expect(belongsElsewhere(question)).toBe(false);
    expect(outOfScopeReply('tooth is killing me can i take the leftover amoxicillin')).toContain(
      'dentist, doctor or pharmacist',
    );
  });

  it('declines with the plain sentence when no one else is clearly the right place', () => {
    expect(outOfScopeReply('who wins the super bowl this year')).toBe(SAFETY_REPLIES.out_of_scope);
  });

  it('speaks to the agent when the agent is the one at risk', () => {
    expect(suicideReply('honestly im the one struggling, thinking everyone would be better off without me')).toMatch(
      /^I’m really glad you said it\. If you might act on it now, call 911\. Otherwise please call or text 988/,
    );
    // The means at hand ("pills next to her") is immediate danger: 911 first.
    expect(suicideReply('client says she doesnt see the point anymore and has pills next to her')).toMatch(
      /^Call 911 now/,
    );
    expect(suicideReply('client says she doesnt see the point anymore')).toBe(SAFETY_REPLIES.suicide);
    // A goodbye by text: a welfare check at the address, now.
    expect(
      suicideReply(
        "text from a policyholder just now: 'thanks for everything, make sure my wife gets the money, wont be around tomorrow'. idk what to do",
      ),
    ).toMatch(/^Call 911 now: .* ask 911 for a welfare check at their address/);
  });
});

describe('refusals that name what is wrong', () => {
  it('says misleading a client about the carrier is twisting, first', async () => {
    const { misrepresentationReply } = await import('./replies');
    const reply = misrepresentationReply('i wanna tell him his carrier is going under so he switches to mine');
    expect(reply).toMatch(/^I can’t help with that: misleading a client about a policy, a carrier or who you are/);
    expect(reply).toContain('Twisting');
  });
});
