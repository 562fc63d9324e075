/** Splitting passages into sentences that can be quoted alone. */

/** Abbreviations a sentence does not end at ("Co. v. Gomez", "U.S.", "e.g."). */
const ABBREVIATION =
  /(?:\b(?:Co|Inc|No|Nos|vs?|e\.g|i\.e|U\.S|St|Dr|Mr|Ms|Mrs|Jr|Sr|Fla|Stat|Ins|Rev|Rul|Proc|Ann|Cal|Colo|Mont|Fed|Reg|approx|etc|Corp|Ltd|Sec|Ill|Tex|Pa|Mass|Ga|Wash|Ariz|Conn|Mich|Minn|Wis|Va|Md|Tenn|Ky|Ala|Okla|Ore|Nev|Neb|Kan|Iowa|Ark|Miss|La|Del|Ch|Art|Pub|Ord|Dept|Div|Para|Subd)\.|\b(?:[A-Z]\.){1,3}[A-Z]?\.?|\b[A-Z]\.)$/;

/**
 * Sentences of a passage, keeping list items whole. A sentence that introduces a list ("…uses
 * data:") is kept together with its items, since neither means much alone.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*[-*•]\s+/.test(line)) {
      out.push(line.replace(/^\s*[-*•]\s+/, '').trim());
      continue;
    }
    if (line.trim().endsWith(':') && /^\s*[-*•]\s+/.test(lines[i + 1] ?? '')) {
      const items: string[] = [];
      while (/^\s*[-*•]\s+/.test(lines[i + 1] ?? '')) {
        i += 1;
        items.push(
          lines[i]!.replace(/^\s*[-*•]\s+/, '')
            .trim()
            .replace(/\.$/, ''),
        );
      }
      const intro = lineSentences(line);
      out.push(...intro.slice(0, -1), `${intro.at(-1)} ${items.join('; ')}.`);
      continue;
    }
    out.push(...lineSentences(line));
  }
  return out.filter((s) => s.length > 0);
}

/** True while a quotation opened in the text has not closed. */
function insideQuote(text: string): boolean {
  const straight = (text.match(/"/g) ?? []).length;
  const opened = (text.match(/“/g) ?? []).length;
  const closed = (text.match(/”/g) ?? []).length;
  return straight % 2 === 1 || opened > closed;
}

/** The sentences of one line of prose, not split after an abbreviation ("Cal. Ins. Code § 789.10"). */
function lineSentences(line: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of line.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)) {
    current = current ? `${current} ${part}` : part;
    // A quoted script of several sentences ("I hear you. What amount…?") is one sentence of the passage.
    if (!ABBREVIATION.test(current) && !insideQuote(current)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current) out.push(current.trim());
  return out;
}
