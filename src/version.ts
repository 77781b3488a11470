import pkg from '../package.json' with { type: 'json' };

/** The analyzer version recorded in every signal's meta: the package version. */
export const ANALYZER_VERSION: string = pkg.version;
