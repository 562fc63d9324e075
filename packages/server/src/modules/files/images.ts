import type { AppDeps } from '../../context';
import { invalid } from '../../http/reply';

const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', ext: 'png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
];

/** The image kind, read from the file's first bytes (the name and the declared type are the client's word). */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  return SIGNATURES.find((signature) => signature.test(bytes)) ?? null;
}

/**
 * Stores an uploaded image in the database (so every server behind a load balancer can serve it)
 * and returns its relative path, e.g. `/uploads/6c1f….png`.
 */
export async function storeImage(
  deps: AppDeps,
  file: File,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<{ id: string; path: string }> {
  if (file.size > maxBytes) throw invalid(tooLargeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw invalid('Please choose a PNG, JPEG, GIF or WebP image.');
  const row = await deps.db
    .insertInto('files')
    .values({ content_type: kind.type, byte_size: bytes.byteLength, bytes, created_on: deps.clock() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, path: `/uploads/${row.id}.${kind.ext}` };
}
