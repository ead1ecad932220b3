import { createDefaultEsmPreset } from 'ts-jest';

/** @type {import('jest').Config} */
export default {
  ...createDefaultEsmPreset({ tsconfig: 'tsconfig.json' }),
  testEnvironment: 'node',
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/cleanup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // NodeNext sources may import './x.js'; the files on disk are './x.ts'.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // End-to-end tests spawn dist/index.js and talk to a local emulator.
  testTimeout: 60_000,
};
