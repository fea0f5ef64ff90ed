export declare const platformNodeFlags: string[]
export declare const platformArgs: (main?: string) => string[]
