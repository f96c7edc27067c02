export declare const floorFiles: readonly string[];
