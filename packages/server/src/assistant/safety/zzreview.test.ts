import { test } from 'vitest';
import { classifySafety } from './intents';
import { classifySafety as old } from './zzold';
const qs = [
  'leads keep hitting me up at 10pm, can i call them back?',
  'underwriting slapped him with a table 4 for his sleep apnea, can we appeal',
  'carrier slapped her with a flat extra for the dui',
  'client has a felony for assault with a weapon, can he get term?',
  'client was charged with a weapon offense, can he still get final expense',
  'he pulled a knife on someone in 2019, felony, off probation now, options?',
  'client is a chef and always has a knife in hand lol, any occupational rating?',
  'client got a gun for christmas and wants to go hunting, any underwriting issue',
  'tell them sorry im running late to the appointment, can you write it',
  'can i tell them im sorry for your loss in the claim letter',
  'write me a text to tell them im sorry i missed their call',
  'the doi examiner wants to interview me about my replacement forms',
  'state department of insurance market conduct investigation of the carrier, does it affect my clients',
  'the nurse examiner wants to meet her at her house, is that normal',
  'policy is 20k, her husband doesnt have to know she bought it on herself right?',
  'can i coach them on how to answer the cognitive questions truthfully without getting nervous',
  'how do i prep her to answer the phone interview, shes nervous',
  'what should i prep them to say when underwriting calls to verify identity',
  'they never found out why he was declined, will it show on the mib',
  'they dont know his exact meds, can we finish the app later',
  'the company will never know i wrote it at my kitchen table right, is that allowed for e-apps',
  'can i tell my client the index fia is guaranteed to earn at least the 1% minimum',
  'can i tell the client the fia will always do at least 0% in a down market',
  'can i show the client that the iul will average 6.5% per the illustration',
  'how is schedule c income used for financial underwriting',
];
test('probe', () => {
  for (const q of qs) console.log(JSON.stringify(old(q)).padEnd(20), JSON.stringify(classifySafety(q)).padEnd(22), q);
});
