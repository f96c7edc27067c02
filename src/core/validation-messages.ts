/**
 * zod's validation issues in words a client developer can act on: the field, then what was expected
 * ("players[0].name is required (a string)", "turnSeconds: expected a number of at least 5, got 2"),
 * never zod's own "players.0: Invalid input". Pure: REST, GraphQL and the engine's `bad-move` all
 * word their validation errors here.
 */

/** One field's problem, as served in `errors` (REST problem+json and GraphQL extensions alike). */
export interface FieldError {
  /** The field, as a client writes it: `players[0].name`; the root's name (`body`, `move`) for the value itself. */
  readonly field: string;
  readonly message: string;
}

/** The parts of a zod (v4) issue read here; the rest of zod's shape is not relied on. */
interface Issue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly origin?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: boolean;
  readonly keys?: readonly string[];
  readonly values?: readonly unknown[];
  readonly options?: readonly unknown[];
  readonly format?: string;
  readonly divisor?: unknown;
  readonly errors?: readonly (readonly Issue[])[];
}

/**
 * Every issue as a field and a sentence; `root` names the value itself (e.g. `body`, `move`, `options`),
 * and `under` is where that value sits in the request (`['move']`: fields read `move.gear`).
 */
export function fieldErrors(issues: readonly Issue[], root: string, under: readonly PropertyKey[] = []): FieldError[] {
  const out: FieldError[] = [];
  const add = (issue: Issue, prefix: readonly PropertyKey[]): void => {
    const path = [...prefix, ...issue.path];
    const meant = issue.code === 'invalid_union' && (issue.options ?? []).length === 0 ? meantMembers(issue) : [];
    if (meant.length === 1) {
      // Only one member of the union fits the fields given: its own errors, each under its full field name.
      for (const inner of meant[0]!) if (inner.code !== 'unrecognized_keys') add(inner, path);
      return;
    }
    const error = { field: fieldName(path, root), message: describe(issue) };
    if (!out.some((e) => e.field === error.field && e.message === error.message)) out.push(error);
  };
  for (const issue of issues) add(issue, under);
  return out;
}

/** The members of a union the given fields fit (no unknown field): the ones the client meant; all of them when none fits. */
function meantMembers(issue: Issue): readonly (readonly Issue[])[] {
  const all = issue.errors ?? [];
  const fitting = all.filter((branch) => !branch.some((inner) => inner.code === 'unrecognized_keys'));
  return fitting.length > 0 ? fitting : all;
}

/** The issues as one line for a problem's `detail`: `field: what was expected; …`. */
export function describeIssues(issues: readonly Issue[], root: string, under: readonly PropertyKey[] = []): string {
  return fieldErrors(issues, root, under)
    .map((e) => `${e.field}: ${e.message}`)
    .join('; ');
}

/** `players[0].name` from `['players', 0, 'name']`. */
export function fieldName(path: readonly PropertyKey[], root: string): string {
  let name = '';
  for (const part of path)
    name += typeof part === 'number' ? `[${part}]` : name === '' ? String(part) : `.${String(part)}`;
  return name === '' ? root : name;
}

const ARTICLE: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'a list',
  integer: 'a whole number',
  int: 'a whole number',
  undefined: 'nothing',
};
const a = (type: string): string => ARTICLE[type] ?? (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const listed = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');
const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };

/** What zod saw instead, when its message names it ("…, received undefined"). */
const received = (message: string): string | undefined => /received (\w+)/.exec(message)?.[1];

function bound(issue: Issue, side: 'least' | 'most'): string {
  const limit = String(side === 'least' ? issue.minimum : issue.maximum);
  const origin = issue.origin ?? 'value';
  const exclusive = issue.inclusive === false;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return `expected a number ${exclusive ? (side === 'least' ? 'greater than' : 'less than') : `of at ${side}`} ${limit}`;
  }
  const unit = UNITS[origin] ?? 'items';
  return `expected at ${side} ${limit} ${limit === '1' ? unit.replace(/s$/, '') : unit}`;
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      const got = received(issue.message);
      // zod v4 says "expected nonoptional" of a missing member whose schema takes anything.
      if (got === 'undefined') return expected === 'nonoptional' ? 'required' : `required (${a(expected)})`;
      // A query string coerced to a number: "abc" became NaN, which the client never sent.
      if (got === 'NaN') return `expected ${a(expected)}, got text that is not one`;
      // zod calls every number a number: "expected int, received number" is a number with a fraction.
      if (got === undefined || (a(expected) === 'a whole number' && got === 'number')) return `expected ${a(expected)}`;
      return `expected ${a(expected)}, got ${got === 'null' ? 'null' : a(got)}`;
    }
    case 'too_small':
      return bound(issue, 'least');
    case 'too_big':
      return bound(issue, 'most');
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `${keys.length === 1 ? 'has a field it does not take' : 'has fields it does not take'}: ${listed(keys)}`;
    }
    case 'invalid_value':
      return (issue.values ?? []).length === 1
        ? `expected ${listed(issue.values!)}`
        : `expected one of ${listed(issue.values ?? [])}`;
    case 'invalid_format':
      return `expected ${a(issue.format ?? 'formatted')} value`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return describeUnion(issue);
    default:
      return issue.message;
  }
}

/**
 * A value that fits no member of a union: the allowed `type`s of a discriminated union, or what each
 * member wanted (merged when they all wanted the same, e.g. "an object").
 */
function describeUnion(issue: Issue): string {
  if ((issue.options ?? []).length > 0) return `expected one of ${listed(issue.options!)}`;
  const branches = meantMembers(issue).map((branch) =>
    branch
      .filter((inner) => inner.code !== 'unrecognized_keys')
      .map((inner) => (inner.path.length === 0 ? describe(inner) : `${fieldName(inner.path, '')}: ${describe(inner)}`))
      .join(' and '),
  );
  const distinct = [...new Set(branches.filter((b) => b !== ''))];
  if (distinct.length === 0) return 'matches none of the allowed shapes';
  if (distinct.length === 1) return distinct[0]!;
  return `matches none of the allowed shapes: either ${distinct.join('; or ')}`;
}
