/**
 * One run of the agent files or the change list in a process of its own, for `npm run bench -- site`: prints JSON
 * with wall and CPU time (ms), peak resident memory (MB, whole process) and what was written or found.
 * Usage: node scripts/site-files-probe.ts agent-files <site folder> <auto|full> <host>
 *        node scripts/site-files-probe.ts changes <new site folder> <previous site folder> <host>
 */
import { writeAgentFiles, type AgentFilesMode } from '../src/site/agent-files/agent-files.ts';
import { compareSites, listFiles } from '../src/site/hosts/changes.ts';
import type { Host } from '../src/site/hosts/hosts.ts';
import { startFigures } from './probe-figures.ts';

const [what, first, second, host] = process.argv.slice(2);
const figures = startFigures();
let result: Record<string, unknown>;
if (what === 'agent-files') {
  const files = [...(await listFiles(first!)).keys()];
  const written = await writeAgentFiles({
    mode: second as AgentFilesMode,
    root: first!,
    files,
    host: host as Host,
    siteUrl: 'https://docs.example.com',
    basePath: '',
  });
  result = { pages: written.pages, written: written.written.length, markdownCopies: written.markdownCopies };
} else {
  const list = await compareSites(first!, second!, { host: host as Host, basePath: '' });
  result = {
    added: list.added.length,
    modified: list.modified.length,
    removed: list.removed.length,
    urls: list.urls.length,
  };
}
figures.print({
  ...result,
});
