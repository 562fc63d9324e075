const PROMISE =
  /\b(?:guarantee\w*|promise\w*|for sure|definitely|100 ?%)\b.*\b(?:approv\w*|preferred|rate class|super preferred|accept\w*|get (?:it|coverage|covered))\b|\bwill (?:he|she|they|my client|the client|this client|this lead) (?:be|get) (?:approved|accepted|preferred)\b/i;

/** Prefaced to an answer when the agent asks for a promise no one but the carrier can make. */
/** Words quoted from an ad or a post ("can i say 'guaranteed approval' in my fb ad") are not a promise asked for. */
const AD_COPY =
  /\b(?:ad|ads|post|flyer|mailer|postcard|headline|caption|facebook|fb|instagram|tiktok|website|landing page)\b/i;

export function promisePreface(question: string): string | null {
  return PROMISE.test(question) && !AD_COPY.test(question)
    ? "No one but the carrier's underwriter can promise an approval or a rate class, so I won't. Here is how carriers usually look at it:"
    : null;
}
