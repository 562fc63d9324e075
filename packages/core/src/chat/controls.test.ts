import { describe, expect, it } from 'vitest';
import { nextRating } from './controls';

describe('pressing a thumb', () => {
  it('gives that verdict, or takes it back when it was the verdict already', () => {
    expect(nextRating(null, 'up')).toBe('up');
    expect(nextRating('up', 'down')).toBe('down');
    expect(nextRating('down', 'down')).toBeNull();
  });
});
