/** What each figure must meet; the report says which it meets or misses. Ratios are to figures of the same run. */
export interface Budget {
  figure: string;
  limit: number;
  /** 'min': the figure must be at least the limit; 'max': at most. */
  kind: 'min' | 'max';
  unit: string;
}

/**
 * Throughput ratios follow from what a request must do. Issue 27 made them the issue's targets: a page's
 * rows, references and hook values are one statement, its total and its rows' item counts (a settings
 * row's assets through 100k) are kept until a write to the tables they read, and a verified token is not
 * verified again; what users feel is held by the p99 budgets.
 */
export const BUDGETS: Budget[] = [
  // Issue 30: demo sessions (`--only sessions`). A visitor's first sign-in waits at most a second for its copy; a reset
  // answers in under a second; 50 live sessions fit a demo laptop and still serve a list briskly.
  { figure: 'demo sessions created per second', limit: 1, kind: 'min', unit: 'sessions/s' },
  { figure: 'memory per live demo session', limit: 60, kind: 'max', unit: 'MB' },
  { figure: 'disk per live demo session', limit: 10, kind: 'max', unit: 'MB' },
  { figure: 'demo session reset', limit: 1000, kind: 'max', unit: 'ms' },
  { figure: 'settings list rps, 50 live demo sessions', limit: 300, kind: 'min', unit: 'rps' },
  { figure: 'settings list p99, 50 live demo sessions', limit: 500, kind: 'max', unit: 'ms' },
  { figure: 'errors, 50 live demo sessions', limit: 0, kind: 'max', unit: 'errors' },
  // Issue 27: a list page is one statement for its rows and at most one for its total, beside the token's
  // two (session, permissions); totals and item counts are kept until a write to their tables.
  { figure: 'settings list rps / ceiling', limit: 0.1, kind: 'min', unit: 'ratio' },
  { figure: 'settings list p99', limit: 10, kind: 'max', unit: 'ms' },
  { figure: 'settings list SQL statements', limit: 4, kind: 'max', unit: 'queries' },
  { figure: 'large list rps / ceiling', limit: 0.05, kind: 'min', unit: 'ratio' },
  { figure: 'large list p99', limit: 20, kind: 'max', unit: 'ms' },
  { figure: 'large list SQL statements', limit: 4, kind: 'max', unit: 'queries' },
  { figure: 'all=1 memory growth / document size', limit: 0.5, kind: 'max', unit: 'ratio' },
  { figure: 'sustained load errors', limit: 0, kind: 'max', unit: 'errors' },
  { figure: 'sustained load p99', limit: 500, kind: 'max', unit: 'ms' },
  { figure: 'work-order list rps / ceiling', limit: 0.05, kind: 'min', unit: 'ratio' },
  { figure: 'work-order list p99', limit: 20, kind: 'max', unit: 'ms' },
  { figure: 'work-order list SQL statements', limit: 4, kind: 'max', unit: 'queries' },
  { figure: 'work-order detail, all tabs p99', limit: 150, kind: 'max', unit: 'ms' },
  // Issue 28: a supervisor's entries list and a logger's history (its table and a chart of 200 readings) over a
  // year of hourly entries: as brisk as the other lists (5 and 15 ms measured at load 1.2; 47 and 151 before).
  { figure: 'logbook entries list p99', limit: 20, kind: 'max', unit: 'ms' },
  { figure: 'logger history, table and chart p99', limit: 50, kind: 'max', unit: 'ms' },
  // A planner opening a report at the large profile, one request at a time: the compliance year over the
  // programme's occurrences, and a year of 66k breakdowns (200k work orders) grouped per asset.
  { figure: 'PM compliance report p99', limit: 500, kind: 'max', unit: 'ms' },
  { figure: 'breakdown report p99', limit: 200, kind: 'max', unit: 'ms' },
  // Issue 24: 50 " OR " terms on the activity log froze every request for 7–11 s; under a second now.
  { figure: '50-term search, activity report (large) p99', limit: 1000, kind: 'max', unit: 'ms' },
  { figure: 'detail p99', limit: 30, kind: 'max', unit: 'ms' },
  { figure: 'create p99', limit: 100, kind: 'max', unit: 'ms' },
  { figure: 'login p99', limit: 1000, kind: 'max', unit: 'ms' },
  // Before, a 20,000-row import alone froze every request for 41 s; the machine's own noise is ~100 ms.
  { figure: 'cheap request p99 under import, logins, upload', limit: 300, kind: 'max', unit: 'ms' },
  { figure: 'cheap request max under import, logins, upload', limit: 1000, kind: 'max', unit: 'ms' },
  // Ten anonymous 1 MiB bodies in flight pushed /health to 2–2.8 s, and one 50-term search froze it 7–11 s.
  { figure: '/health p99 under hostile bodies and a 50-term search', limit: 300, kind: 'max', unit: 'ms' },
  { figure: 'list rps / json-server rps', limit: 1, kind: 'min', unit: 'ratio' },
  { figure: 'demo seed rows/s / bulk insert', limit: 0.2, kind: 'min', unit: 'ratio' },
  { figure: 'large seed rows/s / bulk insert', limit: 0.2, kind: 'min', unit: 'ratio' },
  { figure: 'cold start, existing database', limit: 3000, kind: 'max', unit: 'ms' },
  { figure: 'cold start, empty database', limit: 4000, kind: 'max', unit: 'ms' },
  { figure: 'initial JS (gzip)', limit: 350, kind: 'max', unit: 'KB' },
  { figure: 'initial CSS (gzip)', limit: 50, kind: 'max', unit: 'KB' },
  // Issue 27: react-router, the route table and the endpoint table left the login page's first load for the
  // signed-in shell (first load 316 → 182 KB, shell 39 → 171 KB: the same total, fetched after the form).
  { figure: 'signed-in shell (gzip)', limit: 180, kind: 'max', unit: 'KB' },
  { figure: 'largest screen (gzip)', limit: 40, kind: 'max', unit: 'KB' },
  // Lighthouse's mobile preset (slow 4G, 4× CPU): a good first contentful paint is under 1.8 s. Issue 27: the
  // login form in 2 s (it took 3.9 s), so the login route loads only what signing in needs.
  { figure: 'first paint, slow 4G (login)', limit: 1800, kind: 'max', unit: 'ms' },
  { figure: 'login form shown, slow 4G', limit: 2000, kind: 'max', unit: 'ms' },
  { figure: 'JS before the login form (transferred)', limit: 300, kind: 'max', unit: 'KB' },
  // The API answers a page of 100 in tens of ms: the rest is the console's rendering (issue 27: 300 ms, it took 391–519).
  { figure: '100 asset rows rendered', limit: 300, kind: 'max', unit: 'ms' },
  { figure: 'Lighthouse performance, login', limit: 0.95, kind: 'min', unit: 'score' },
  { figure: 'Lighthouse accessibility, login', limit: 0.9, kind: 'min', unit: 'score' },
  { figure: 'Lighthouse performance, list', limit: 0.95, kind: 'min', unit: 'score' },
  { figure: 'Lighthouse accessibility, list', limit: 0.9, kind: 'min', unit: 'score' },
];

/** A figure that is not a finite number (a peer that answered nothing makes a ratio Infinity) meets nothing. */
export const meets = (b: Budget, value: number): boolean =>
  Number.isFinite(value) && (b.kind === 'min' ? value >= b.limit : value <= b.limit);
