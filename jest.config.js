import { createDefaultEsmPreset } from 'ts-jest';

/**
 * A test's limit, ms: what catches a hang, never a speed bound (speed is `npm run bench`). On two cores that other jobs
 * kept at a load of 7 to 25, end-to-end runs of thousands of pages took past the former 60 s; above runAction's own
 * safety net (`KILL_AFTER_MS`, 240 s), so a killed run reports its log.
 */
const TEST_TIMEOUT_MS = 300_000;

const project = {
  ...createDefaultEsmPreset({ tsconfig: 'tsconfig.json' }),
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/cleanup.ts'],
  // NodeNext sources may import './x.js'; the files on disk are './x.ts'.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // End-to-end tests spawn dist/index.js and talk to a local emulator.
  testTimeout: TEST_TIMEOUT_MS,
};

/** @type {import('jest').Config} */
export default {
  // Inside the checkout (node_modules is ignored by git), not jest_0 in the system temp folder.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // Most test files wait on a spawned dist/index.js, the emulator, timers or Chromium, not on a core: jest's default
  // of one worker per core but one (a single worker on a 2-core runner) ran them one after another.
  maxWorkers: 4,
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    {
      ...project,
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.browser\\.test\\.ts$'],
    },
    {
      ...project,
      displayName: 'browser',
      testMatch: ['<rootDir>/__tests__/**/*.browser.test.ts'],
      // A project's testTimeout is ignored (jest-circus reads the global one): this file sets 240 s.
      setupFilesAfterEnv: [...project.setupFilesAfterEnv, '<rootDir>/__tests__/helpers/browser-timeout.ts'],
    },
    {
      // The happy path, the fault scripts and the parallel ranges again, with the emulator's API and storage on HTTPS.
      ...project,
      displayName: 'https',
      testMatch: [
        '<rootDir>/__tests__/e2e/e2e.test.ts',
        '<rootDir>/__tests__/e2e/service/faults-api.e2e.test.ts',
        '<rootDir>/__tests__/e2e/transfer/faults-storage.e2e.test.ts',
        '<rootDir>/__tests__/e2e/transfer/ranges.e2e.test.ts',
      ],
      setupFiles: ['<rootDir>/__tests__/helpers/https.ts'],
    },
  ],
};
