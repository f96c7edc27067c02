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

/** Workers refuse code generated at run time (`new Function`): there the interpreter runs operations. */
function codeGenerationAllowed(): boolean {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
}

/** The plugins that run operations compiled, or none where the runtime forbids compiling. */
export const compiledExecution = (): Plugin[] => (codeGenerationAllowed() ? [coerceVariablesFirst, useGraphQlJit() as Plugin] : []);
