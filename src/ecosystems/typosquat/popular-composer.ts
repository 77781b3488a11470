/**
 * Bundled Packagist names (vendor/package) for typosquat detection. Source: Packagist's popular
 * packages ranking (https://packagist.org/explore/popular.json), written by hand from that ranking
 * as it stood in 2025 because this project's build machine cannot reach packagist.org;
 * `npm run typosquat-lists -- composer` (scripts/typosquat-lists.ts) regenerates this file from it.
 * A vendor owns every name under it on Packagist, so a new name under a listed vendor is never
 * reported. TARGETS are the names worth impersonating; KNOWN are names never reported themselves.
 */
export const COMPOSER_TARGETS = `
symfony/console symfony/http-foundation symfony/http-kernel symfony/yaml symfony/process symfony/finder
symfony/event-dispatcher symfony/routing symfony/var-dumper symfony/string symfony/polyfill-mbstring
symfony/polyfill-ctype symfony/polyfill-php80 symfony/deprecation-contracts symfony/service-contracts
symfony/translation symfony/mime symfony/mailer symfony/filesystem symfony/options-resolver
symfony/dependency-injection symfony/config symfony/cache symfony/error-handler symfony/css-selector
laravel/framework laravel/sanctum laravel/tinker laravel/sail laravel/pint laravel/prompts
laravel/serializable-closure illuminate/support illuminate/database illuminate/collections
guzzlehttp/guzzle guzzlehttp/psr7 guzzlehttp/promises monolog/monolog phpunit/phpunit
phpunit/php-code-coverage sebastian/diff sebastian/comparator sebastian/exporter
doctrine/orm doctrine/dbal doctrine/inflector doctrine/lexer doctrine/instantiator
doctrine/annotations doctrine/collections doctrine/persistence doctrine/event-manager
twig/twig league/flysystem league/commonmark league/mime-type-detection league/oauth2-client
nesbot/carbon vlucas/phpdotenv ramsey/uuid ramsey/collection psr/log psr/container
psr/http-message psr/http-factory psr/http-client psr/cache psr/simple-cache psr/event-dispatcher
nikic/php-parser nikic/fast-route phpstan/phpstan phpstan/phpdoc-parser fakerphp/faker
mockery/mockery composer/composer composer/semver composer/installers composer/ca-bundle
egulias/email-validator dragonmantank/cron-expression brick/math voku/portable-ascii
graham-campbell/result-type phpoption/phpoption webmozart/assert myclabs/deep-copy
phar-io/manifest phar-io/version theseer/tokenizer paragonie/random_compat paragonie/constant_time_encoding
firebase/php-jwt aws/aws-sdk-php google/apiclient stripe/stripe-php predis/predis
friendsofphp/php-cs-fixer squizlabs/php_codesniffer vimeo/psalm rector/rector
filp/whoops nunomaduro/collision spatie/laravel-permission barryvdh/laravel-debugbar
intervention/image phpmailer/phpmailer swiftmailer/swiftmailer tecnickcom/tcpdf dompdf/dompdf
phpoffice/phpspreadsheet maatwebsite/excel league/csv jms/serializer knplabs/knp-menu
`;

export const COMPOSER_KNOWN = `
symfony/framework-bundle symfony/twig-bundle symfony/security-bundle symfony/monolog-bundle
symfony/polyfill-intl-idn symfony/polyfill-intl-normalizer symfony/polyfill-intl-grapheme
symfony/polyfill-php72 symfony/polyfill-php73 symfony/polyfill-php81 symfony/polyfill-php83
symfony/polyfill-iconv symfony/translation-contracts symfony/event-dispatcher-contracts
symfony/cache-contracts symfony/http-client symfony/http-client-contracts symfony/uid
symfony/serializer symfony/validator symfony/form symfony/security-core symfony/property-access
symfony/property-info symfony/dotenv symfony/flex symfony/runtime symfony/stopwatch
symfony/intl symfony/asset symfony/web-link symfony/messenger symfony/notifier
laravel/socialite laravel/horizon laravel/telescope laravel/passport laravel/breeze
laravel/jetstream laravel/fortify laravel/cashier laravel/scout laravel/octane laravel/dusk
laravel/ui laravel/installer laravel/vapor-core laravel/nova illuminate/contracts
illuminate/container illuminate/events illuminate/filesystem illuminate/http illuminate/console
illuminate/view illuminate/validation illuminate/queue illuminate/cache illuminate/pipeline
doctrine/common doctrine/cache doctrine/deprecations doctrine/migrations doctrine/doctrine-bundle
doctrine/doctrine-migrations-bundle doctrine/data-fixtures sebastian/version
sebastian/environment sebastian/global-state sebastian/object-enumerator sebastian/recursion-context
sebastian/type sebastian/resource-operations sebastian/code-unit sebastian/cli-parser
sebastian/lines-of-code sebastian/complexity phpunit/php-file-iterator phpunit/php-timer
phpunit/php-text-template phpunit/php-invoker league/event league/container league/uri
league/uri-interfaces league/glide league/fractal league/oauth2-server league/config
league/flysystem-aws-s3-v3 league/flysystem-local guzzlehttp/uri-template php-http/discovery
php-http/httplug php-http/promise php-http/client-common php-http/message php-http/guzzle7-adapter
nyholm/psr7 laminas/laminas-diactoros laminas/laminas-code slim/slim slim/psr7
spatie/laravel-ignition spatie/ignition spatie/flare-client-php spatie/laravel-medialibrary
spatie/laravel-backup spatie/laravel-activitylog spatie/laravel-query-builder spatie/image
spatie/laravel-package-tools nunomaduro/termwind nunomaduro/larastan larastan/larastan
pestphp/pest pestphp/pest-plugin sentry/sentry sentry/sentry-laravel bugsnag/bugsnag
openspout/openspout phpseclib/phpseclib defuse/php-encryption lcobucci/jwt
tymon/jwt-auth fruitcake/laravel-cors fruitcake/php-cors barryvdh/laravel-dompdf
barryvdh/laravel-ide-helper yajra/laravel-datatables-oracle livewire/livewire
inertiajs/inertia-laravel tightenco/ziggy kalnoy/nestedset cviebrock/eloquent-sluggable
`;
