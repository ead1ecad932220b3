import { InputError } from '../common/errors.ts';

/**
 * Input `external-assets` (issue 38): `keep` leaves off-site URLs as they are (the behaviour before the input);
 * `report` lists every off-site URL the published site requests, in the log and the step summary, failing nothing;
 * `bundle` fetches what pages and stylesheets load into the site and points them at it (`bundle.ts`).
 */
export type ExternalAssetsMode = 'keep' | 'report' | 'bundle';

/** The folder of the site `bundle` stores what it fetches in (issue 38: "under one folder of the site"). */
export const ASSET_FOLDER = '_external';

/** The answer to Mintlify's `/_mintlify/api/user` (`cloud.ts`), a file the hosts' rules serve as a file. */
export { USER_FILE } from '../site/hosts/hosts.ts';

/** The values the input accepts, in the order its error lists them. */
export const EXTERNAL_ASSETS_MODES: readonly ExternalAssetsMode[] = ['keep', 'report', 'bundle'];

/**
 * Reads input `external-assets` (empty: `keep`). Every mode works with `verify: off`: `report` reads the site with the
 * verification's scan, which then runs for the listing alone (`verify/step.ts` `listExternalAssets`).
 * @param text the input's trimmed value
 * @param context what the modes need: a downloaded site (`download`)
 * @throws InputError naming the valid values, or what the mode needs
 */
export function parseExternalAssets(text: string, context: { download: boolean }): ExternalAssetsMode {
  const mode = text || 'keep';
  if (!(EXTERNAL_ASSETS_MODES as readonly string[]).includes(mode))
    throw new InputError('external-assets', `'${text}' is not one of ${EXTERNAL_ASSETS_MODES.join(', ')}`);
  if (mode !== 'keep' && !context.download)
    throw new InputError('external-assets', `${mode} needs download: true (with download: false no site is read)`);
  return mode as ExternalAssetsMode;
}
