/**
 * Bundled names for typosquat detection in Go and Maven (also used for Gradle): about a hundred
 * of the most imported Go modules and of the most used Maven artifacts (group:artifact), written by
 * hand from the public rankings (pkg.go.dev import counts, mvnrepository.com top artifacts).
 * Go major-version suffixes (`/v2`, `.v3`) are left out: they are stripped before comparing.
 */
export const GO_TARGETS = `
github.com/stretchr/testify github.com/stretchr/objx github.com/google/uuid github.com/google/go-cmp
github.com/google/go-github github.com/google/go-containerregistry github.com/sirupsen/logrus
github.com/spf13/cobra github.com/spf13/viper github.com/spf13/pflag github.com/spf13/afero github.com/spf13/cast
github.com/pkg/errors github.com/davecgh/go-spew github.com/pmezard/go-difflib github.com/golang/protobuf
github.com/golang/mock github.com/golangci/golangci-lint github.com/golang-jwt/jwt github.com/dgrijalva/jwt-go github.com/gogo/protobuf
google.golang.org/protobuf google.golang.org/grpc google.golang.org/genproto google.golang.org/api
golang.org/x/net golang.org/x/sys golang.org/x/text golang.org/x/crypto golang.org/x/sync golang.org/x/oauth2
golang.org/x/tools golang.org/x/mod golang.org/x/term golang.org/x/time golang.org/x/exp
gopkg.in/yaml gopkg.in/check gopkg.in/ini github.com/gorilla/mux github.com/gorilla/websocket
github.com/gorilla/sessions github.com/gin-gonic/gin github.com/labstack/echo github.com/gofiber/fiber
github.com/go-chi/chi github.com/julienschmidt/httprouter github.com/valyala/fasthttp
github.com/prometheus/client_golang github.com/prometheus/client_model github.com/prometheus/common
github.com/prometheus/procfs github.com/go-sql-driver/mysql github.com/lib/pq github.com/jackc/pgx
github.com/mattn/go-sqlite3 github.com/mattn/go-isatty github.com/mattn/go-colorable github.com/mattn/go-runewidth
github.com/fatih/color github.com/go-redis/redis github.com/redis/go-redis github.com/aws/aws-sdk-go
github.com/aws/aws-sdk-go-v2 github.com/urfave/cli github.com/hashicorp/go-multierror github.com/hashicorp/errwrap
github.com/hashicorp/go-version github.com/hashicorp/hcl github.com/hashicorp/golang-lru github.com/hashicorp/go-cleanhttp
go.uber.org/zap go.uber.org/atomic go.uber.org/multierr go.uber.org/mock github.com/json-iterator/go
github.com/modern-go/reflect2 github.com/modern-go/concurrent github.com/mitchellh/mapstructure
github.com/mitchellh/go-homedir github.com/magiconair/properties github.com/pelletier/go-toml github.com/burntsushi/toml
github.com/fsnotify/fsnotify github.com/cespare/xxhash github.com/beorn7/perks github.com/klauspost/compress
github.com/go-playground/validator github.com/go-logr/logr github.com/onsi/ginkgo github.com/onsi/gomega
k8s.io/client-go k8s.io/apimachinery k8s.io/api k8s.io/klog sigs.k8s.io/controller-runtime sigs.k8s.io/yaml
github.com/docker/docker github.com/opencontainers/image-spec github.com/containerd/containerd github.com/rs/zerolog
github.com/gobwas/glob github.com/robfig/cron github.com/shopspring/decimal github.com/joho/godotenv
github.com/kelseyhightower/envconfig github.com/olekukonko/tablewriter github.com/cenkalti/backoff
go.opentelemetry.io/otel go.mongodb.org/mongo-driver go.etcd.io/etcd go.etcd.io/bbolt github.com/masterminds/semver
github.com/blang/semver github.com/imdario/mergo github.com/charmbracelet/bubbletea github.com/charmbracelet/lipgloss
gorm.io/gorm github.com/jinzhu/gorm github.com/jmoiron/sqlx github.com/shopify/sarama github.com/ibm/sarama
github.com/nats-io/nats.go github.com/streadway/amqp github.com/rabbitmq/amqp091-go github.com/go-git/go-git
github.com/xeipuuv/gojsonschema github.com/tidwall/gjson github.com/google/wire github.com/google/btree
github.com/boltdb/bolt github.com/gomodule/redigo github.com/go-kit/kit github.com/golang/glog github.com/golang/snappy
github.com/miekg/dns codeberg.org/miekg/dns github.com/gorilla/handlers github.com/go-resty/resty github.com/hashicorp/go-retryablehttp
`;

export const MAVEN_TARGETS = `
junit:junit org.junit.jupiter:junit-jupiter org.junit.jupiter:junit-jupiter-api org.junit.jupiter:junit-jupiter-engine
org.mockito:mockito-core org.mockito:mockito-junit-jupiter org.assertj:assertj-core org.hamcrest:hamcrest
org.slf4j:slf4j-api ch.qos.logback:logback-classic ch.qos.logback:logback-core org.apache.logging.log4j:log4j-core
org.apache.logging.log4j:log4j-api log4j:log4j com.google.guava:guava com.google.code.gson:gson
com.fasterxml.jackson.core:jackson-databind com.fasterxml.jackson.core:jackson-core
com.fasterxml.jackson.core:jackson-annotations com.fasterxml.jackson.datatype:jackson-datatype-jsr310
com.fasterxml.jackson.module:jackson-module-kotlin org.apache.commons:commons-lang3
org.apache.commons:commons-collections4 org.apache.commons:commons-text org.apache.commons:commons-compress
org.apache.commons:commons-csv commons-io:commons-io commons-codec:commons-codec commons-lang:commons-lang
commons-logging:commons-logging commons-collections:commons-collections commons-beanutils:commons-beanutils
org.apache.httpcomponents:httpclient org.apache.httpcomponents:httpcore org.apache.httpcomponents.client5:httpclient5
com.squareup.okhttp3:okhttp com.squareup.retrofit2:retrofit com.squareup.okio:okio org.projectlombok:lombok
org.springframework:spring-core org.springframework:spring-context org.springframework:spring-web
org.springframework:spring-webmvc org.springframework:spring-beans org.springframework:spring-jdbc
org.springframework.boot:spring-boot-starter org.springframework.boot:spring-boot-starter-web
org.springframework.boot:spring-boot-starter-test org.springframework.boot:spring-boot-autoconfigure
org.springframework.boot:spring-boot-starter-data-jpa org.springframework.security:spring-security-core
org.hibernate:hibernate-core org.hibernate.orm:hibernate-core org.hibernate.validator:hibernate-validator
javax.servlet:javax.servlet-api jakarta.servlet:jakarta.servlet-api javax.inject:javax.inject
jakarta.inject:jakarta.inject-api javax.annotation:javax.annotation-api jakarta.annotation:jakarta.annotation-api
javax.validation:validation-api jakarta.validation:jakarta.validation-api javax.xml.bind:jaxb-api
jakarta.xml.bind:jakarta.xml.bind-api org.jetbrains.kotlin:kotlin-stdlib org.jetbrains.kotlinx:kotlinx-coroutines-core
org.jetbrains:annotations org.scala-lang:scala-library io.netty:netty-all io.netty:netty-handler io.grpc:grpc-netty
io.grpc:grpc-protobuf io.grpc:grpc-stub com.google.protobuf:protobuf-java com.google.code.findbugs:jsr305
com.google.errorprone:error_prone_annotations org.checkerframework:checker-qual org.yaml:snakeyaml
org.postgresql:postgresql mysql:mysql-connector-java com.mysql:mysql-connector-j com.h2database:h2
org.xerial:sqlite-jdbc com.zaxxer:hikaricp org.mongodb:mongodb-driver-sync redis.clients:jedis io.lettuce:lettuce-core
org.apache.kafka:kafka-clients io.projectreactor:reactor-core io.reactivex.rxjava3:rxjava io.reactivex.rxjava2:rxjava
io.micrometer:micrometer-core io.dropwizard.metrics:metrics-core org.apache.tomcat.embed:tomcat-embed-core
org.eclipse.jetty:jetty-server org.bouncycastle:bcprov-jdk18on org.bouncycastle:bcprov-jdk15on com.auth0:java-jwt
io.jsonwebtoken:jjwt-api org.jsoup:jsoup org.apache.poi:poi org.apache.poi:poi-ooxml com.amazonaws:aws-java-sdk-core
com.amazonaws:aws-java-sdk-s3 software.amazon.awssdk:s3 com.google.cloud:google-cloud-storage
org.apache.maven.plugins:maven-compiler-plugin org.apache.maven.plugins:maven-surefire-plugin
org.apache.maven.plugins:maven-jar-plugin org.testng:testng io.rest-assured:rest-assured
org.seleniumhq.selenium:selenium-java org.testcontainers:testcontainers org.testcontainers:junit-jupiter
com.github.ben-manes.caffeine:caffeine org.ow2.asm:asm net.bytebuddy:byte-buddy org.javassist:javassist
org.apache.groovy:groovy org.codehaus.groovy:groovy org.freemarker:freemarker org.thymeleaf:thymeleaf
org.apache.velocity:velocity-engine-core org.flywaydb:flyway-core org.liquibase:liquibase-core
io.swagger.core.v3:swagger-annotations com.opencsv:opencsv joda-time:joda-time com.googlecode.json-simple:json-simple
org.json:json com.jayway.jsonpath:json-path io.vertx:vertx-core
`;
