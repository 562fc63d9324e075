import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Area = 'underwriting' | 'products' | 'sales' | 'laws';
export type FactLabel = 'LAW' | 'MODEL' | 'TYPICAL' | 'VERIFY';

export interface KnowledgeDoc {
  slug: string;
  area: Area;
  title: string;
  subtopic: string;
  label: FactLabel;
  source: string;
  source_url: string | null;
  as_of: string;
  keywords: string[];
  /** Questions agents ask that this document answers, in their words (front-matter `examples`, split on " | "). */
  examples: string[];
  /** The one or two sentences under the title that answer the subtopic's main question. */
  lead: string;
  sections: { heading: string; body: string }[];
}

/** One retrievable passage: a document's lead, or one of its `## ` sections. */
export interface Chunk {
  id: string;
  doc: KnowledgeDoc;
  heading: string;
  text: string;
}

const REQUIRED = ['title', 'area', 'subtopic', 'label', 'source', 'as_of', 'keywords'] as const;
const AREAS = new Set<Area>(['underwriting', 'products', 'sales', 'laws']);

/**
 * Parses one knowledge document: `key: value` front-matter between `---` lines, a `# title`, the
 * lead paragraph, then `## ` sections. The format is ours and strict, so a malformed document fails
 * loudly at start rather than answering badly later.
 */
export function parseDocument(slug: string, source: string): KnowledgeDoc {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${slug}: missing front-matter`);
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) meta[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${slug}: front-matter lacks ${key}`);
  if (!AREAS.has(meta.area as Area)) throw new Error(`${slug}: unknown area ${meta.area}`);

  const body = match[2]!;
  const parts = body.split(/^## +/m);
  const intro = parts[0]!.replace(/^# .*$/m, '').trim();
  const sections = parts.slice(1).map((part) => {
    const newline = part.indexOf('\n');
    return { heading: part.slice(0, newline).trim(), body: part.slice(newline + 1).trim() };
  });
  return {
    slug,
    area: meta.area as Area,
    title: meta.title!,
    subtopic: meta.subtopic!,
    label: (meta.label as FactLabel) ?? 'TYPICAL',
    source: meta.source!,
    source_url: meta.source_url || null,
    as_of: meta.as_of!,
    keywords: meta
      .keywords!.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    examples: (meta.examples ?? '')
      .split(' | ')
      .map((q) => q.trim())
      .filter(Boolean),
    lead: intro,
    sections,
  };
}

/** Reads every `<area>/<slug>.md` under the knowledge folder. */
export function loadDocuments(dir: string): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const area of readdirSync(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, area.name))) {
      if (!file.endsWith('.md')) continue;
      const slug = file.slice(0, -3);
      docs.push(parseDocument(slug, readFileSync(path.join(dir, area.name, file), 'utf8')));
    }
  }
  return docs.sort((a, b) => a.slug.localeCompare(b.slug));
}

export function chunkDocuments(docs: KnowledgeDoc[]): Chunk[] {
  return docs.flatMap((doc) => [
    { id: `${doc.slug}#lead`, doc, heading: doc.title, text: doc.lead },
    ...doc.sections.map((section, index) => ({
      id: `${doc.slug}#${index}`,
      doc,
      heading: section.heading,
      text: section.body,
    })),
  ]);
}
