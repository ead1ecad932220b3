/**
 * Loaded before each file of the jest `browser` project (`setupFilesAfterEnv`): jest-circus reads `testTimeout` from
 * the global config only, so a project's own `testTimeout` is ignored and these tests had the default 60 s.
 */
import { jest } from '@jest/globals';

// Chromium loads every page of several sites per test: on a 2-core runner that also runs three other files, one such
// test can take past a minute, while no page load or navigation waits more than its own bound.
jest.setTimeout(240_000);
