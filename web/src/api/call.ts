import {
  type CallAnswer,
  CallError,
  type CallInput,
  type CallName,
  call,
} from '@cineclub/contract';
import { ApiError } from './client';

/**
 * Asks for a call of the typed map from the page's origin; a failed call throws the ApiError
 * the screens already tell apart by status.
 */
export async function ask<N extends CallName>(
  name: N,
  input: CallInput<N>,
  signal?: AbortSignal,
): Promise<CallAnswer<N>> {
  try {
    return await call(name, input, { signal });
  } catch (error) {
    if (error instanceof CallError) throw new ApiError(error.status, error.message);
    throw error;
  }
}
