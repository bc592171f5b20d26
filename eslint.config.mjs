import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'frontend/dist/**',
      'node_modules/**',
      '.data/**',
      'packages/sdk/src/schema.d.ts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['backend/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // Nest resolves constructor parameters from emitted metadata; type-only imports would erase them.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['backend/src/modules/*/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg'],
              message: 'The model is pure: no framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports flow app -> features -> components, lib (ADR 0023): a feature, one per backend module,
    // imports no other feature and no app/ code; what needs two features is composed in app/.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['module'] },
        { type: 'components', pattern: 'frontend/src/components' },
        { type: 'lib', pattern: 'frontend/src/lib' },
        { type: 'test-support', pattern: 'frontend/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: { type: 'feature', captured: { module: '!{{ from.captured.module }}' } },
                },
              },
              message:
                'features/{{ from.captured.module }} imports features/{{ to.captured.module }}: a feature imports only components/, lib/ and its own files; compose the two in app/.',
            },
            {
              from: { element: { types: ['feature', 'components', 'lib'] } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only app/ (and the test support in test/) may import app/.',
            },
            {
              from: { element: { types: ['components', 'lib', 'test-support'] } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'components/, lib/ and test/ import no feature; a feature imports them.',
            },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  prettier,
);
