/**
 * Fifty " OR " terms, the most a search takes (issue 24: they froze the server for 7–11 s on the activity
 * report): notes, actions and names that the large profile holds (a work order's title, a person) and
 * terms that find nothing, so every part of the search does its work.
 */
const FIFTY_TERMS = [
  ...['audit', 'checkout', 'pump', 'filter', 'chiller', 'generator', 'boiler', 'lift', 'hvac', 'valve'],
  ...['calibration', 'scanner', 'compressor', 'printer', 'monitor', 'laptop', 'seal', 'riffa', 'juffair', 'manama'],
  ...['ahmed', 'fatima', 'created', 'update', 'close', 'verified', 'annual', 'physical', 'plan', 'service'],
  ...Array.from({ length: 20 }, (_, i) => `no-such-term-${i + 1}`),
].join(' OR ');

/**
 * The maintenance reports the benchmark times at the large profile, as a planner opens them: the
 * year of PM compliance by month (the seeded programme and the large profile's 300 site rounds), and
 * the year of breakdowns per asset over 200k work orders, first page; and the activity log searched
 * with fifty terms.
 */
export const REPORT_PAGES: Record<string, string> = {
  'PM compliance report': '/reports/inspections?group_by=month',
  'breakdown report': '/reports/asset-breakdown-count-report?group_by=asset&limit=25',
  // The worst search of every list and report (issue 24), read a page at a time like the console.
  '50-term search, activity report (large)': `/reports/activity?limit=25&search=${encodeURIComponent(FIFTY_TERMS)}`,
};
