import { parse, type DocumentNode, type ParseOptions, type Source } from 'graphql';
import { problem } from '../../service/errors.js';
import { graphqlError } from './errors.js';

/**
 * graphql-js parses by recursive descent: a 10 KB document nested 2,000 levels deep (selections,
 * list or object values) overflowed the stack and answered 500. Real documents nest a dozen levels;
 * GraphiQL's introspection query, the largest we expect, is about 300 tokens.
 */
export const MAX_DOCUMENT_DEPTH = 40;
export const MAX_DOCUMENT_TOKENS = 5_000;

/**
 * `parse` with both limits: the depth is measured first by a flat scan of the brackets (outside
 * strings and comments), so no recursion ever starts on a document too deep for it; the token count
 * is graphql-js's own `maxTokens`. Either refusal is a 400 with a stable code, never a crash.
 */
export function parseWithLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const body = typeof source === 'string' ? source : source.body;
  const depth = bracketDepth(body, MAX_DOCUMENT_DEPTH);
  if (depth > MAX_DOCUMENT_DEPTH) {
    throw graphqlError(
      problem(
        'malformed',
        'document-too-deep',
        `a GraphQL document may nest at most ${MAX_DOCUMENT_DEPTH} levels of {}, [] and (); this one nests more`,
      ),
    );
  }
  try {
    return parse(source, { ...options, maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    if (error instanceof Error && /contains more th[ae]t? \d+ tokens/i.test(error.message)) {
      throw graphqlError(
        problem('malformed', 'document-too-long', `a GraphQL document may hold at most ${MAX_DOCUMENT_TOKENS} tokens`),
      );
    }
    throw error;
  }
}

/** The deepest nesting of brackets outside strings and comments, counting no further than just past `limit`. */
export function bracketDepth(body: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '#') {
      while (i < body.length && body[i] !== '\n' && body[i] !== '\r') i++;
    } else if (c === '"') {
      i = body.startsWith('"""', i) ? endOfBlockString(body, i + 3) : endOfString(body, i + 1);
    } else if (c === '{' || c === '[' || c === '(') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** The index of the closing quote of a string whose body starts at `i` (or the end of the line: the parser reports it). */
function endOfString(body: string, i: number): number {
  for (; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (c === '"' || c === '\n' || c === '\r') return i;
  }
  return i;
}

function endOfBlockString(body: string, i: number): number {
  for (; i < body.length; i++) {
    if (body[i] === '\\' && body.startsWith('\\"""', i)) i += 3;
    else if (body.startsWith('"""', i)) return i + 2;
  }
  return i;
}
