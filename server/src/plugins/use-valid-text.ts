import type { DocumentNode, ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors.js';
import { Kind } from '../graphql/graphql-js.js';

export const INVALID_TEXT =
  'Text may not contain the NUL character (U+0000) or broken Unicode (an unpaired surrogate)';

// NUL and unpaired UTF-16 surrogates: PostgreSQL refuses them in text columns (an internal error
// before this guard), and no name, e-mail or setting needs them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isInvalid = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string in a variable value that is not valid text, or null. Walked with
 * a stack, and the path is only spelled out when found: a hostile value nested 50,000 levels deep
 * must neither overflow the call stack nor build 50,000 path strings. Only containers and invalid
 * strings are ever pushed, and arrays are read by index, so a list of millions of numbers costs
 * one pass over it and no allocation per item.
 */
function invalidIn(root: unknown): string | null {
  if (typeof root === 'string') return isInvalid(root) ? '' : null;
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') return pathOf(visit);
    const keys = Array.isArray(value) ? null : Object.keys(value as object);
    const length = keys ? keys.length : (value as unknown[]).length;
    // Pushed last to first, so the first invalid string in document order is the one reported.
    for (let i = length - 1; i >= 0; i--) {
      const key = keys ? keys[i]! : i;
      const child = (value as Record<string | number, unknown>)[key];
      const worthAVisit =
        typeof child === 'string' ? isInvalid(child) : child !== null && typeof child === 'object';
      if (worthAVisit) stack.push({ value: child, key: String(key), parent: visit });
    }
  }
  return null;
}

function literalIsInvalid(document: DocumentNode): boolean {
  const stack: unknown[] = [...document.definitions];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const { kind, value } = node as { kind?: string; value?: unknown };
    if (kind === Kind.STRING && typeof value === 'string' && isInvalid(value)) return true;
    // `loc` links every token to its neighbours: a cycle, and no value lives there.
    for (const [key, child] of Object.entries(node))
      if (key !== 'loc' && child && typeof child === 'object') stack.push(child);
  }
  return false;
}

/**
 * Each parsed document's answer, found once: the parser's cache hands the same document to every
 * request of the same query, and the walk over all its nodes cost as much as a small read.
 */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function literalIsInvalidOnce(document: DocumentNode): boolean {
  let invalid = literalsChecked.get(document);
  if (invalid === undefined) literalsChecked.set(document, (invalid = literalIsInvalid(document)));
  return invalid;
}

/**
 * Refuses, with BAD_USER_INPUT and before any resolver, an operation whose arguments or variables
 * carry text no database column should hold, on SQLite and PostgreSQL alike.
 */
export function useValidText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { document, variableValues } = args as ExecutionArgs;
      const path = invalidIn(variableValues ?? {});
      if (path !== null || literalIsInvalidOnce(document)) {
        const fieldErrors = path ? [{ path, message: INVALID_TEXT }] : [];
        setResultAndStopExecution({ errors: [badUserInput(INVALID_TEXT, fieldErrors)] });
      }
    },
  };
}
