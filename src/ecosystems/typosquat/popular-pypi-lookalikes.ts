/**
 * PyPI projects among the 15,000 most downloaded (a ranking snapshot of 2026-11-29) whose names are
 * one slip from a bundled target (`google-cloud-dns` beside `google-cloud-kms`, `elasticsearch7`
 * beside `elasticsearch`, `grequests` beside `requests`, `fastai` beside `fastapi`): real projects
 * with a description of their own, never reported as look-alikes themselves. Found by running
 * findTyposquatTarget over that ranking (67 reported); left out, and so still reportable, those
 * without a description and those that read as a look-alike of their target (`pyyml`, `panda`,
 * `psycopgbinary`, `ruamel-yaml-clibz`, `datazets`, a version digit appended to a copy: `deepdiff6`,
 * `semver4`). `npm run typosquat-lists` leaves this file; regenerate it the same way when the
 * targets change.
 */
export const PYPI_KNOWN_LOOK_ALIKES = `
cwcwidth git-python anyconfig bpython gin-config grequests pytest-cover fastai acachecontrol
google-cloud-dns isolate attr torchx pytest-cpp python-doctr types-pysaml2 tombi hyper scrypt
elasticsearch6 google-oauth websocket stqdm elasticsearch7 slack vbuild identity vyper cronitor
tooz wsgiref tabulator scipp pymantic datasette retworkx python-okx ctransformers networkit
dbt-score aresponses djongo ipytest pytest-async xoto3 databricks-sql elasticsearch5 elasticsearch9
openapi markdown-it-pyrs pypdf3 mocker pypdf4 parsl pyjsonpatch crick`;
