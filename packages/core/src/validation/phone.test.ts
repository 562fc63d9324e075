import { describe, expect, it } from 'vitest';
import { normalizeUsPhone } from './phone';

describe('normalizeUsPhone', () => {
  it('stores what an American types as the 11 digits the spec keeps', () => {
    for (const typed of [
      '5125550143',
      '(512) 555-0143',
      '512-555-0143',
      '512.555.0143',
      '512 555 0143',
      '+1 512 555 0143',
      '1-512-555-0143',
      '+1 (512) 555-0143',
      '15125550143',
      '  5125550143  ',
    ]) {
      expect(normalizeUsPhone(typed), typed).toBe('15125550143');
    }
  });

  it('refuses other lengths, another country code, letters and empty input', () => {
    for (const typed of [
      '',
      '555-0143',
      '512555014',
      '25125550143',
      '+44 20 7946 0958',
      '512-555-O143',
      '512555014312',
      '++15125550143',
    ]) {
      expect(normalizeUsPhone(typed), typed).toBeNull();
    }
  });
});
