export declare const PATH_ALIASES: Record<string, string>;
export declare function aliasEntries(): { find: RegExp; replacement: string }[];
