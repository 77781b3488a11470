/**
 * Popular npm packages whose names are one slip from a bundled target (`getstream` beside
 * `get-stream`, `text-diff` beside `jest-diff`, `coffeescript` beside `coffee-script`): real
 * packages, so never reported as look-alikes themselves. Found by running findTyposquatTarget over
 * every npm package with 20,000 downloads a month or more in a registry snapshot of 2026-11-29
 * (201 reported then; 88 once the short-word rule, anotherShortWord in index.ts, left names such
 * as `react-list` and `sax-stream` alone), and kept:
 * - NPM_KNOWN_LOOK_ALIKES: 100,000 downloads a month or more and a description of their own;
 * - NPM_ESTABLISHED_LOOK_ALIKES: 20,000 to 100,000 downloads a month, a description of their own
 *   (not empty, not the name again) and a release past 0.0.x (`preact-router`, `bcrypto`,
 *   `form-data2`), and four of 100,000 or more whose snapshot has no description, reviewed by hand
 *   (`vest-utils`, `hyperscript`, `types-react`, `types-react-dom`: the packages of the Vest
 *   project, of hyperscript's author and of React 19's release-candidate types).
 * Left reportable: names without a description of their own (`loadash`, `ts-lib`, `body-parse`,
 * `mkdir-p`), on a 0.0.x release (`dot-env`, `expres`, `gglobby`), `loadsh` (its description is
 * lodash's own) and `browserlist` (a package for those who mistype `browserslist`): a look-alike
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

export const NPM_ESTABLISHED_LOOK_ALIKES = `
adiff angular2 astq asyncemit babel-helper-annotate-as-pure babel-helper-module-imports
babel-helper-module-transforms base45-js bcrypto bmocha brakes carstream CBuffer clones
combined-stream2 deresolve dom-utils electrobun eslit esplint estree-walk exec form-data2 formdata
fs-extra-p is-array-buffer-x is-global json-web-token JSON2 json8 json_ kindof kuuid media-type
mergee mime-type minimalist negotiate parse-curl preact-iso preact-router pretty-format2
react-router5 redefine-property requests rereadable-stream resolver server slash2 source-map-cjs
ts-mocker tslab typecheck unescape-html wargs
vest-utils hyperscript types-react types-react-dom`;
