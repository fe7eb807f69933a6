import { resources, type TileLink } from '@cmms/contracts';
import { resourcePath } from '../resources/resource-path';
import { reportPath } from '../reports/report-configs';

/** The server names a report by its API path; the console shows it at its own. */
const REPORT_PATHS: Readonly<Record<string, string>> = {
  '/reports/inspections': reportPath('inspections'),
  '/reports/asset-breakdown-count-report': reportPath('breakdowns'),
  '/reports/asset-breakdown-count-report-new': reportPath('breakdownsNew'),
};

/**
 * A tile's link as a console address: a report's screen, a resource's list (`/hardware` → the assets
 * area's list) or the path as given, with the list query the figure was counted with.
 */
export function consoleLink(link: TileLink | null): string | null {
  if (!link) return null;
  const name = link.path.replace(/^\//, '');
  const resource = resources.find((r) => r.name === name);
  const path = REPORT_PATHS[link.path] ?? (resource ? resourcePath(resource) : link.path);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(link.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
