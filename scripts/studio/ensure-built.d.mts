export declare const STUDIO_SOURCES: string[];
export declare function ensureStudioBuilt(root?: string): boolean;
