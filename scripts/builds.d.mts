/** The types of scripts/builds.mjs, for the TypeScript builders that share it. */

export declare const root: string;

export declare const NODE_BUNDLE: {
  readonly absWorkingDir: string;
  readonly bundle: true;
  readonly packages: 'external';
  readonly format: 'esm';
  readonly platform: 'node';
  readonly target: string;
  readonly outExtension: { readonly '.js': '.mjs' };
};

export declare function serverStamp(outDir?: string): string;

export declare const WEB_STAMP: string;

export declare function staleParts(stamp: string, expected?: readonly string[]): string[] | undefined;

export declare function isStale(stamp: string): boolean;

/** What a part of a build was made from and what it made, relative to the repository. */
export interface StampedPart {
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
}

export declare function writeStamp(
  stamp: string,
  parts: Readonly<Record<string, StampedPart | undefined>>,
  began: number,
): void;

export declare function buildStale(which?: readonly ('server' | 'web')[]): Promise<string[]>;
