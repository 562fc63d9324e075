/** "Term or WL?", "FE or term for him", "whole life vs term": term against a permanent product. */
export const TERM_OR_PERMANENT =
  /\bterm\s*(?:or|vs\.?|versus)\s*(?:wl|whole life|fe|final expense|perm\w*|gul|ul)\b|\b(?:wl|whole life|fe|final expense|perm\w*|gul|ul)\s*(?:or|vs\.?|versus)\s*term\b/i;

/**
 * Beside a case read, what decides between term and permanent coverage: how long the need lasts.
 * The read says what each product would likely offer; this says which one fits.
 */
export function productChoiceNote(question: string): string | null {
  if (!TERM_OR_PERMANENT.test(question)) return null;
  return 'Term or permanent comes down to how long the need lasts: term for a need that ends (a mortgage, income while the kids are home), whole life or final expense for one that never does (the funeral, final bills, a small legacy). On a fixed budget, compare the face amount each buys for the same monthly premium, or pair a small permanent policy with term.';
}
