/**
 * The end of `npm run demo`: the published site served locally by the rules of the chosen `host`
 * (`emulator/static-server.ts`), until Ctrl+C. Where nobody can press Ctrl+C (CI, no terminal on stdin, `--no-serve`)
 * it prints the URL it would serve and returns, so scripts and tests never hang.
 */
import fs from 'node:fs';
import { HOSTS, type Host } from '../src/site/hosts/hosts.ts';
import { parseBasePath } from '../src/site/rebase/base-path.ts';
import { serveSite, type StaticServer } from '../emulator/static-server.ts';

/** The port the demo serves on unless `--port` says otherwise: next to the emulator's 8787 and 8788. */
export const DEMO_PORT = 8789;

/** Why the demo does not serve, or undefined when it does. */
export function reasonNotToServe(
  serve: boolean | undefined,
  env: NodeJS.ProcessEnv = process.env,
  interactive = Boolean(process.stdin.isTTY),
): string | undefined {
  if (serve === true) return undefined;
  if (serve === false) return '--no-serve';
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return 'CI is set';
  return interactive ? undefined : 'stdin is not a terminal';
}

/** Where and how the site is served: the inputs that decide it, as the action read them. */
export interface ServePlan {
  host: Host;
  basePath: string;
  generatedCloudfrontFunction: boolean;
}

/** The host, base path and CloudFront function of the run's inputs (invalid ones fail the action before this). */
export function servePlan(inputs: Readonly<Record<string, string>>): ServePlan {
  const host = (HOSTS as readonly string[]).includes(inputs.host ?? '') ? (inputs.host as Host) : 'auto';
  let basePath = '';
  try {
    basePath = inputs['base-path'] ? parseBasePath(inputs['base-path']) : '';
  } catch {
    // The action refused it and has said why; there is no site to serve under it.
  }
  return { host, basePath, generatedCloudfrontFunction: Boolean(inputs['cloudfront-function']) };
}

/**
 * Serves `site` by `plan` on `port` (the default port falls back to any free one when taken), prints its URL, and
 * resolves once Ctrl+C (SIGINT) or SIGTERM has closed the server. Without serving (`notServing` says why), prints
 * the URL it would use and resolves at once.
 */
export async function serveDemo(
  site: string,
  plan: ServePlan,
  port: number | undefined,
  notServing: string | undefined,
): Promise<void> {
  const rules = `the rules of host ${plan.host}${plan.basePath ? `, under ${plan.basePath}/` : ''}`;
  if (!fs.existsSync(site)) {
    console.log('\nNo site to serve: the action did not publish one.');
    return;
  }
  if (notServing) {
    const url = `http://127.0.0.1:${port ?? DEMO_PORT}${plan.basePath}/`;
    console.log(`\nNot serving (${notServing}). npm run demo -- --serve would serve the site by ${rules} at`);
    console.log(`  ${url}`);
    return;
  }
  let server: StaticServer;
  try {
    server = await serveSite({ root: site, ...plan, port: port ?? DEMO_PORT });
  } catch (error) {
    if (port !== undefined || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    server = await serveSite({ root: site, ...plan, port: 0 });
  }
  console.log(`\nServing the site by ${rules}, at`);
  console.log(`  ${server.url}`);
  console.log('Press Ctrl+C to stop.');
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      console.log('\nStopped.');
      void server.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
