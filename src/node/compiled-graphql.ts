import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-jit compiles each operation to JavaScript once and runs that, which roughly halves the
 * executor's share of a GraphQL move (`npm run bench graphql`). Its own coercion of variables does
 * not enforce `@oneOf` (a `MoveInput` naming two moves would reach the resolver), so graphql-js
 * coerces the variables first and refuses what the spec refuses; literals are checked by validation.
 */
const coerceVariablesFirst: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation == null) return;
    const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: 25 });
    if (coerced.errors !== undefined) setResultAndStopExecution({ errors: coerced.errors });
  },
};

/**
 * The plugins that run GraphQL operations compiled: node only. Workers refuse code generated at run
 * time (`new Function`), and graphql-jit does not load there, so the Worker keeps graphql-js's executor.
 */
// Envelop's plugin type is generic in its context where Yoga's is not; the plugin reads no context.
// Subscriptions keep graphql-js: graphql-jit's subscribe loses literal arguments (`gameUpdated(id: "…",
// after: 0)` reached the resolver with neither), and a long-lived stream gains nothing from compiling.
const notSubscription = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }): boolean =>
  getOperationAST(args.document, args.operationName)?.operation !== 'subscription';
export const compiledGraphql = (): Plugin[] => [coerceVariablesFirst, useGraphQlJit({}, { enableIf: notSubscription }) as Plugin];
