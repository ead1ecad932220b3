/**
 * The major of every third-party action the recipes, the README and this repository's workflows use, with the
 * inputs its `action.yml` declares AT THAT MAJOR. Read from each repository's major tag (commit and date below);
 * actionlint knows inputs only up to the majors of its own release, so this list is what checks newer ones.
 * To move an action to a new major: read its action.yml at the new tag, update `major`, `inputs` and `evidence`.
 */
export interface Pin {
  /** The major tag every `uses:` must name, e.g. `v7`. */
  major: string;
  /** Inputs declared by action.yml at that major. */
  inputs: readonly string[];
  /** Where the inputs were read: tag, commit, date, and what changed at the major. */
  evidence: string;
}

/** Splits a list of input names written one or more per line. */
function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export const PINS: Record<string, Pin> = {
  'actions/checkout': {
    major: 'v7',
    inputs: words(`
      allow-unsafe-pr-checkout clean fetch-depth fetch-tags filter github-server-url lfs path
      persist-credentials ref repository set-safe-directory show-progress sparse-checkout
      sparse-checkout-cone-mode ssh-key ssh-known-hosts ssh-strict ssh-user submodules token
    `),
    evidence: 'tag v7 = v7.0.1 (3d3c42e5, 2026-07-17), node24; v7.0.0: ESM, blocks fork PR checkouts',
  },
  'actions/setup-node': {
    major: 'v7',
    inputs: words(`
      architecture cache cache-dependency-path check-latest mirror mirror-token node-version
      node-version-file package-manager-cache registry-url scope token
    `),
    evidence: 'tag v7 = v7.0.0 (82076278, 2026-07-13), node24; README "Breaking changes in V7": ESM',
  },
  'actions/upload-pages-artifact': {
    major: 'v5',
    inputs: words(`
      include-hidden-files name path retention-days
    `),
    evidence: 'tag v5 = v5.0.0 (fc324d35, 2026-04-08), composite; dotfiles only with include-hidden-files',
  },
  'actions/deploy-pages': {
    major: 'v5',
    inputs: words(`
      artifact_name error_count preview reporting_interval timeout token
    `),
    evidence: 'tag v5 = v5.0.0 (cd2ce8fc, 2026-03-24), node24',
  },
  'actions/upload-artifact': {
    major: 'v7',
    inputs: words(`
      archive compression-level if-no-files-found include-hidden-files name overwrite path
      retention-days
    `),
    evidence: 'tag v7 = v7.0.0 (bbbca2dd, 2026-02-25), node24; "Support direct file uploads": archive: false',
  },
  'actions/download-artifact': {
    major: 'v8',
    inputs: words(`
      artifact-ids digest-mismatch github-token merge-multiple name path pattern repository run-id
      skip-decompress
    `),
    evidence: 'tag v8 = v8.0.1 (3e5f45b2, 2026-03-11), node24; non-zip artifacts are not decompressed',
  },
  'actions/cache/save': {
    major: 'v5',
    inputs: words(`
      enableCrossOsArchive key path upload-chunk-size
    `),
    evidence: 'tag v5 = v5.0.5 (27d5ce7f, 2026-04-13), save/action.yml, node24',
  },
  'actions/cache/restore': {
    major: 'v5',
    inputs: words(`
      enableCrossOsArchive fail-on-cache-miss key lookup-only path restore-keys
    `),
    evidence: 'tag v5 = v5.0.5 (27d5ce7f, 2026-04-13), restore/action.yml, node24',
  },
  'aws-actions/configure-aws-credentials': {
    major: 'v6',
    inputs: words(`
      action-timeout-s allowed-account-ids audience aws-access-key-id aws-profile aws-region
      aws-secret-access-key aws-session-token custom-tags disable-retry force-skip-oidc http-proxy
      inline-session-policy managed-session-policies mask-aws-account-id no-proxy output-credentials
      output-env-credentials overwrite-aws-profile retry-max-attempts role-chaining
      role-duration-seconds role-external-id role-session-name role-skip-session-tagging
      role-to-assume special-characters-workaround sts-endpoint transitive-tag-keys
      unset-current-credentials use-existing-credentials web-identity-token-file
    `),
    evidence: 'tag v6 = v6.2.3 (e6de0542, 2026-07-22); CHANGELOG 6.0.0 (2026-02-04), breaking: node24',
  },
  'cloudflare/wrangler-action': {
    major: 'v4',
    inputs: words(`
      accountId apiToken command environment gitHubToken packageManager postCommands preCommands quiet
      secrets vars workingDirectory wranglerVersion
    `),
    evidence: 'tag v4 = v4.0.0 (ebbaa158, 2026-05-12), node24; CHANGELOG 4.0.0: Wrangler 4 by default',
  },
  'github/codeql-action/init': {
    major: 'v4',
    inputs: words(`
      analysis-kinds build-mode check-run-id config config-file db-location debug debug-artifact-name
      debug-database-name dependency-caching external-repository-token languages matrix packs
      quality-queries queries ram registries setup-python-dependencies source-root threads token tools
      trap-caching
    `),
    evidence: 'tag v4 = v4.36.2 (8aad20d1, 2026-06-04), init/action.yml, node24; v3 deprecated Dec 2026',
  },
  'github/codeql-action/analyze': {
    major: 'v4',
    inputs: words(`
      add-snippets category check_name checkout_path cleanup-level expect-error matrix output
      post-processed-sarif-path ram ref sha skip-queries threads token upload upload-database
      wait-for-processing
    `),
    evidence: 'tag v4 = v4.36.2 (8aad20d1, 2026-06-04), analyze/action.yml, node24',
  },
  'jamesives/github-pages-deploy-action': {
    major: 'v4',
    inputs: words(`
      branch clean clean-exclude commit-message dry-run folder force git-config-email git-config-name
      repository-name single-commit silent ssh-key tag target-folder token
    `),
    evidence: 'tag v4 = v4.6.8 (881db537, 2024-09-29), node20, the newest tag of the snapshot read here',
  },
  'azure/setup-helm': {
    major: 'v5',
    inputs: words(`
      downloadBaseURL token version
    `),
    evidence: 'Azure/setup-helm tag v5 = v5.0.1 (9bc31f4e, 2026-06-23), node24',
  },
};
