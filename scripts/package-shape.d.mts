export declare const PACKAGE_ENTRIES: readonly { subpath: string; name: string; source: string }[];
export declare const PACKAGE_PEERS: readonly string[];
export declare const PACKAGE_DEPENDENCIES: readonly string[];
