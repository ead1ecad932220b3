/**
 * Loaded before each file of the jest `browser` project (`setupFilesAfterEnv`): jest-circus reads `testTimeout` from
 * the global config only, so a project's own `testTimeout` is ignored and these tests would have the global limit.
 */
import { jest } from '@jest/globals';

// Chromium loads every page of several sites per test: on a 2-core runner that also runs three other files, one such
// test took past a minute, and at a load of 25 past four, while no page load or navigation waits more than its own
// bound. A limit catches a hang, never a slow machine; a hook that builds the fixture adds the builds' own budget.
jest.setTimeout(600_000);
