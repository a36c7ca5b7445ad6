import { afterAll } from 'vitest';
import { endOfFile } from './file-end.js';

/**
 * Setup file of the server's test projects (`vitest.config.ts`): each test file's cleanups
 * (`tempDir`, servers started inside a test) run when the file ends.
 */
afterAll(endOfFile);
