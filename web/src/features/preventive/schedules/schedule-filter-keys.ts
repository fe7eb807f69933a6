// Its labels are keys of the `preventive` namespace (web/public/locales/<lng>/preventive.json), which the
// locales test checks in every language: a plain module, so that test can import it.
/** The calendar's filters: a plan, a place (with the places below it) and an asset, by id. */
export const SCHEDULE_FILTERS = [
  { param: 'scheduler_id', ref: 'schedulers', labelKey: 'preventive:filters.plan' },
  { param: 'location_id', ref: 'locations', labelKey: 'preventive:filters.location' },
  { param: 'asset_id', ref: 'hardware', labelKey: 'preventive:filters.asset' },
] as const;
