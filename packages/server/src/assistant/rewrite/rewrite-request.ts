/**
 * "Shorter pls", "now as a text i can send him", "in plain english i can read to her": a request to
 * say the previous answer again in another form, not a new question. Answering it from the knowledge
 * base would find whatever document matches "text" or "shorter"; it is the previous answer, reshaped.
 */
export type RewriteForm =
  /** The same answer in fewer sentences. */
  | 'shorter'
  /** A text message the agent can send the client. */
  | 'text'
  /** An e-mail the agent can send the client. */
  | 'email'
  /** Plain words the agent can say or read to the client. */
  | 'plain'
  /** The same answer without the pressure ("less salesy"): searched again for the respectful wording. */
  | 'softer'
  /** The answer's main points as a short list ("give me 3 bullets i can show him"). */
  | 'bullets';

export interface RewriteRequest {
  form: RewriteForm;
  /** How many sentences (or bullets) were asked for ("like 2 sentences", "one line", "3 bullets"), when said. */
  sentences?: number;
}

const COUNT: Record<string, number> = {
  one: 1,
  '1': 1,
  two: 2,
  '2': 2,
  three: 3,
  '3': 3,
  four: 4,
  '4': 4,
  five: 5,
  '5': 5,
  a: 1,
};

const TEXT =
  /\b(?:as|in|into|to|for|make (?:it|that|this)|write (?:it|that|this)(?: up)?|turn (?:it|that|this) into|send (?:it|that|this) as|put (?:it|that|this) in|like) (?:a |an )?(?:(?:quick|short|brief|little|simple|nice|friendly) )?(?:text|txt|sms|text message)\b|\btext (?:i|we) (?:can|could) send\b|\btext (?:version|form)\b/i;
const EMAIL =
  /\b(?:as|in|into|make (?:it|that|this)|write (?:it|that|this)(?: up)?|turn (?:it|that|this) into|for) (?:an? )?(?:(?:quick|short|brief|simple|nice|friendly|follow-?up) )?e-?mail\b|\be-?mail (?:version|i (?:can|could) send)\b/i;
const SHORTER =
  /\b(?:shorter|shorten|tl;?dr|too long|condense|short version|quick version|sum (?:it|that) up|summari[sz]e|(?:short |quick |brief |\d[- ]sentence |(?:one|two|three)[- ]sentence )?(?:summary|recap)|boil (?:it|that) down|in a nutshell|(?:one|1|two|2)[- ]liner|in (?:one|two|three|1|2|3|a) (?:sentences?|lines?)|(?:one|two|three|1|2|3)[- ]sentences?(?: (?:version|answer|reply|summary|explanation))?)\b/i;
const PLAIN =
  /\b(?:plain(?:er)?(?: english| words| language)?|simple words|simpler|layman'?s?(?: terms)?|dumb (?:it|that) down|without (?:the )?jargon|no jargon|like (?:i'?m|im|she'?s|shes|he'?s|hes|they'?re|(?:she|he) (?:is|was)) (?:a )?(?:5|five|10|ten|12|twelve|kid|child|(?:\d{1,2}|five|ten|twelve)[- ]?(?:yo|years? old))|(?:read|say) (?:it |this |that )?(?:out )?to (?:her|him|them|the client|my client))\b/i;
const SOFTER =
  /\b(?:less (?:salesy|pushy|aggressive|scripted|cheesy|corny|sales-?y)|not (?:so )?(?:salesy|pushy)|softer|more (?:natural|casual|conversational|human|respectful)|tone (?:it|that) down|no pressure|low[- ]pressure|gentl[ey]|gentler|kindly|nicer|nicely|kinder|with (?:compassion|empathy|care)|sensitively|tactfully)\b/i;
const BULLETS = /\b(?:bullets?|bullet points?|bullet list|key points|talking points)\b/i;
/** "shorter term?", "shorter surrender period": a product word after "shorter" is a new question. */
const SHORTER_PRODUCT =
  /\bshorter (?:term|policy|period|level|surrender|pay|payment|schedule|duration|length|waiting|elimination|certain)\b/i;
/** A message that asks something new besides the rewrite ("…and what's the exclusion ratio?"). */
const NEW_QUESTION =
  /\b(?:what(?:'s| is| are| about| if)|how (?:much|many|long|does|do carriers|is|are)|why|which|when|can (?:he|she|they|i)|does|is (?:it|there|he|she))\b/i;
/** Words a rewrite request is made of; anything else ("cap and floor") names a new subject. */
const FILLER = new Set(
  `ok okay now pls please plz can could you make write give turn put send say read explain explanation version
  like just only then too that this the and for with into out about more way words word something thing one two
  three lines line sentences sentence short quick simple text email mail client lead him her them his their she
  they his own phone call voicemail message over back again instead hey yeah yes sure cool thanks thank great
  want need would should will shorter plain simpler english bit little tad sound show list points bullet bullets
  key talking quick brief friendly nice few some couple summary recap tell asap fast quickly gotta got have today
  minute sec second real rush hurry people folks customer customers prospect`.split(/\s+/),
);

/** The message opens with the rewrite it asks for ("shorter, …", "as a text - …"). */
function formAtStart(q: string): boolean {
  const head = q.split(/[,;:–—]|\s-\s/)[0]!;
  return [TEXT, EMAIL, SHORTER, PLAIN, SOFTER, BULLETS].some((form) => form.test(head));
}

/** The rewrite a follow-up asks for, or null when it asks something else. */
export function readRewriteRequest(question: string): RewriteRequest | null {
  const q = question.replace(/[’‘]/g, "'");
  if (q.split(/\s+/).length > 18 || SHORTER_PRODUCT.test(q)) return null;
  const form: RewriteForm | null = TEXT.test(q)
    ? 'text'
    : EMAIL.test(q)
      ? 'email'
      : SHORTER.test(q)
        ? 'shorter'
        : PLAIN.test(q)
          ? 'plain'
          : SOFTER.test(q)
            ? 'softer'
            : BULLETS.test(q)
              ? 'bullets'
              : null;
  if (!form) return null;
  // "How do I say that to her?" is a rewrite; "what is a MYGA, in plain english" is a new question.
  const asked = [TEXT, EMAIL, SHORTER, PLAIN, SOFTER, BULLETS].reduce((text, form) => text.replace(form, ' '), q);
  if (NEW_QUESTION.test(asked) && !/\bhow (?:do|would|should|can) i (?:say|put|word|explain)\b/i.test(q)) return null;
  const subject = (asked.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !FILLER.has(word));
  // "shorter, shes 71 on fixed income": the rewrite first, then a detail about the client to carry.
  const detailAfter =
    /^\s*(?:ok(?:ay)?,?\s+|pls\s+|please\s+)?[a-z ]{0,25}\s*(?:[,;:–—]|\s-\s)\s*(?:she|he|they)(?:'?s| is| are|'re)\b/i.test(
      q,
    );
  if (subject.length > 0 && !(detailAfter && formAtStart(q))) return null;
  const count =
    /\b(?:in |like |just |only )?(one|two|three|four|five|1|2|3|4|5|a)[- ]?(?:sentences?|lines?|liner|bullets?|bullet points?|key points|talking points|points)\b/i.exec(
      q,
    );
  // "a bullet list" is a list, not one bullet.
  const listOfOne = form === 'bullets' && count?.[1]!.toLowerCase() === 'a';
  const sentences = count && !listOfOne ? COUNT[count[1]!.toLowerCase()] : undefined;
  return sentences ? { form, sentences } : { form };
}
