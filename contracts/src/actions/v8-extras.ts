import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope, selectListSchema } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { defineScopedList, scopedListEndpoint } from '../kit/scoped-list.js';
import { CATEGORY_TYPES } from '../resources/categories.js';
import { importRowSchema } from './import-actions.js';

/**
 * The rest of Snipe-IT v8's surface on the inherited resources: status label asset lists and chart
 * counts, category select lists by type, label templates, checkout acceptance, an import's detail,
 * the API version.
 */

/** Snipe-IT's account texts for accepting or declining a checkout. */
export const ACCEPTANCE_TEXT = {
  accepted: 'You have successfully accepted this asset.',
  declined: 'You have successfully declined this asset.',
  alreadyDone: 'This asset has already been accepted.',
  choose: 'You must either accept or decline this asset.',
  notYours: 'The asset you have attempted to accept was not checked out to you.',
} as const;

/** Snipe-IT's texts for resetting a user's two-factor device. */
export const TWO_FACTOR_RESET_TEXT = {
  done: 'Two factor device successfully reset',
  noId: 'No ID provided',
} as const;

/** A label template as `GET /labels` lists it (LabelsTransformer). */
export const labelRowSchema = z.object({
  name: z.string(),
  unit: z.string(),
  width: z.string(),
  height: z.string(),
  margin_top: z.number(),
  margin_bottom: z.number(),
  margin_left: z.number(),
  margin_right: z.number(),
  support_asset_tag: z.boolean(),
  support_1d_barcode: z.boolean(),
  support_2d_barcode: z.boolean(),
  support_fields: z.number().int(),
  support_logo: z.boolean(),
  support_title: z.boolean(),
});
export type LabelRow = z.infer<typeof labelRowSchema>;

/** A checkout waiting for its holder to accept or decline it (`GET /account/accept`). */
export const acceptanceRowSchema = z.object({
  id: z.number().int(),
  item: z.object({ id: z.number().int(), name: z.string(), asset_tag: z.string(), type: z.string() }),
  model: refSchema.nullable(),
  category: refSchema.nullable(),
  eula: z.string().nullable(),
  checked_out_at: datetimeSchema.nullable(),
});

/** `{ total, rows: [{ label, value, color }] }`, Snipe-IT's pie chart data (PieChartTransformer). */
const chartSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.object({ label: z.string(), value: z.number().int(), color: z.string().nullable() })),
});

/**
 * A status label's assets as the real backend lists them: sorted by id or name (else created_at), 50 a
 * page unless a limit is given, archived ones included (asked by status), no search.
 */
export const statuslabelAssetsDecl = defineScopedList({
  id: 'statuslabels.assetlist',
  path: '/statuslabels/:id/assetlist',
  summary: 'Assets with this status label (50 a page unless a limit is given)',
  parent: 'statuslabels',
  list: 'hardware',
  by: { column: 'status_id' },
  auth: { action: 'read', subject: 'assets' },
  query: { sort: { columns: ['id', 'name'], default: 'created_at' }, limit: 50, filter: 'status_id' },
});

export const v8ExtraEndpoints = defineEndpoints([
  scopedListEndpoint(statuslabelAssetsDecl),
  {
    id: 'statuslabels.deployable',
    method: 'GET',
    path: `${API_BASE}/statuslabels/:id/deployable`,
    kind: 'action',
    resource: 'statuslabels',
    summary: 'Whether assets with this status can be checked out: the plain text "1" or "0"',
    auth: { action: 'read', subject: 'statuslabels' },
    produces: 'text/plain',
    response: z.union([z.enum(['1', '0']), mutationEnvelope(z.null())]),
  },
  {
    id: 'statuslabels.assets-by-name',
    method: 'GET',
    path: `${API_BASE}/statuslabels/assets/name`,
    kind: 'action',
    resource: 'statuslabels',
    summary: 'Asset counts per status label (chart data)',
    auth: { action: 'read', subject: 'statuslabels' },
    response: chartSchema,
  },
  {
    id: 'statuslabels.assets-by-type',
    method: 'GET',
    path: `${API_BASE}/statuslabels/assets/type`,
    kind: 'action',
    resource: 'statuslabels',
    summary: 'Asset counts per status meaning: deployed, deployable, pending, undeployable, archived (chart data)',
    auth: { action: 'read', subject: 'statuslabels' },
    response: chartSchema,
  },
  {
    id: 'categories.type-selectlist',
    method: 'GET',
    path: `${API_BASE}/categories/:type/selectlist`,
    kind: 'action',
    resource: 'categories',
    summary: 'Select list of the categories of one type (asset, accessory, consumable, component, license)',
    auth: { action: 'read', subject: 'categories' },
    params: { type: z.enum(CATEGORY_TYPES) },
    query: z.object({ search: z.string().optional(), page: z.string().optional() }),
    response: selectListSchema,
  },
  {
    id: 'labels.list',
    method: 'GET',
    path: `${API_BASE}/labels`,
    kind: 'action',
    summary: 'Label templates for asset label sheets',
    auth: { action: 'read', subject: 'assets' },
    query: listQuerySchema,
    response: listEnvelope(labelRowSchema),
  },
  {
    id: 'labels.show',
    method: 'GET',
    path: `${API_BASE}/labels/:name`,
    kind: 'action',
    summary: 'One label template by name (`Sheets/Avery/L7163` or with backslashes)',
    auth: { action: 'read', subject: 'assets' },
    params: { name: z.string().min(1) },
    response: labelRowSchema,
    errors: {
      404: { description: 'No such label template: "Label does not exist."', schema: mutationEnvelope(z.null()) },
    },
  },
  {
    id: 'account.acceptances',
    method: 'GET',
    path: `${API_BASE}/account/accept`,
    kind: 'action',
    summary: "The signed-in user's checkouts waiting to be accepted or declined",
    auth: 'user',
    query: listQuerySchema,
    response: listEnvelope(acceptanceRowSchema),
  },
  {
    id: 'account.accept',
    method: 'POST',
    path: `${API_BASE}/account/accept/:id`,
    kind: 'action',
    summary: 'Accept or decline a checkout (`asset_acceptance`: accepted or declined)',
    auth: 'user',
    notFound: 'Asset does not exist.',
    body: z.object({
      asset_acceptance: z.union([z.string(), z.null()]).optional(),
      note: z.union([z.string(), z.null()]).optional(),
    }),
    response: mutationEnvelope(z.object({ id: z.number().int(), asset_tag: z.string() })),
  },
  {
    id: 'imports.show',
    method: 'GET',
    path: `${API_BASE}/imports/:id`,
    kind: 'action',
    summary: 'One uploaded import file with its preview',
    auth: { action: 'manage', subject: 'import' },
    notFound: 'Import not found',
    response: z.union([importRowSchema, mutationEnvelope(z.null())]),
  },
  {
    id: 'users.two-factor-reset',
    method: 'POST',
    path: `${API_BASE}/users/two_factor_reset`,
    kind: 'action',
    resource: 'users',
    summary: "Reset a user's two-factor device (`id`): they enroll again at their next login",
    auth: { action: 'update', subject: 'users' },
    notFound: 'User not found',
    body: z.object({ id: z.union([z.number(), z.string(), z.null()]).optional() }),
    // v8's own answer is a bare `message`; a missing or unknown user is the error envelope here.
    response: z.union([z.object({ message: z.string() }), mutationEnvelope(z.null())]),
  },
  {
    id: 'version',
    method: 'GET',
    path: `${API_BASE}/version`,
    kind: 'action',
    summary: 'The Snipe-IT API version this backend answers as',
    auth: 'user',
    response: z.object({ version: z.string() }),
  },
]);
