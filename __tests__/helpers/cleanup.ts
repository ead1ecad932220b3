/**
 * Loaded by jest before each test file (`setupFilesAfterEnv`): the folders of its action runs, and the emulator's
 * test certificate if it made one, go when it ends.
 */
import { afterAll } from '@jest/globals';
import { removeRunFolders } from '../../emulator/runner.ts';
import { removeTestCertificate } from '../../emulator/tls.ts';

afterAll(async () => {
  await removeRunFolders();
  removeTestCertificate();
});
