import { describe, expect, it } from 'vitest';
import { formatReply } from './format-reply';
import type { ReplyBlock } from './format-reply';
import { parseInlines, safeHref, stripBold } from './reply-inlines';
import type { ReplyInline } from './reply-inlines';

const text = (value: string): ReplyInline => ({ type: 'text', text: value });
const link = (href: string, value = href, pdf = false): ReplyInline => ({ type: 'link', href, text: value, pdf });
const paragraph = (...inlines: ReplyInline[]): ReplyBlock => ({ type: 'paragraph', inlines });

/** Every string a reply produces, to check nothing became markup or an unsafe link. */
function hrefsOf(blocks: ReplyBlock[]): string[] {
  const inlines = blocks.flatMap((b) => (b.type === 'list' ? b.items.flat() : b.inlines));
  return inlines.flatMap((i) => (i.type === 'link' ? [i.href] : []));
}

describe('formatReply', () => {
  it('strips bold markers', () => {
    expect(formatReply('**Term life** is __cheaper__ than ***whole*** life.')).toEqual([
      paragraph(text('Term life is cheaper than whole life.')),
    ]);
  });

  it('turns "- ", "* ", "• " and dash lines into one list', () => {
    const blocks = formatReply('Options:\n- Term\n* Whole\n• IUL\n– Final expense\n—Graded\n-Mortgage protection');
    expect(blocks).toEqual([
      paragraph(text('Options:')),
      {
        type: 'list',
        items: [
          [text('Term')],
          [text('Whole')],
          [text('IUL')],
          [text('Final expense')],
          [text('Graded')],
          [text('Mortgage protection')],
        ],
      },
    ]);
  });

  it('does not take "-5%", "**bold**" or "--" for bullets', () => {
    expect(formatReply('-5% off\n**Note** here\n-- aside')).toEqual([paragraph(text('-5% off\nNote here\n-- aside'))]);
  });

  it('keeps the lines of a paragraph together with "\\n" and splits paragraphs on blank lines and dividers', () => {
    expect(formatReply('Line one\r\nline two\n\nNext\n---\nLast')).toEqual([
      paragraph(text('Line one\nline two')),
      paragraph(text('Next')),
      paragraph(text('Last')),
    ]);
  });

  it('continues a list item with an indented line', () => {
    expect(formatReply('- Term\n  renewable yearly\n- Whole')).toEqual([
      { type: 'list', items: [[text('Term\nrenewable yearly')], [text('Whole')]] },
    ]);
  });

  it('reads "# " headings with their level, bold stripped, "C#" kept', () => {
    expect(formatReply('# **Underwriting**\n### Rates ###\n## Learn C#\n#hashtag')).toEqual([
      { type: 'heading', level: 1, inlines: [text('Underwriting')] },
      { type: 'heading', level: 3, inlines: [text('Rates')] },
      { type: 'heading', level: 2, inlines: [text('Learn C#')] },
      paragraph(text('#hashtag')),
    ]);
  });

  it('makes markdown links and bare URLs links, without trailing punctuation, and flags PDFs', () => {
    const reply =
      'See [the guide](https://kb.example/guide.PDF?v=2) and https://carrier.example/rates.pdf. Or (https://a.example/x).';
    expect(formatReply(reply)).toEqual([
      paragraph(
        text('See '),
        link('https://kb.example/guide.PDF?v=2', 'the guide', true),
        text(' and '),
        link('https://carrier.example/rates.pdf', 'https://carrier.example/rates.pdf', true),
        text('. Or ('),
        link('https://a.example/x'),
        text(').'),
      ),
    ]);
  });

  it('keeps a closing parenthesis that the URL opened', () => {
    expect(parseInlines('https://en.wikipedia.org/wiki/Term_(insurance), ok')).toEqual([
      link('https://en.wikipedia.org/wiki/Term_(insurance)'),
      text(', ok'),
    ]);
  });

  it('finds links inside bold markers and list items', () => {
    expect(formatReply('- **https://kb.example/a.pdf**\n- [**Bold label**](https://kb.example/b)')).toEqual([
      {
        type: 'list',
        items: [
          [link('https://kb.example/a.pdf', 'https://kb.example/a.pdf', true)],
          [link('https://kb.example/b', 'Bold label')],
        ],
      },
    ]);
  });

  it('leaves snake__case words alone but strips unbalanced markers', () => {
    expect(stripBold('a__b__c **open and __close')).toBe('a__b__c open and close');
  });
});

describe('formatReply with hostile input', () => {
  it('keeps HTML as plain text', () => {
    const blocks = formatReply('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(blocks).toEqual([paragraph(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))]);
  });

  it('never makes a link of javascript:, data:, vbscript:, relative or protocol-relative targets', () => {
    const reply = [
      '[click](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[d](data:text/html;base64,PHNjcmlwdD4=)',
      '[v](vbscript:msgbox)',
      '[r](/relative/path)',
      '[p](//evil.example)',
      'javascript:alert(1)',
      '[h](https://ok.example)',
    ].join('\n');
    const blocks = formatReply(reply);
    expect(hrefsOf(blocks)).toEqual(['https://ok.example/']);
    expect(JSON.stringify(blocks)).toContain('[click](javascript:alert(1))');
  });

  it('only hands out hrefs that parse as http or https', () => {
    expect(safeHref('https://ok.example/a b')).toBe('https://ok.example/a%20b');
    expect(safeHref('http://%zz')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('ftp://files.example')).toBeNull();
    expect(safeHref(' https://lead-space.example')).toBeNull();
  });

  it('copes with unbalanced brackets, parentheses and markers', () => {
    const reply = '[[[unclosed](https://a.example ** __ [x](https://b.example)) ((( ]]] ****';
    const blocks = formatReply(reply);
    // The broken markdown link leaves its bare URL, which is still a link.
    expect(hrefsOf(blocks)).toEqual(['https://a.example/', 'https://b.example/']);
    expect(JSON.stringify(blocks)).not.toContain('**');
  });

  // No clock here (tests do not time things): a quadratic scan of these inputs would not finish
  // within the runner's time-out, so finishing at all, with the right output, is the check.
  it('formats 100 KB of adversarial input completely and safely', () => {
    const patterns = [
      '['.repeat(100_000),
      '[a]('.repeat(25_000),
      'http://%'.repeat(12_500),
      'https://x.example/' + ')'.repeat(100_000),
      '**'.repeat(50_000),
      '_'.repeat(100_000),
      '# ' + '# '.repeat(50_000) + 'x',
      '- '.repeat(50_000),
    ];
    for (const pattern of patterns) {
      const blocks = formatReply(pattern);
      expect(Array.isArray(blocks)).toBe(true);
      expect(JSON.stringify(blocks)).not.toContain('**');
    }
    const list = formatReply('- item [link](https://k.example/doc.pdf) **b** https://u.example/p.\n'.repeat(1_500));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'list' });
    expect((list[0] as { items: unknown[] }).items).toHaveLength(1_500);
  });
});
