/** Threads shorter than this render whole; longer ones render only what is near the viewport. */
export const VIRTUALIZE_FROM = 150;
/** The height assumed for a message not measured yet. */
export const ESTIMATED_HEIGHT = 72;
/** How far beyond the viewport (in px) messages are still rendered, so fast scrolling shows no gaps. */
export const OVERSCAN_PX = 800;

export interface VirtualWindow {
  start: number;
  end: number;
  /** Height of the messages above `start` and below `end`. */
  before: number;
  after: number;
  total: number;
}

/**
 * The slice of items to render for a viewport at `top` (null: scrolled to the bottom) of `height` px,
 * from measured heights (by item key) or the estimate. Linear to sum offsets, logarithmic to find the slice.
 */
export function virtualWindow(
  keys: readonly string[],
  heights: ReadonlyMap<string, number>,
  scrollTop: number | null,
  height: number,
): VirtualWindow {
  const count = keys.length;
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + (heights.get(keys[i]!) ?? ESTIMATED_HEIGHT);
  const total = offsets[count]!;
  const top = scrollTop ?? Math.max(0, total - height);
  // The first item whose bottom is past `y`.
  const indexAt = (y: number) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (offsets[mid + 1]! <= y) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const start = Math.min(indexAt(Math.max(0, top - OVERSCAN_PX)), count);
  const end = Math.min(indexAt(top + height + OVERSCAN_PX) + 1, count);
  return { start, end, before: offsets[start]!, after: total - offsets[end]!, total };
}
