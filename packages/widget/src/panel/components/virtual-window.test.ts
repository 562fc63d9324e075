import { describe, expect, it } from 'vitest';
import { ESTIMATED_HEIGHT, OVERSCAN_PX, virtualWindow } from './virtual-window';

const keys = Array.from({ length: 5000 }, (_, i) => `m${i}`);

describe('virtualWindow', () => {
  it('renders only the last screenful (plus overscan) when scrolled to the bottom', () => {
    const view = virtualWindow(keys, new Map(), null, 600);
    expect(view.total).toBe(5000 * ESTIMATED_HEIGHT);
    expect(view.end).toBe(5000);
    expect(view.end - view.start).toBeLessThanOrEqual(Math.ceil((600 + OVERSCAN_PX) / ESTIMATED_HEIGHT) + 1);
    expect(view.before + view.after + (view.end - view.start) * ESTIMATED_HEIGHT).toBe(view.total);
  });

  it('uses measured heights where it has them', () => {
    const heights = new Map([
      ['m0', 300],
      ['m1', 300],
    ]);
    const view = virtualWindow(keys, heights, 0, 200);
    expect(view.start).toBe(0);
    expect(view.before).toBe(0);
    expect(view.total).toBe(600 + 4998 * ESTIMATED_HEIGHT);
  });

  it('finds the slice around a scroll position in the middle', () => {
    const view = virtualWindow(keys, new Map(), 2500 * ESTIMATED_HEIGHT, 720);
    expect(view.start).toBeLessThanOrEqual(2500);
    expect(view.end).toBeGreaterThanOrEqual(2510);
    expect(view.end - view.start).toBeLessThan(40);
  });

  it('handles an empty thread', () => {
    expect(virtualWindow([], new Map(), null, 600)).toEqual({ start: 0, end: 0, before: 0, after: 0, total: 0 });
  });
});
