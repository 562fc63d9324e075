import type { KnowledgeDoc } from '../retrieval/documents';
import type { Source } from '../types';

/** The one sources block of a reply: links an agent can open, each with its own date. */
export function sourcesBlock(docs: KnowledgeDoc[]): { text: string; sources: Source[] } {
  const unique = [...new Map(docs.map((doc) => [doc.slug, doc])).values()];
  if (unique.length === 0) return { text: '', sources: [] };
  const lines = unique.map((doc) =>
    doc.source_url
      ? `- [${doc.title}](${doc.source_url}) (${doc.source}, as of ${doc.as_of})`
      : `- ${doc.title}: ${doc.source} (as of ${doc.as_of})`,
  );
  return {
    text: `Sources:\n${lines.join('\n')}`,
    sources: unique.map((doc) => ({ title: doc.title, url: doc.source_url })),
  };
}
