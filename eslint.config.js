import js from '@eslint/js';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import { FOCUSED, layerRules, SPREAD_ARGUMENTS } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'action/dist/**', '.data/**', 'test-output/**', 'coverage/**', 'test/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', document: 'readonly', window: 'readonly', navigator: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'CallExpression[callee.property.name="only"][callee.object.name=/^(it|test|describe)$/]', message: 'Focused tests silence the suite.' }],
    },
  },
  // src/ spreads no array into call arguments (the pure layers add their own rules to these in layerRules).
  { files: ['src/**/*.ts'], rules: { 'no-restricted-syntax': ['error', FOCUSED, ...SPREAD_ARGUMENTS] } },
  ...layerRules,
  // Regular expressions in src/ run on pull request content: they must be linear-time
  // (docs/reliability.md, "Hostile pull request content"). The recommended set catches mistakes;
  // its purely stylistic rules are off (they would rewrite working patterns for taste alone).
  {
    files: ['src/**/*.ts'],
    ...regexp.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential' }],
      'regexp/no-misleading-capturing-group': 'error',
      'regexp/prefer-w': 'off',
      'regexp/prefer-d': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/no-unused-capturing-group': 'off',
    },
  },
);
