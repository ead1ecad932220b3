/**
 * The step log as a person reads it, for `npm run demo`: the runner reads workflow commands (`::group::`, `::debug::`,
 * `::add-mask::`, `::error …::`) out of the log, so the raw log shows them as they were written.
 */

/** Workflow command data and properties as `@actions/core` escapes them (`%25`, `%0D`, `%0A`; `%3A`, `%2C` too). */
function unescapeCommand(text: string): string {
  return text.replace(/%(25|0D|0A|3A|2C)/gi, (_all, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}

const LEVELS: Record<string, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' };

/**
 * Renders `log`: a group's title as a heading (`▸ Title`) with its lines indented, debug lines left out (their count
 * said at the end), `::add-mask::` lines dropped, and annotations as `Error: title: message` with their lines.
 * Lines the runner would not take for a command stay as they are.
 */
export function renderLog(log: string): string {
  const out: string[] = [];
  let indent = '';
  let debug = 0;
  for (const line of log.split('\n')) {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/s.exec(line);
    if (!command) {
      out.push(line === '' ? '' : `${indent}${line}`);
      continue;
    }
    const [, name, properties, data] = command as unknown as [string, string, string | undefined, string];
    if (name === 'group') {
      out.push('', `▸ ${unescapeCommand(data)}`);
      indent = '  ';
    } else if (name === 'endgroup') {
      indent = '';
    } else if (name === 'debug') {
      debug++;
    } else if (name === 'add-mask') {
      continue;
    } else if (LEVELS[name]) {
      const title = /(?:^|,)title=([^,]*)/.exec(properties ?? '')?.[1];
      const head = `${LEVELS[name]}${title ? `: ${unescapeCommand(title)}` : ''}`;
      const [first, ...more] = unescapeCommand(data).split('\n');
      out.push(`${indent}${head}: ${first}`, ...more.map((text) => `${indent}  ${text}`));
    } else {
      out.push(`${indent}${line}`);
    }
  }
  if (debug > 0)
    out.push('', `(${debug} debug line${debug === 1 ? '' : 's'} left out: the runner shows them with debug logging)`);
  return out.join('\n');
}
