/** The base-path proofs (helpers/base-path-browser.ts) on the fixture built with Turbopack, as Mintlify's are. */
import { basePathBrowserSuite } from '../helpers/base-path-browser.ts';

basePathBrowserSuite('turbopack');
