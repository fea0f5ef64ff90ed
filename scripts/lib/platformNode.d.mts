export declare const platformNodeFlags: string[]
export declare const platformArgs: () => string[]
/** Compiles the platform into services/platform/dist/main.mjs; resolves to its path. */
export declare function buildPlatform(): Promise<string>
