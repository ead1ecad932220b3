import { InputError } from '../../common/errors.ts';

// Apart from agent-files.ts so that reading the inputs does not load the page parsers and the Markdown converter.

/** The `agent-files` input's values (issue 22 "Agent files"). */
export const AGENT_FILES_MODES = ['auto', 'full', 'off'] as const;
/** One value of the `agent-files` input. */
export type AgentFilesMode = (typeof AGENT_FILES_MODES)[number];

/**
 * Reads the `agent-files` input (empty: `auto`).
 * @throws InputError naming the valid values
 */
export function parseAgentFilesMode(text: string): AgentFilesMode {
  const value = text || 'auto';
  if ((AGENT_FILES_MODES as readonly string[]).includes(value)) return value as AgentFilesMode;
  throw new InputError('agent-files', `'${text}' is not one of ${AGENT_FILES_MODES.join(', ')}`);
}
