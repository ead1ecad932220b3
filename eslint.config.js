import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '__tests__/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-nested-ternary': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CloudFront Functions (cloudfront-js-2.0) are scripts: CloudFront calls the top-level `handler` by name.
    files: ['recipes/cloudfront/**/*.js'],
    languageOptions: { sourceType: 'script', globals: {} },
    rules: { '@typescript-eslint/no-unused-vars': 'off', 'no-unused-vars': 'off' },
  },
  {
    files: ['__tests__/**', 'emulator/**', 'scripts/**'],
    rules: {
      // Tests and tools read JSON bodies and emulator records whose shapes they assert on.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier wraps code at 120 columns but cannot wrap
    // strings and comments.
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true }] },
  },
);
