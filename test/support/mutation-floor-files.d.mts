export declare const floorFiles: readonly string[];
export declare const nextFloorFiles: readonly string[];
