import { describe, expect, it } from 'vitest';
import { cleanInput, isJsonType, MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './input-rules';

describe('input rules', () => {
  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{ \\" [[[[' }), 2)).toBe(false);
  });

  it('refuses a body nested deeper than the limit before parsing it', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(() => parseJsonText(deep)).toThrow(`nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    expect(parseJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseJsonText('{"a":')).toThrow('not valid JSON');
  });

  it('names the field holding a NUL character, in a value or a key', () => {
    expect(() => cleanInput({ messages: [{ content: 'a\u0000' }] })).toThrow(
      'messages.0.content must not contain a NUL character.',
    );
    expect(() => cleanInput({ context: { 'k\u0000': 1 } })).toThrow('context has a name with a NUL character.');
  });

  it('drops prototype keys at any depth', () => {
    const value = cleanInput(JSON.parse('{"__proto__":{"x":1},"a":{"constructor":{"prototype":{"x":1}},"b":2}}'));
    expect(Object.keys(value)).toEqual(['a']);
    expect(value.a).toEqual({ b: 2 });
  });

  it('knows JSON content types', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/merge-patch+json')).toBe(true);
    expect(isJsonType('text/plain')).toBe(false);
    expect(isJsonType('application/jsonx')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });
});
