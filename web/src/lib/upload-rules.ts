import { UPLOAD_LIMIT_BYTES } from '@cmms/contracts';

/** Spec point 5: jpeg, webp, png, gif and svg, up to UPLOAD_LIMIT_BYTES. */
const TYPES = new Set(['image/jpeg', 'image/webp', 'image/png', 'image/gif', 'image/svg+xml']);
const EXTENSIONS = /\.(jpe?g|webp|png|gif|svg)$/i;

export const UPLOAD_ACCEPT = '.jpg,.jpeg,.webp,.png,.gif,.svg,image/jpeg,image/webp,image/png,image/gif,image/svg+xml';

export function isAllowedUpload(file: { name: string; type: string; size: number }): boolean {
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  return typeOk && file.size <= UPLOAD_LIMIT_BYTES;
}

/** "1.2 MB" in the user's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
