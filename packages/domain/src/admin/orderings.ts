// The staff account list's orders (issue 30): a module of its own, with nothing else, so the client can
// offer them without taking the admin list queries' schemas along.
/**
 * `?ordering=` of the account list (issue 30), DRF style: a leading `-` descends; newest first (`-id`) when
 * absent. `-churn_risk` lists the most at risk first: a requested cancel, then the longest without play;
 * ended subscriptions last. The server reads each as an index order; the client offers them.
 */
export const accountOrderings = [
  '-id',
  'id',
  '-last_play_at',
  'last_play_at',
  '-churn_risk',
  'churn_risk',
] as const;
export type AccountOrdering = (typeof accountOrderings)[number];
