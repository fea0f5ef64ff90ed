// Types for scripts/lib/embeddedProfile.mjs, for the TypeScript scripts and tests.
export function embeddedProfileEnv(root: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
