// Types for scripts/lib/files.mjs, so the TypeScript tests can use it.
export function findTests(root: string, tiers?: string[]): string[]
export function namedTests(root: string, cwd: string, paths: string[], tiers?: string[]): string[]
