import { describe, it } from 'vitest';
import { parse } from '../graphql/graphql-js.js';
import { expectAtMostCostOf } from '../test/growth.js';
import { useValidText } from './use-valid-text.js';

// 3,900,000 numbers (7.8 MB) under a variable held the event loop for 4.5 s when each item was a
// visit of its own. The check is held to the cost of parsing the request's JSON, which the
// server does anyway; timed apart from any server, so no idle connection expires meanwhile.

describe('the text check on a variable of millions of numbers', () => {
  it('costs no more than parsing the JSON it came in', () => {
    const numbers = new Array<number>(3_900_000).fill(0);
    const sent = JSON.stringify({ unused: numbers });
    const { onExecute } = useValidText() as { onExecute: (payload: unknown) => void };
    const args = { document: parse('{ __typename }'), variableValues: { unused: numbers } };
    expectAtMostCostOf(
      () => onExecute({ args, setResultAndStopExecution: () => {} }),
      () => JSON.parse(sent),
    );
  });
});
