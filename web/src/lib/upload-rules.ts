import { DOCUMENT_TYPES, UPLOAD_LIMIT_BYTES, UPLOAD_TYPES } from '@cmms/contracts';

/** What a file input takes and the check a chosen file must pass before it is sent. */
export interface UploadRules {
  accept: string;
  /** Translation keys: the hint under the input, and the text refusing another type. */
  hintKey: 'userFiles.hint' | 'userFiles.hintDocuments';
  invalidKey: 'userFiles.invalid' | 'userFiles.invalidDocument';
  types: ReadonlySet<string>;
  extensions: ReadonlySet<string>;
}

const rulesFor = (types: Readonly<Record<string, readonly string[]>>, documents: boolean): UploadRules => {
  const extensions = Object.values(types).flat();
  return {
    accept: [...extensions.map((ext) => `.${ext}`), ...Object.keys(types)].join(','),
    hintKey: documents ? 'userFiles.hintDocuments' : 'userFiles.hint',
    invalidKey: documents ? 'userFiles.invalidDocument' : 'userFiles.invalid',
    types: new Set(Object.keys(types)),
    extensions: new Set(extensions),
  };
};

/** Spec point 5: jpeg, webp, png, gif and svg, up to UPLOAD_LIMIT_BYTES. */
export const IMAGE_UPLOADS = rulesFor(UPLOAD_TYPES, false);
/** A contract's documents: PDFs and office files as well as images (the server's DOCUMENT_TYPES). */
export const DOCUMENT_UPLOADS = rulesFor(DOCUMENT_TYPES, true);
export const UPLOAD_ACCEPT = IMAGE_UPLOADS.accept;

export function isAllowedUpload(
  file: { name: string; type: string; size: number },
  rules: UploadRules = IMAGE_UPLOADS,
): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type ? rules.types.has(file.type) : rules.extensions.has(ext);
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
