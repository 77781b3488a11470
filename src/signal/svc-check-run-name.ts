/**
 * The name of the check run svc publishes on pull requests where its GitHub App is installed.
 * The evidence analyzer leaves runs of this name out: svc's own verdict is not CI evidence about
 * the change (counting it made the App's first analysis see itself as a pending check, and a
 * later analysis see its own earlier verdict as a passed or failed one).
 */
export const SVC_CHECK_RUN_NAME = 'svc signal';
