import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
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

/** An uploaded image whose size and kind have been checked. */
export interface CheckedImage {
  bytes: Uint8Array;
  type: string;
  ext: string;
}

/** Reads an upload and checks it: at most `maxBytes`, and a PNG, JPEG, GIF or WebP by its first bytes. */
export async function readImage(file: File, maxBytes: number, tooLargeMessage: string): Promise<CheckedImage> {
  if (file.size > maxBytes) throw invalid(tooLargeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw invalid('Please choose a PNG, JPEG, GIF or WebP image.');
  return { bytes, ...kind };
}

/**
 * Stores a checked image in the database (so every server behind a load balancer can serve it) and
 * returns its relative path, e.g. `/uploads/6c1f….png`. Takes a transaction when the image belongs
 * to a row written in one.
 */
export async function insertImage(db: Db, image: CheckedImage, now: Date): Promise<{ id: string; path: string }> {
  const row = await db
    .insertInto('files')
    .values({ content_type: image.type, byte_size: image.bytes.byteLength, bytes: image.bytes, created_on: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, path: `/uploads/${row.id}.${image.ext}` };
}

/** The id of the stored file behind an upload path, or null for any other path. */
export function fileIdOfPath(path: string | null): string | null {
  return /^\/uploads\/([0-9a-f-]{36})\.[a-z]+$/.exec(path ?? '')?.[1] ?? null;
}

/** Checks an upload and stores it: see {@link readImage} and {@link insertImage}. */
export async function storeImage(
  deps: AppDeps,
  file: File,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<{ id: string; path: string }> {
  return insertImage(deps.db, await readImage(file, maxBytes, tooLargeMessage), deps.clock());
}
