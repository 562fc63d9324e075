import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, memoryStorage } from './storage';

afterEach(() => vi.unstubAllGlobals());

describe('memoryStorage', () => {
  it('stores, reads and removes values', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.keys()).toEqual(['b']);
  });
});

describe('browserStorage', () => {
  it('wraps localStorage when present', () => {
    const backing = memoryStorage();
    vi.stubGlobal('localStorage', backing);
    const storage = browserStorage();
    storage.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('falls back to memory when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = browserStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('keeps working when localStorage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', throwing);
    const storage = browserStorage();
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });
});
