/**
 * The maintenance reports the benchmark times at the large profile, as a planner opens them: the
 * year of PM compliance by month (the seeded programme and the large profile's 300 site rounds), and
 * the year of breakdowns per asset over 200k work orders, first page.
 */
export const REPORT_PAGES: Record<string, string> = {
  'PM compliance report': '/reports/inspections?group_by=month',
  'breakdown report': '/reports/asset-breakdown-count-report?group_by=asset&limit=25',
};
