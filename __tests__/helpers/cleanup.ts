/** Loaded by jest before each test file (`setupFilesAfterEnv`): the folders of its action runs go when it ends. */
import { afterAll } from '@jest/globals';
import { removeRunFolders } from '../../emulator/runner.ts';

afterAll(removeRunFolders);
