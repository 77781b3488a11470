/**
 * Popular npm packages whose names are one slip from a bundled target (`getstream` beside
 * `get-stream`, `text-diff` beside `jest-diff`, `coffeescript` beside `coffee-script`): real
 * packages, each with at least 100,000 downloads a month and a description of its own in a
 * registry snapshot of 2026-11-29, so never reported as look-alikes themselves. Found by running
 * findTyposquatTarget over every npm package with 20,000 downloads a month or more (201 reported);
 * those under 100,000, and those without a description (`loadash`), stay reportable: a look-alike
 * installed by mistyped commands gathers downloads too. `npm run typosquat-lists` leaves this file;
 * regenerate it the same way when the targets change (a name popular but alike belongs here).
 */
export const NPM_KNOWN_LOOK_ALIKES = `
accept ansi-reset ansistyles apify args args-parser as-number babel-helpers base58-js bash-glob
big-number brace byte cline clui coffeescript color-2-name color-namer colornames colors-named
commandbar crossvent csv-string db-errors dbug diff3 eclint edn-data egg-errors electrodb esm-utils
findup fs.extra get-proxy getstream globl globo globs grant has-own html5parser httperrors inherit
ip-bigint is-array is-blob isnumber isostring it-glob jslint jsona jsonc jsonfilter jsonp
jsontokens lodash-id lodash.eq lrucache map-limit maximatch micro-ftch mimer minimisted mixme mkdir
mkdirp2 mssql murmurhash node-watch nonce object-refs p-tap pad-stream pargs parse-uri parsejson
parseuri path-parser path2 piccolore prettierx punycode2 quote-stream react-csv react-dock
react-fit react-if react-jss react-uid react-vis react-zdog readdir reqwest rs-module-lexer rsolve
rsync sc-errors schedule scrypt semiver staged-components text-diff to-array-buffer ts-extras
ttypescript typescript-eslint-parser uid-number uuid4 vargs varstream vasync x-is-string xbytes
xtraverse`;
