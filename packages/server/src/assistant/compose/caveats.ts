import type { KnowledgeDoc } from '../retrieval/documents';

/**
 * The closing caveat that fits what the answer is about: a sales answer does not end on an
 * underwriting disclaimer, a law answer says it is not legal advice.
 */
export function caveatFor(doc: KnowledgeDoc | null): string | null {
  if (!doc) return null;
  if (doc.label === 'LAW')
    return 'General information, not legal advice: check the current rule and ask your compliance team or counsel about your situation.';
  if (doc.label === 'MODEL')
    return 'Most states follow the NAIC model on this, sometimes with changes: check your state’s version.';
  if (doc.label === 'VERIFY')
    return 'Figures like these change: confirm they are still current before you rely on them.';
  switch (doc.area) {
    case 'underwriting':
      return 'Carriers differ: confirm in the carrier’s field underwriting guide before you quote a class.';
    case 'products':
      return 'Features and limits vary by carrier, product and state: check the product guide or contract.';
    default:
      return null;
  }
}

/** The closing line of a field-underwriting read: what it is, who decides, what to check. */
export const ENGINE_CAVEAT =
  'This is a field-underwriting read of typical carrier rules, not an offer: the carrier’s underwriter decides. Confirm in the carrier’s underwriting guide or drug list, and quote two or three carriers.';

/** The openings of every closing caveat a reply can end on (see `caveatFor` and `ENGINE_CAVEAT`). */
const CAVEAT_OPENINGS =
  /^(?:General information, not legal advice|Most states follow the NAIC model|Figures like these change|Carriers differ:|Features and limits vary|This is a field-underwriting read)/;

/** True for a paragraph that is a reply's closing caveat rather than part of its answer. */
export function isCaveat(paragraph: string): boolean {
  return CAVEAT_OPENINGS.test(paragraph.trim());
}
