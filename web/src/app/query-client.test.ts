import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not ask again for what the server refused (a missing film is fetched once)', () => {
    expect(shouldRetry(0, new ApiError(404, 'No existe esa película'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'No autorizado'))).toBe(false);
  });

  it('retries once what may pass', () => {
    expect(shouldRetry(0, new ApiError(503, 'Ocupado'))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
