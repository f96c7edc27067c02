/**
 * Test files that replace a module (`vi.mock`) and so need a module registry of their own. The node
 * project runs its files without isolation (vitest.config.ts): a fork keeps the modules one file
 * loaded for the next, which halves the suite's CPU, and a mock would then see (or leave) a module
 * another file had loaded. These run in the `node-isolated` project, each file in a fresh fork.
 * test/isolated-tests.test.ts checks that every test file that mocks a module is listed here.
 */
export const ISOLATED_TEST_FILES = ['test/unit/games/evolve-applies-only.test.ts'];
