/** A row of the list and how far its top is below the list's top edge. */
export interface ScrollAnchor {
  key: string;
  offset: number;
}

const rowsOf = (list: HTMLElement) => list.querySelectorAll<HTMLElement>('[data-key]');

/** The first row still in view: what the agent is reading, or null when no rendered row is in view. */
export function anchorOf(list: HTMLElement): ScrollAnchor | null {
  const top = list.getBoundingClientRect().top;
  for (const row of rowsOf(list)) {
    const box = row.getBoundingClientRect();
    if (box.bottom > top) return { key: row.dataset.key!, offset: box.top - top };
  }
  return null;
}

/**
 * Scrolls so the anchor's row is where it was, after rows were put or measured above it (older
 * messages loaded, or estimated heights replaced by real ones). False when its row is not rendered.
 * Browsers' own scroll anchoring does not act at the very top, where older pages are asked for.
 */
export function restoreAnchor(list: HTMLElement, anchor: ScrollAnchor): boolean {
  const row = [...rowsOf(list)].find((item) => item.dataset.key === anchor.key);
  if (!row) return false;
  const moved = row.getBoundingClientRect().top - list.getBoundingClientRect().top - anchor.offset;
  if (Math.abs(moved) >= 1) list.scrollTop += moved;
  return true;
}
