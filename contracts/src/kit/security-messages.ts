/**
 * Texts the server answers when it refuses something for safety (privileges, sessions, limits). They
 * are English like the rest of the API; keeping them in one place lets a later localisation pass find
 * every one of them.
 */
export const SECURITY_TEXT = {
  /** Writing the `superuser` key of a permission map, or changing it, takes a superuser. */
  superuserOnly: 'Only a superuser can grant or remove superuser access.',
  /** A permission map or a group would give the account keys the caller does not hold itself. */
  grantsNotHeld: (keys: readonly string[]) => `You cannot grant permissions you do not hold: ${keys.join(', ')}.`,
  /** Demoting, deactivating, deleting or removing the last active superuser. */
  lastSuperuser: 'At least one active superuser must remain.',
  /** An import row that would change a superuser's account. */
  importSuperuser: 'Superuser accounts cannot be changed by an import.',
  /** An import row the caller's permissions do not allow (create or update on the target). */
  importNotAllowed: (action: 'create' | 'update') =>
    action === 'create'
      ? 'You do not have permission to create these records.'
      : 'You do not have permission to update these records.',
  /** An import row with a "Checked out to" cell, from a caller who may not check the items out. */
  importCheckoutNotAllowed: 'You do not have permission to check out these records.',
  /** An import row's "Checked out to" names no user, location or asset. */
  importNoHolder: (name: string) => `No user, location or asset is named ${name}.`,
  /** The import file has more data rows than an import takes. */
  importTooManyRows: (max: number) => `The file has more than ${max} rows. Split it into smaller files.`,
  /** A CSV record longer than the parser keeps. */
  importRowTooLong: (line: number) => `Line ${line} is too long to be a CSV row.`,
  /** Registration is switched off (ALLOW_REGISTRATION). */
  registrationClosed: 'Registration is closed. Ask an administrator for an account.',
  /**
   * The one answer to a well-formed registration, whether or not the e-mail or username already has an
   * account, so the answer cannot tell who is registered.
   */
  registrationReceived:
    'If these details were not already registered, the account is ready: sign in with your e-mail and password.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** A user setting its own password sent a current password that is not its own (Laravel's `current_password`). */
  currentPasswordWrong: 'The password is incorrect.',
  /** A JSON body nested deeper than the server reads. */
  tooDeep: (depth: number) => `The request body is nested deeper than ${depth} levels.`,
  /** A JSON body with more object members than the route reads. */
  tooManyKeys: (keys: number) => `The request body has more than ${keys} fields.`,
  bodyTooLarge: 'The request body is too large.',
  /** `multipart/form-data` without a usable boundary, or a body busboy cannot read. */
  malformedMultipart: 'The multipart body is malformed.',
  requestTimeout: 'The request took too long.',
} as const;
