// The text a PDF draws, for tests: pdf-lib deflates each content stream and writes Helvetica text
// as hex strings (`<…> Tj`), which this reads back in drawing order.
import { inflateSync } from 'node:zlib';

/** @param {Uint8Array} pdf @returns {string} */
export function pdfText(pdf) {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      parts.push(Buffer.from(text[1], 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
