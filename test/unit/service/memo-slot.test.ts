import { describe, expect, it } from 'vitest';
import { memoSlot } from '../../../src/service/memo-slot.js';

describe('memoSlot', () => {
  it('remembers a value per object, and answers it when set', () => {
    const slot = memoSlot<object, string>('text');
    const a = {};
    const b = {};
    expect(slot.get(a)).toBeUndefined();
    expect(slot.set(a, 'for a')).toBe('for a');
    expect(slot.get(a)).toBe('for a');
    expect(slot.get(b)).toBeUndefined();
    slot.set(a, 'again');
    expect(slot.get(a)).toBe('again');
  });

  it('is invisible to JSON, Object.keys and a spread copy (the next version starts without it)', () => {
    const slot = memoSlot<{ version: number }, string>('text');
    const game = { version: 3 };
    slot.set(game, 'built for version 3');
    expect(JSON.stringify(game)).toBe('{"version":3}');
    expect(Object.keys(game)).toEqual(['version']);
    const next = { ...game, version: 4 };
    expect(slot.get(next)).toBeUndefined();
    expect(next).toEqual({ version: 4 });
  });

  it('keeps two slots of one object apart', () => {
    const first = memoSlot<object, number>('same name');
    const second = memoSlot<object, number>('same name');
    const owner = {};
    first.set(owner, 1);
    expect(second.get(owner)).toBeUndefined();
  });
});
