/** The role a process plays, as its environment says (ROLE, MODULES). */
export interface PlatformRoleEnv {
  ROLE?: string
  MODULES?: string
}
export declare const platformNodeFlags: (env?: PlatformRoleEnv) => string[]
export declare const platformArgs: (env?: PlatformRoleEnv) => string[]
/** Compiles the platform into services/platform/dist/main.mjs; resolves to its path. */
export declare function buildPlatform(): Promise<string>
