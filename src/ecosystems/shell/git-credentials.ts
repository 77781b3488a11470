/**
 * A read of the credentials git keeps in its configuration or its helpers: `git config
 * --get-regexp "credential|token"`, `git config -l | grep -i token`, actions/checkout's stored
 * token (`git config --get http.https://github.com/.extraheader`), `git credential-store get`. Not
 * a read of the helper's name (`git config --get credential.helper`), nor of other settings
 * (`git config user.email`).
 */
export const GIT_CONFIG_CREDENTIAL =
  /\bgit\s+config\b[^\n;&]{0,60}?\s(?:--get(?:-all|-regexp|-urlmatch)?|-l|--list)\b[^\n;&]{1,80}?(?:credential(?!\.helper\b)|token|extraheader|password)|\bgit\s+credential-(?:store|cache|manager(?:-core)?)\s+get\b/i;
