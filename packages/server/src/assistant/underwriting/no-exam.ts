import type { CaseFacts } from '../case/case-facts';
import { wholeDollars } from '../tools/amounts';

/** "No exam", "no med", "without an exam", "accelerated": the agent asks whether the case can skip the exam. */
const ASKS_NO_EXAM =
  /\bno[- ]?(?:exam|med(?:ical)?|blood|labs?)\b|\bwithout (?:an? |the )?(?:exam|paramed|blood ?work|labs?)\b|\baccelerated\b|\bskip the exam\b/i;

/** Typical accelerated-underwriting limits (knowledge/underwriting/accelerated-underwriting.md). */
const AU_MAX_AGE = 60;
const AU_MAX_FACE = 3_000_000;
const AU_COMMON_FACE = 1_000_000;

/** Whether this case fits a no-exam (accelerated) program, said after the engine's read. */
export function noExamNote(question: string, facts: CaseFacts): string | null {
  if (!ASKS_NO_EXAM.test(question) || facts.product === 'final_expense' || facts.product === 'guaranteed') return null;
  const age = facts.age;
  const face = facts.faceAmount;
  const limits = `accelerated (no-exam) underwriting typically takes healthy applicants up to about age ${AU_MAX_AGE} and $1 million to $3 million, by carrier`;
  const who = [age !== undefined ? `at ${age}` : '', face !== undefined ? `for ${wholeDollars(face)}` : '']
    .filter(Boolean)
    .join(' ');
  if ((age !== undefined && age > AU_MAX_AGE) || (face !== undefined && face > AU_MAX_FACE))
    return `No exam: ${limits}, so ${who ? `${who} ` : ''}this case is above the usual limits: expect an exam and labs, or a simplified issue plan with a lower face amount.`;
  const stretch =
    face !== undefined && face > AU_COMMON_FACE
      ? ' (above $1 million, only some carriers go that high without an exam)'
      : '';
  return `No exam: ${limits}, so ${who ? `${who} ` : ''}it is usually possible${stretch}; the carrier can still order an exam and labs if the Rx, MIB, MVR or other data raise questions.`;
}
