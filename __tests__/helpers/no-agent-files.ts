/**
 * For tests that compare the site folder with the served bundle file for file: `agent-files` defaults to `auto`,
 * which adds an `llms.txt` to an export without one. Agent files have their own tests (`site-files.e2e.test.ts`).
 */
export const NO_AGENT_FILES = { 'agent-files': 'off' } as const;
