// One lint setup for every workspace. Beyond the recommended rules it enforces the dependency
// direction of STYLE.md: pure libraries import no I/O, the web imports only contracts and domain,
// adapters never import services.
import tseslint from 'typescript-eslint'

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto', 'child_process', 'os']

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'infra/kafka/**', '.run/**', 'web/public/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='parseFloat']", message: 'Money and prices are decimal strings: use decimal.js.' }],
    },
  },
  {
    files: ['libs/domain/src/**/*.ts', 'libs/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: nodeBuiltins, message: 'Pure libraries do no I/O (the web bundles them too).' },
          { group: ['@arena/eventstore', '@arena/bus', '@arena/service-kit', '@arena/*-service', 'postgres', 'ioredis', 'kafkajs', 'fastify'], message: 'Pure libraries import no adapters.' },
        ],
      }],
    },
  },
  {
    files: ['libs/**/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@arena/identity', '@arena/wallet', '@arena/contest', '@arena/matching', '@arena/leaderboard', '@arena/support', '@arena/gateway', '@arena/platform'], message: 'Libraries and adapters never import services.' }],
      }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@arena/*', '!@arena/contracts', '!@arena/domain'], message: 'The web client imports only @arena/contracts and @arena/domain.' }],
      }],
    },
  },
  {
    // Tests read JSON bodies of many shapes and name the tap argument even when fast-check asserts.
    files: ['**/test/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^(_|t$)', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
)
