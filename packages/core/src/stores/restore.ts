import type { Restorable } from './persist';

/** The spec's persistence restore time-out. */
export const RESTORE_TIMEOUT_MS = 5000;

export type RestoreOutcome = 'restored' | 'timed_out';

/**
 * Reads the persisted app state (the session and the chat) and applies it. When storage does not
 * answer within `timeoutMs`, nothing is applied and every store keeps its defaults, so the app
 * never applies half an old state.
 */
export async function restorePersisted(
  stores: { session: Restorable; chat: Restorable },
  { timeoutMs = RESTORE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<RestoreOutcome> {
  const parts = [stores.session, stores.chat];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed_out'>((resolve) => {
    timer = setTimeout(() => resolve('timed_out'), timeoutMs);
  });
  const reads = Promise.all(parts.map((part) => part.readStored().catch(() => null)));
  try {
    const raced = await Promise.race([reads, timeout]);
    if (raced === 'timed_out') return raced;
    parts.forEach((part, index) => part.hydrate(raced[index] ?? null));
    return 'restored';
  } finally {
    clearTimeout(timer);
  }
}
