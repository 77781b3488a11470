/** Names often impersonated that the generated rankings rank below their top 500, by ecosystem. */
export const EXTRA_TARGETS: Readonly<Record<string, string>> = {
  npm:
    'cross-env discord.js electron mongoose colors event-stream ua-parser-js jquery moment webpack vue angular next ' +
    'babel-core babel-cli coffee-script node-sass bootstrap socket.io mysql mysql2 sqlite3 nodemailer puppeteer request ' +
    'bcrypt jsonwebtoken web3 ethers express-session body-parser cookie-parser passport lodash-es underscore async ' +
    'redux react-router react-router-dom styled-components gulp grunt mocha jest karma nodemon pm2 forever eslint prettier ' +
    'typescript rollup vite esbuild electron-builder node-fetch cross-fetch isomorphic-fetch',
  pypi:
    'django jellyfish tensorflow scrapy opencv-python matplotlib pillow pycrypto pycryptodome setuptools pandas numpy ' +
    'requests urllib3 boto3 flask fastapi sqlalchemy celery selenium beautifulsoup4 bs4 pyyaml cryptography paramiko ' +
    'python-dateutil colorama termcolor discord-py openai keras scikit-learn torch transformers',
  cargo:
    'serde serde_json serde_derive tokio rand syn quote proc-macro2 libc log clap regex lazy_static once_cell anyhow thiserror ' +
    'futures bytes chrono itertools hyper reqwest time base64 bitflags cfg-if memchr tracing url uuid hashbrown smallvec ' +
    'parking_lot crossbeam num-traits indexmap either getrandom ring rustls openssl sha2 hex toml env_logger tempfile ' +
    'walkdir byteorder async-trait tower axum actix-web diesel sqlx rayon criterion',
  rubygems:
    'rails rake rack bundler nokogiri activesupport activerecord actionpack thor json i18n concurrent-ruby tzinfo ' +
    'minitest rspec rspec-core rspec-expectations rspec-mocks puma sinatra devise pg mysql2 redis sidekiq faraday ' +
    'httparty rest-client aws-sdk-core aws-sdk-s3 mime-types multi_json builder mail capybara rubocop pry byebug ' +
    'jwt bcrypt sass sprockets webpacker jquery-rails coffee-rails uglifier kaminari paperclip rest-client strong_migrations',
  composer:
    'symfony/console symfony/http-foundation symfony/http-kernel symfony/yaml symfony/process laravel/framework ' +
    'guzzlehttp/guzzle guzzlehttp/psr7 monolog/monolog phpunit/phpunit doctrine/orm doctrine/dbal twig/twig ' +
    'league/flysystem nesbot/carbon vlucas/phpdotenv ramsey/uuid psr/log psr/container psr/http-message ' +
    'nikic/php-parser phpstan/phpstan fakerphp/faker mockery/mockery composer/composer',
};
