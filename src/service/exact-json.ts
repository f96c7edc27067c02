/**
 * Whether `JSON.parse(JSON.stringify(value))` gives back a value equal to `value` in every way a
 * pure function could tell: only plain objects and dense arrays, finite numbers other than -0,
 * strings, booleans and null, and no property whose value is `undefined` (JSON drops it, and
 * `'key' in object` would then differ).
 */
export function isExactJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isExactJson(value[i])) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(value)) if (!isExactJson((value as Record<string, unknown>)[key])) return false;
      // Symbol keys and non-enumerable properties are invisible to JSON.
      return (
        Object.getOwnPropertySymbols(value).length === 0 &&
        Object.getOwnPropertyNames(value).length === Object.keys(value).length
      );
    }
    default:
      return false;
  }
}
