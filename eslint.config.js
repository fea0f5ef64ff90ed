// One lint setup for every workspace. Beyond the recommended rules it enforces the dependency
// direction of STYLE.md: pure libraries import no I/O, the web imports only contracts and domain,
// adapters never import services.
import tseslint from 'typescript-eslint'

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto', 'child_process', 'os']
const serverPackages = ['postgres', 'ioredis', 'kafkajs', 'fastify', 'fastify/*', '@fastify/*', 'pino', 'pino-*']
const serviceNames = ['identity', 'wallet', 'contest', 'matching', 'leaderboard', 'support', 'gateway']
const pureLibraries = ['libs/domain/src/**/*.ts', 'libs/contracts/src/**/*.ts']
const noServices = { group: [...serviceNames, 'platform'].flatMap(name => [`@arena/${name}`, `@arena/${name}/*`]), message: 'Libraries and adapters never import services.' }
const noIo = [
  { group: nodeBuiltins, message: 'Pure libraries do no I/O (the web bundles them too).' },
  { group: ['@arena/eventstore', '@arena/bus', '@arena/service-kit', ...serverPackages], message: 'Pure libraries import no adapters.' },
]

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
  // Flat config: a later block that sets the same rule for a file replaces the earlier one, so
  // each file gets exactly one no-restricted-imports, holding every boundary that applies to it.
  {
    files: ['libs/**/src/**/*.ts'],
    ignores: pureLibraries,
    rules: { 'no-restricted-imports': ['error', { patterns: [noServices] }] },
  },
  {
    files: pureLibraries,
    rules: { 'no-restricted-imports': ['error', { patterns: [noServices, ...noIo] }] },
  },
  ...serviceNames.map(name => ({
    files: [`services/${name}/src/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: [...serviceNames.filter(other => other !== name).flatMap(other => [`@arena/${other}`, `@arena/${other}/*`, `**/${other}/src/**`]), '@arena/platform'],
          message: 'A service never imports another service: share through libs/contracts and ports (the platform composes them).',
        }],
      }],
    },
  })),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@arena/*', '!@arena/contracts', '!@arena/domain'], message: 'The web client imports only @arena/contracts and @arena/domain.' },
          // The bundle runs in a browser: a server package would either fail the build or ship secrets and engines' drivers.
          { group: [...nodeBuiltins, ...serverPackages], message: 'The web client imports no server package or Node module.' },
        ],
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
