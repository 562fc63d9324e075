import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage';
import { sampleUser } from '../test-fixtures';
import { createSessionStore } from './session-store';

describe('createSessionStore', () => {
  it('persists the user with its token under loginData', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.setUser(sampleUser());
    expect(JSON.parse(storage.getItem('loginData') ?? 'null')).toEqual(sampleUser());
    expect(session.token.value).toBe('tok');
  });

  it('does not write defaults over storage on creation', () => {
    const storage = memoryStorage({ loginData: JSON.stringify(sampleUser()) });
    createSessionStore(storage);
    expect(storage.getItem('loginData')).not.toBeNull();
  });

  it('merges profile fields into the stored user and keeps the token', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.setUser(sampleUser());
    session.mergeUser({ name: 'Ana B', phone: '12345678901' });
    expect(session.user.value).toMatchObject({ name: 'Ana B', phone: '12345678901', token: 'tok' });
    expect(JSON.parse(storage.getItem('loginData') ?? 'null').name).toBe('Ana B');
  });

  it('ignores a merge when nobody is signed in', () => {
    const session = createSessionStore(memoryStorage());
    session.mergeUser({ name: 'X' });
    expect(session.user.value).toBeNull();
  });

  it('clear forgets the user and removes the stored login data', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.setUser(sampleUser());
    session.clear();
    expect(session.user.value).toBeNull();
    expect(session.token.value).toBeNull();
    expect(storage.getItem('loginData')).toBeNull();
  });

  it('notifies subscribers of changes until they unsubscribe', () => {
    const session = createSessionStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    session.setUser(sampleUser());
    expect(listener).toHaveBeenLastCalledWith(sampleUser());
    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hydrates from a stored user', async () => {
    const storage = memoryStorage({ loginData: JSON.stringify(sampleUser()) });
    const session = createSessionStore(storage);
    expect(session.hydrate(await session.readStored())).toBe(true);
    expect(session.user.value?._id).toBe('u1');
  });

  it('refuses stored data that is not a user with a token', () => {
    const session = createSessionStore(memoryStorage());
    expect(session.hydrate('{"name":"no id"}')).toBe(false);
    expect(session.hydrate('not json')).toBe(false);
    expect(session.user.value).toBeNull();
  });

  it('does not let a late read overwrite a user set meanwhile', () => {
    const session = createSessionStore(memoryStorage());
    session.setUser(sampleUser({ _id: 'fresh' }));
    expect(session.hydrate(JSON.stringify(sampleUser({ _id: 'old' })))).toBe(false);
    expect(session.user.value?._id).toBe('fresh');
  });
});
