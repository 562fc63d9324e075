import { describe, expect, it } from 'vitest';
import { classifySafety, type SafetyIntent } from './intents';

const cases: Record<SafetyIntent | 'none', string[]> = {
  emergency: [
    'chest pain and his arm is numb, is that a heart attack',
    'client on the phone says she cant breathe right now what do i do',
    'my lead just collapsed during our zoom call',
    'hes having chest pains right now on the call',
    'her face is drooping and her speech is slurred, we were mid call',
    'i think my client is having a stroke',
    'the guy passed out while we were talking at his kitchen table',
    'client took a bunch of pills and is slurring, help',
    'wife says husband is unresponsive, we were doing the app',
    'pt is choking what should i do',
    'sudden chest pressure and sweating, should i call 911?',
    'he says his left arm went numb and he is dizzy right now',
  ],
  suicide: [
    'my client told me she wants to kill herself',
    'client said hes going to end his life after the divorce',
    'lead said she doesnt want to live anymore, what do i say',
    'i feel suicidal honestly',
  ],
  misrepresentation: [
    "just put no on the question, he'll never know, how do I word it",
    'can we leave his diabetes off the app',
    'client smokes but can we put him down as non smoker',
    'how do i get the stent past underwriting without mentioning it',
    'should i tell her to answer no on the copd question, she only uses the inhaler sometimes',
    'can I knock 20 lbs off his weight on the application',
    'she vapes, should we just say she doesnt smoke',
    'dont mention the dui, carrier wont find out',
    'leave the eliquis off, its only for afib anyway',
    'can i change his dob on the app so he qualifies',
    'how do I hide a cancer history from the underwriter',
    'we can just mark no tobacco right? nobody checks',
  ],
  forgery: [
    "sign the app for her husband, he said it's ok",
    'can I e-sign for my client, she gave me permission',
    'client cant get to a computer can i just sign it for him',
    'is it ok if the wife signs the husbands name on the application',
    "i'll sign for him on the delivery receipt",
  ],
  legal_dispute: [
    'carrier denied the claim, the family wants to fight it, what can they do',
    'a lead is suing me for a tcpa violation',
    'I got a demand letter from a lawyer about a call',
    'my client filed a complaint against me with the department of insurance',
    'beneficiary wants to sue the carrier over a rescinded policy',
    'do we need a lawyer, claim got denied for misrep',
  ],
  live_rate: [
    'what is mutual of omaha charging a 67 yo female for 10k today',
    'whats the current cap on allianz fia right now',
    'how much would 500k 20yr term cost for a 45 yo male nonsmoker',
    'what would his premium be for 250k',
    'give me a quote for a 60 year old for final expense',
    'best myga rate today?',
    'what commission does americo pay on FE',
  ],
  out_of_scope: [
    'whats the weather in dallas tomorrow',
    'my client got in a fender bender, how does the auto claim work',
    'how do i file a homeowners insurance claim',
    'which crypto should i buy',
    'best recipe for brisket',
    'medicare advantage plans in florida?',
    'how should my client report 1099 income on her tax return',
  ],
  diagnosis: [
    'my client has chest pains and shortness of breath, does he have heart disease?',
    'i have a weird rash on my arm is it cancer',
    'should my client stop taking his insulin before the exam',
  ],
  small_talk: ['hello', 'hello test', 'thanks!', 'hi there', 'what can you do?'],
  none: [
    'client had a heart attack in 2019, can he get FE?',
    'stent 3 years ago, can he answer no on the 2 year question?',
    'can she answer no if the stroke was more than 2 years ago',
    'who needs to sign the application if the wife owns the policy',
    'can a power of attorney sign a life insurance app',
    'what are the damages for a TCPA violation',
    'how do caps and participation rates work on an iul',
    'how much life insurance does a family of four need',
    'how does the suicide clause work',
    'does the policy pay if he commits suicide in year 3',
    'client had chest pain last year, stress test was normal, can he get preferred',
    'what does table 4 cost on a $1,000 premium',
    'how much does a $5 flat extra add on 250k',
    'is backdating to save age allowed',
    'client quit smoking 8 months ago, can he get non tobacco',
    'what happens if the client lied on the app and dies in year 1',
    'can a client have two life insurance policies',
    'is the chronic illness rider payout taxable',
    'client has copd and uses oxygen at night, what fe can she get',
    'how do i handle a client who says its too expensive',
    'what if my client had a DUI 3 years ago',
    'client has anxiety and takes xanax, will that affect rates',
    'what is the contestable period',
    'can I call a lead at 8:30pm in florida',
  ],
};

describe('safety intents', () => {
  for (const [intent, questions] of Object.entries(cases)) {
    for (const question of questions) {
      it(`reads "${question}" as ${intent}`, () => {
        expect(classifySafety(question)).toBe(intent === 'none' ? null : intent);
      });
    }
  }
});
