/**
 * Bundled crates.io names for typosquat detection. Source: crates.io's all-time download ranking
 * (https://crates.io/api/v1/crates?sort=downloads), written by hand from that ranking as it stood
 * in 2025 because this project's build machine cannot reach crates.io; `npm run typosquat-lists --
 * cargo` (scripts/typosquat-lists.ts) regenerates this file from the API. TARGETS are the names
 * worth impersonating; KNOWN are popular names (neighbours of the targets among them) never to be
 * reported themselves. crates.io treats `-` and `_` as the same name, and so does the comparison.
 */
export const CARGO_TARGETS = `
syn proc-macro2 quote libc serde rand cfg-if bitflags serde_derive serde_json itoa memchr log regex
once_cell lazy_static autocfg getrandom rand_core unicode-ident hashbrown smallvec indexmap
regex-syntax ryu base64 aho-corasick parking_lot either scopeguard thiserror lock_api bytes
rand_chacha num-traits heck tokio cc time futures anyhow clap chrono socket2 hyper http url
mio pin-project-lite itertools tracing tracing-core h2 rustls ring uuid toml semver tempfile
crossbeam crossbeam-utils crossbeam-channel crossbeam-epoch digest sha2 sha1 md5 hex generic-array
typenum block-buffer crypto-common subtle zeroize openssl openssl-sys native-tls reqwest
webpki rustls-pemfile hmac num-bigint num-integer strsim env_logger humantime termcolor atty
walkdir same-file glob byteorder memoffset rayon rayon-core async-trait futures-util futures-core
futures-channel futures-io futures-task futures-sink tokio-util tokio-macros tower tower-service
tower-layer axum actix-web actix-rt diesel sqlx sea-orm rusqlite postgres redis mongodb
criterion proptest quickcheck nom pest winnow combine serde_yaml serde_with bincode prost tonic
flate2 miniz_oxide zstd tar zip image wasm-bindgen js-sys web-sys console_error_panic_hook
libloading nix windows windows-sys winapi unicode-width unicode-segmentation unicode-normalization
percent-encoding form_urlencoded idna encoding_rs mime httparse httpdate bstr dashmap arc-swap
slab fnv ahash siphasher phf static_assertions paste derive_more strum num_cpus signal-hook
dirs directories home which shlex glob-match ignore globset notify crossterm ratatui indicatif
console dialoguer colored owo-colors ansi_term tracing-subscriber tracing-log slog fern
opentelemetry prometheus metrics jsonwebtoken argon2 bcrypt aes chacha20poly1305 ed25519-dalek
curve25519-dalek x25519-dalek secp256k1 k256 ethers web3 solana-sdk
`;

export const CARGO_KNOWN = `
syn quote rand ring log url time http hex mio nix nom md5 sha1 sha3 zip tar uuid toml bytes serde
serde_repr serde_bytes serde_urlencoded serde_qs serde_path_to_error serde_spanned serde_cbor serde-value
toml_edit toml_datetime rand_xorshift rand_pcg rand_distr tinyvec tinyvec_macros arrayvec arrayref
thiserror-impl anyhow pin-project pin-project-internal pin-utils futures-executor futures-macro
futures-lite async-std async-io async-channel async-lock async-task async-executor event-listener
tokio-stream tokio-rustls tokio-native-tls tokio-tungstenite tungstenite hyper-util hyper-tls
hyper-rustls http-body http-body-util httparse h2 h3 quinn rustls-webpki rustls-native-certs
sct untrusted spin lazycell clap_builder clap_derive clap_lex textwrap anstream anstyle
anstyle-parse anstyle-query colorchoice utf8parse is-terminal terminal_size rustix linux-raw-sys
errno libm num-complex num-rational num-iter num num-derive ordered-float half approx nalgebra
ndarray plotters criterion-plot cast oorandom tinytemplate ciborium regex-automata fancy-regex
unicase unicode-bidi unicode-xid memmap2 fastrand instant wasi js-sys wasm-bindgen-futures
wasm-bindgen-macro wasm-bindgen-backend wasm-bindgen-shared gloo yew leptos dioxus tauri
winit wgpu bevy ggez glam cgmath image png gif jpeg-decoder tiff flume kanal tokio-test
mockall mockito wiremock insta pretty_assertions assert_cmd predicates serial_test rstest
test-log tracing-appender tracing-futures tracing-attributes valuable sharded-slab thread_local
matchers nu-ansi-term overload log4rs simplelog pretty_env_logger flexi_logger chrono-tz
iana-time-zone time-macros time-core deranged powerfmt jiff humantime-serde parse_duration
cookie cookie_store headers mime_guess multer tower-http axum-core axum-macros actix-http
actix-service actix-utils actix-router actix-codec actix-server actix-files warp rocket tide
poem salvo hyper-staticfile diesel_migrations r2d2 deadpool bb8 tokio-postgres postgres-types
mysql mysql_async sqlx-core sqlx-macros sea-query redis-test lapin rdkafka aws-config aws-sdk-s3
aws-types aws-smithy-runtime rusoto_core google-cloud-storage azure_core kube k8s-openapi
schemars utoipa validator garde config dotenvy dotenv envy figment clap-verbosity-flag
structopt argh pico-args getopts docopt lexopt rustyline reedline termion crossbeam-deque
crossbeam-queue parking_lot_core lock_api scopeguard smallstr smol_str compact_str ecow
string-interner lasso beef cow-utils bumpalo typed-arena slotmap petgraph im rpds priority-queue
bit-vec bit-set fixedbitset roaring hashlink lru moka cached quick_cache dashmap evmap
prost-types prost-build tonic-build protobuf capnp flatbuffers rmp-serde ciborium-io postcard
ron json5 simd-json sonic-rs quick-xml xml-rs roxmltree serde-xml-rs csv calamine
encoding_rs_io charset chardetng base32 base58 bs58 data-encoding blake2 blake3 sha-1 md-5
ripemd crc32fast crc adler adler32 xxhash-rust twox-hash seahash highway murmur3 rustc-hash
foldhash ahash rsa p256 p384 ecdsa elliptic-curve signature pkcs8 spki der pem x509-parser
rcgen openssl-probe schannel security-framework core-foundation system-configuration
windows-core windows-targets windows_x86_64_msvc winreg widestring libz-sys bzip2 xz2 lzma-rs
brotli snap lz4 lz4_flex zstd-sys cmake pkg-config vcpkg bindgen cbindgen cxx cxx-build
pyo3 napi napi-derive neon jni rustc_version version_check semver-parser cargo_metadata
cargo-platform camino fs_extra fs-err filetime same-file tempdir dunce path-clean relative-path
shellexpand glob walkdir jwalk notify-debouncer-mini inotify fsevent-sys sysinfo hostname
gethostname whoami users uname os_info num_threads threadpool scoped_threadpool rayon
ctrlc signal-hook-registry daemonize tokio-util tracing-error color-eyre eyre miette
human-panic backtrace addr2line gimli object rustc-demangle cpp_demangle findshlibs
`;
