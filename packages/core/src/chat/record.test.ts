import { describe, expect, it } from 'vitest';
import { parseThreadRecord, recordLabel, recordOf, sameRecord } from './record';

describe('the record a context describes', () => {
  it('is known by the CRM id when there is one, and shows name, age and state', () => {
    const record = recordOf({ lead_id: 'L-1042', name: ' Maria  Gonzalez ', age: 58, state: 'TX', weight: '182 lb' });
    expect(record).toEqual({ key: 'id:L-1042', name: 'Maria Gonzalez', age: 58, state: 'TX' });
    expect(recordLabel(record!)).toBe('Maria Gonzalez · 58 · TX');
  });

  it('falls back to the name, and to first and last names', () => {
    expect(recordOf({ name: 'James Whitaker' })?.key).toBe('name:james whitaker');
    expect(recordOf({ first_name: 'Evelyn', last_name: 'Brooks', age: '72' })).toEqual({
      key: 'name:evelyn brooks',
      name: 'Evelyn Brooks',
      age: 72,
      state: null,
    });
  });

  it('names nobody without an id or a name, and ignores ages that are not ages', () => {
    expect(recordOf({ age: 58, state: 'TX' })).toBeNull();
    expect(recordOf(null)).toBeNull();
    expect(recordOf({ id: 7, age: 'old' })).toEqual({ key: 'id:7', name: null, age: null, state: null });
    expect(recordLabel(recordOf({ id: 7, state: 'OH' })!)).toBe('This record · OH');
  });

  it('compares records by key, and reads stored ones back only when whole', () => {
    expect(sameRecord(recordOf({ lead_id: 'A', name: 'x' }), recordOf({ lead_id: 'A', name: 'y' }))).toBe(true);
    expect(sameRecord(recordOf({ lead_id: 'A' }), recordOf({ lead_id: 'B' }))).toBe(false);
    expect(sameRecord(null, undefined)).toBe(true);
    expect(parseThreadRecord({ key: 'id:A', name: 'Ann', age: 40, state: 'TX' })).toEqual({
      key: 'id:A',
      name: 'Ann',
      age: 40,
      state: 'TX',
    });
    expect(parseThreadRecord({ name: 'Ann' })).toBeNull();
    expect(parseThreadRecord('id:A')).toBeNull();
  });
});
