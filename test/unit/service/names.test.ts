import { describe, expect, test } from 'vitest';
import { MAX_NAME_LENGTH, nameKey, normalizeName } from '../../../src/service/names.js';

const normalized = (raw: string) => {
  const result = normalizeName(raw);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const refusal = (raw: string) => {
  const result = normalizeName(raw);
  return result.ok ? undefined : result.error.code;
};

describe('names are normalized (NFKC) and refuse characters that hide or disguise them', () => {
  test.each([
    ['Ada', 'Ada'],
    ['  Ada   Lovelace ', 'Ada Lovelace'],
    ['Ａｄａ', 'Ada'], // full-width letters
    ['ﬁona', 'fiona'], // a ligature
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'], // combining diaeresis composed
    ['李小龍', '李小龍'],
  ])('%j → %j', (raw, expected) => expect(normalized(raw)).toBe(expected));

  test.each([
    ['zero-width space', 'Ada\u200b'],
    ['zero-width joiner', 'A\u200dda'],
    ['byte order mark', '\ufeffAda'],
    ['soft hyphen', 'A\u00adda'],
    ['right-to-left override', 'Ada\u202e'],
    ['left-to-right isolate', '\u2066Ada'],
    ['right-to-left mark', 'Ada\u200f'],
    ['control character', 'Ada\u0007'],
    ['line separator', 'Ada\u2028Bo'],
    ['Hangul filler (renders as nothing)', 'Ada\u3164'],
    ['variation selector', 'Ada\ufe0f'],
    ['private use', 'Ada\ue000'],
    ['only spaces', '   '],
    ['too long once normalized', 'ﷺ'.repeat(3)], // one character that NFKC spells out in 18
  ])('%s is refused with invalid-name', (_what, raw) => expect(refusal(raw)).toBe('invalid-name'));

  test('the limit counts characters after normalization', () => {
    expect(normalized('a'.repeat(MAX_NAME_LENGTH))).toHaveLength(MAX_NAME_LENGTH);
    expect(refusal('a'.repeat(MAX_NAME_LENGTH + 1))).toBe('invalid-name');
  });
});

describe('nameKey: names that look alike share a key', () => {
  test.each([
    ['Ada', 'ada'],
    ['Ada', '\u0410da'], // Cyrillic capital A
    ['Ada', 'Ad\u0430'], // Cyrillic small a
    ['Paypal', '\u0420\u0430ypal'], // Cyrillic Р and а
    ['Bob', 'B\u03bfb'], // Greek omicron
    ['Ali', 'A\u217Ci'], // small roman numeral fifty (ⅼ)
    ['Ken', 'KEN'],
    ['Mary', 'rnary'],
  ])('%j ~ %j', async (a, b) => expect(await nameKey(normalized(a))).toBe(await nameKey(normalized(b))));

  test.each([
    ['Ada', 'Adam'],
    ['Bo', 'Bob'],
    ['Zoë', 'Zoe'],
  ])('%j and %j stay apart', async (a, b) =>
    expect(await nameKey(normalized(a))).not.toBe(await nameKey(normalized(b))),
  );
});
