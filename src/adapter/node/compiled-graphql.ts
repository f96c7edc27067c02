import {
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { makeExecute, type Plugin } from 'graphql-yoga';
import type { AppOptions } from '../../api/app.js';
import { inputObjectsHold } from './input-object-variables.js';

/** A compiled operation, or the errors compiling it gave (answered as the operation's result). */
type Compiled = Pick<CompiledQuery, 'query' | 'stringify'>;

/**
 * graphql-jit compiles each operation to JavaScript once and runs that, which roughly halves the
 * executor's share of a GraphQL move (`npm run bench graphql`). Compiled once per parsed document
 * (Yoga's document cache hands back the same document for the same text) and operation name: a
 * document may hold several operations, and caching by document alone (as @envelop/graphql-jit
 * does) ran whichever operation was asked for first.
 */
const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();

function compiledFor(args: ExecutionArgs): Compiled {
  let byName = compiledByDocument.get(args.document);
  if (byName === undefined) compiledByDocument.set(args.document, (byName = new Map()));
  const name = args.operationName ?? '';
  let compiled = byName.get(name);
  if (compiled === undefined) {
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    // A document that does not compile (an unknown operation name, say) answers its errors.
    compiled = isCompiledQuery(result) ? result : { query: () => result, stringify: (r) => JSON.stringify(r) };
    byName.set(name, compiled);
  }
  return compiled;
}

/** Runs a query or mutation compiled; the result carries the operation's own JSON writer, which Yoga's answer uses. */
function executeCompiled(args: ExecutionArgs): Promise<ExecutionResult> | ExecutionResult {
  const compiled = compiledFor(args);
  const result = compiled.query(args.rootValue, args.contextValue, args.variableValues);
  // No closure for an answer made at once: under tsx (tests, `npm run dev`) every closure made under a
  // `const` is named (a `defineProperty` per request).
  return result instanceof Promise ? result.then((r) => writtenBy(r, compiled)) : writtenBy(result, compiled);
}

function writtenBy(result: ExecutionResult, compiled: Compiled): ExecutionResult {
  return Object.assign(result, { stringify: compiled.stringify });
}

/**
 * graphql-jit's own coercion of variables does not enforce `@oneOf` (a `MoveInput` naming two moves
 * would reach the resolver), so graphql-js coerces the variables first and refuses what the spec
 * refuses; literals are checked by validation. `null` when the variables may run.
 */
function variableErrors(
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName' | 'variableValues'>,
): ExecutionResult | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation == null) return null;
  const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, {
    maxErrors: 25,
  });
  return coerced.errors === undefined ? null : { errors: coerced.errors };
}

// Subscriptions keep graphql-js: graphql-jit's subscribe loses literal arguments (`gameUpdated(id: "…",
// after: 0)` reached the resolver with neither), and a long-lived stream gains nothing from compiling.
const notSubscription = (args: Pick<ExecutionArgs, 'document' | 'operationName'>): boolean =>
  getOperationAST(args.document, args.operationName)?.operation !== 'subscription';

const coerceVariablesFirst: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const refused = variableErrors(args);
    if (refused !== null) setResultAndStopExecution(refused);
  },
};

const compiledExecutor: Plugin = {
  onExecute({ args, setExecuteFn }) {
    if (notSubscription(args)) setExecuteFn(makeExecute(executeCompiled));
  },
};

/**
 * The direct path's executor: graphql-jit coerces the variables as it runs the operation, and
 * graphql-js coerces them first only when an input object is given in a shape graphql-jit takes and
 * graphql-js refuses (`inputObjectsHold`: a `@oneOf` input of two fields, a list or unknown fields
 * for an object). Variables graphql-jit
 * refuses (an answer without `data`: nothing ran) are coerced again by graphql-js, so a refusal
 * says what it said when graphql-js checked every request first. Coercing every request twice was
 * a tenth of a GraphQL move's request-thread CPU (`npm run bench graphql`).
 */
function executeDirect(args: ExecutionArgs): Promise<ExecutionResult> | ExecutionResult {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation == null || !inputObjectsHold(args.schema, operation, args.variableValues))
    return variableErrors(args) ?? executeCompiled(args);
  const result = executeCompiled(args);
  if (result instanceof Promise || 'data' in result) return result;
  return variableErrors(args) ?? result;
}

/**
 * GraphQL operations run compiled: node only. Workers refuse code generated at run time
 * (`new Function`), and graphql-jit does not load there, so the Worker keeps graphql-js's executor.
 * Yoga runs them through its plugins; the direct path for plain JSON POSTs (api/graphql/direct-post.ts)
 * through `graphqlExecutor`, the same coercion and the same compiled operations.
 */
export const compiledGraphql = (): Required<Pick<AppOptions, 'graphqlPlugins' | 'graphqlExecutor'>> => ({
  graphqlPlugins: [coerceVariablesFirst, compiledExecutor],
  graphqlExecutor: executeDirect,
});
