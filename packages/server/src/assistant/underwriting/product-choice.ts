/** "Term or WL?", "FE or term for him", "whole life vs term": the agent asks which product, not only the class. */
const CHOOSES_PRODUCT =
  /\b(?:term|wl|whole life|fe|final expense|perm(?:anent)?|gul|ul)\s*(?:or|vs\.?|versus)\s*(?:term|wl|whole life|fe|final expense|perm(?:anent)?|gul|ul)\b/i;

/**
 * Beside a case read, what decides between term and permanent coverage: how long the need lasts.
 * The read says what each product would likely offer; this says which one fits.
 */
export function productChoiceNote(question: string): string | null {
  if (!CHOOSES_PRODUCT.test(question)) return null;
  return 'Term or permanent comes down to how long the need lasts: term for a need that ends (a mortgage, income while the kids are home), whole life or final expense for one that never does (the funeral, final bills, a small legacy). On a fixed budget, compare the face amount each buys for the same monthly premium, or pair a small permanent policy with term.';
}
