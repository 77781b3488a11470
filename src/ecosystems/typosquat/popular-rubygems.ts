/**
 * Bundled RubyGems names for typosquat detection, written by hand from rubygems.org's download
 * ranking (https://rubygems.org/stats) as it stood in 2025: RubyGems has no ranking API, so
 * `npm run typosquat-lists` leaves this file as it is; edit it by hand. TARGETS are the names
 * worth impersonating; KNOWN are popular names (neighbours of the targets among them) never to
 * be reported themselves.
 */
export const RUBYGEMS_TARGETS = `
rails rake rack bundler nokogiri activesupport activerecord actionpack actionview actionmailer
activejob activemodel railties thor json i18n concurrent-ruby tzinfo minitest rspec rspec-core
rspec-expectations rspec-mocks rspec-support rspec-rails puma sinatra devise pg mysql2 sqlite3
redis sidekiq faraday httparty rest-client aws-sdk-core aws-sdk-s3 mime-types multi_json builder
mail capybara rubocop pry byebug jwt bcrypt sass sprockets webpacker jquery-rails coffee-rails
uglifier kaminari paperclip strong_migrations diff-lcs addressable public_suffix mini_portile2
racc ffi rack-test websocket-driver nio4r zeitwerk erubi loofah rails-html-sanitizer
crass method_source unicode-display_width parser ast regexp_parser rainbow tilt rexml
net-http net-smtp net-imap net-pop timeout selenium-webdriver webdrivers factory_bot
factory_bot_rails faker simplecov dotenv dotenv-rails bootsnap listen spring rubyzip
oj msgpack google-protobuf grpc excon rest-client-components typhoeus savon httpclient
omniauth omniauth-oauth2 oauth2 doorkeeper pundit cancancan rolify aasm paper_trail
friendly_id carrierwave shrine image_processing mini_magick rmagick fog-aws aws-sdk
stripe braintree twilio-ruby slack-notifier octokit graphql graphql-client resque
delayed_job good_job whenever rufus-scheduler clockwork haml slim jbuilder
active_model_serializers fast_jsonapi blueprinter ransack pagy will_paginate
elasticsearch searchkick sentry-ruby sentry-raven newrelic_rpm rollbar honeybadger
bugsnag ddtrace rack-cors rack-attack secure_headers brakeman bundler-audit
`;

export const RUBYGEMS_KNOWN = `
activestorage actioncable actiontext actionmailbox globalid marcel mini_mime nokogiri
rails-dom-testing sprockets-rails importmap-rails turbo-rails stimulus-rails cssbundling-rails
jsbundling-rails propshaft tailwindcss-rails sassc sassc-rails sass-rails coffee-script
coffee-script-source execjs therubyracer mini_racer libv8 bootstrap bootstrap-sass
font-awesome-rails rspec-its rspec-collection_matchers shoulda shoulda-matchers
database_cleaner database_cleaner-active_record vcr webmock timecop rails-controller-testing
launchy xpath childprocess cuprite ferrum apparition poltergeist guard guard-rspec
rb-fsevent rb-inotify pry-byebug pry-rails pry-doc awesome_print better_errors
binding_of_caller web-console annotate bullet rubocop-rails rubocop-rspec rubocop-performance
rubocop-ast standard reek flay flog yard rdoc sdoc redcarpet kramdown commonmarker
rouge coderay htmlentities gon jquery-ui-rails select2-rails chosen-rails cocoon
simple_form formtastic country_select carmen phonelib money money-rails monetize
countries geocoder rgeo activerecord-postgis-adapter pg_search textacular scenic
activerecord-import composite_primary_keys acts_as_list ancestry closure_tree awesome_nested_set
acts-as-taggable-on audited discard paranoia draper responders inherited_resources
activeadmin administrate rails_admin devise_invitable devise-jwt warden bcrypt_pbkdf ed25519
net-ssh net-scp net-sftp sshkit capistrano capistrano-rails capistrano-bundler mina
unicorn passenger thin webrick falcon iodine rack-protection rack-session rack-proxy
rackup mustermann sinatra-contrib padrino hanami grape grape-entity roda cuba
redis-namespace redis-store redis-rails connection_pool hiredis dalli memcachier
sidekiq-scheduler sidekiq-cron sidekiq-unique-jobs resque-scheduler que sneakers bunny
kafka ruby-kafka karafka nats-pure aws-sdk-sqs aws-sdk-sns aws-sdk-kms aws-sdk-dynamodb
aws-sdk-ec2 aws-sdk-lambda aws-sigv4 aws-eventstream aws-partitions jmespath
google-cloud-storage google-apis-core googleauth signet retriable multipart-post
faraday-net_http faraday-retry faraday-multipart faraday_middleware http http-cookie
http-accept http-form_data llhttp-ffi domain_name unf unf_ext netrc mechanize
ruby-progressbar tty-prompt tty-table tty-spinner pastel colorize rainbow highline
commander gli slop optimist trollop dry-rb dry-types dry-struct dry-validation
dry-schema dry-monads dry-core dry-inflector dry-logic dry-configurable dry-container
hashie virtus representable ice_nine descendants_tracker thread_safe atomic
sorbet sorbet-runtime tapioca rbs steep typeprof solargraph ruby-lsp debug irb reline
io-console readline stringio strscan set logger benchmark base64 bigdecimal csv date
drb etc fiddle fileutils forwardable getoptlong matrix mutex_m observer open3 openssl
ostruct pp prettyprint prime pstore psych rinda securerandom shellwords singleton
tempfile tsort un uri weakref yaml zlib digest ruby2_keywords webrick
`;
