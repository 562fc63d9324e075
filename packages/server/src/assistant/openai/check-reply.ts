/**
 * The safety check after the model has answered: a premium, rate or cap stated as a figure that
 * none of the sources or tools gave, or a promise of approval, gets a correction appended (the
 * reply has already streamed, so it is corrected in the open rather than silently rewritten).
 */
const QUOTED_FIGURE =
  /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly|\/\s*yr|a year|per year|annually)|\b\d{1,2}(?:\.\d{1,2})?\s?%\s*(?:cap|crediting|participation|guaranteed rate|rate)/gi;
const PROMISE =
  /\b(?:will|would) (?:definitely |certainly |surely )?(?:be approved|get approved|qualify for preferred|be accepted)\b|\bguarantee(?:d|s)? (?:approval|to be approved|acceptance)\b|\b(?:is|are) guaranteed to (?:qualify|be approved)\b/i;

export const FIGURE_CORRECTION =
  'Correction: Mentor does not quote premiums, rates or caps. Treat any figure above as an illustration, not a quote, and run the case through your quoting engine or the carrier’s rate book.';
export const PROMISE_CORRECTION =
  'Correction: no one but the carrier’s underwriter can promise an approval or a rate class; the above is how carriers usually look at it.';

export function checkModelReply(text: string, grounding: string): string | null {
  const groundedDigits = new Set((grounding.match(/\d[\d,.]*/g) ?? []).map((d) => d.replace(/[,.]$/, '')));
  const invented = [...text.matchAll(QUOTED_FIGURE)].some((m) => {
    const digits = m[0].match(/\d[\d,.]*/)?.[0]?.replace(/[,.]$/, '') ?? '';
    return !groundedDigits.has(digits);
  });
  const notes = [invented ? FIGURE_CORRECTION : null, PROMISE.test(text) ? PROMISE_CORRECTION : null].filter(Boolean);
  return notes.length ? notes.join('\n') : null;
}
