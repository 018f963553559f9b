import type { SonyDisplayStatus } from '../../graphql/generated';
import type { InputError } from '../../kit/errorMessage';

// Words the Sony BRAVIA pages share.

export const STATUS_TEXT: Record<SonyDisplayStatus, string> = {
  waiting: 'Waiting for first start',
  playing: 'Playing',
  released: 'Released',
};

export const ZTP_PATH = '/sony-bravia/ztp';
export const CODE_PATH = '/sony-bravia/ztp/code';
export const DEREGISTER_PATH = '/sony-bravia/deregister';

/** Fluent Field props showing the server's sentence for `path`, if it sent one. */
export function fieldState(errors: readonly InputError[], path: string) {
  const found = errors.find((e) => e.path === path);
  return found
    ? { validationState: 'error' as const, validationMessage: found.message }
    : { validationState: 'none' as const };
}

/** The error to show above the form: whatever is not beside a field. */
export const unplacedError = (errors: readonly InputError[], message: string | null) =>
  errors.length > 0 ? null : message;
