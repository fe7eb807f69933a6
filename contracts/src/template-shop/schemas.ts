import { z } from 'zod';

/**
 * The shapes of the template's users, kanban, e-commerce and data-table apps (issue 29), as the stock
 * client reads them (shared/reference/template-apps.md §5, §7, §9, §10). Our values, its field names.
 */

/** The users app's roles are ours (the product's roles); plans and statuses keep the template's words. */
export const TEMPLATE_USER_ROLES = ['admin', 'manager', 'technician', 'viewer', 'requester'] as const;
export const TEMPLATE_USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const TEMPLATE_USER_STATUSES = ['active', 'inactive', 'pending'] as const;

export const templateUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  currentPlan: z.string(),
  status: z.string(),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  billing: z.string(),
  avatar: z.string(),
  avatarColor: z.string().nullable(),
});
export type TemplateUser = z.infer<typeof templateUserSchema>;

export const kanbanBoardSchema = z.object({ id: z.string(), title: z.string() });
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

export const kanbanTaskSchema = z.object({
  id: z.number().int(),
  boardId: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO date-time. */
  dueDate: z.string().nullable(),
  labels: z.array(z.string()),
  coverImage: z.string().nullable(),
  attachments: z.array(z.unknown()),
  comments: z.array(z.unknown()),
  assignedTo: z.array(z.unknown()),
});
export type KanbanTask = z.infer<typeof kanbanTaskSchema>;

/** Prices are Bahraini dinars: `price` a number of dinars to the fils, `priceText` its three decimals. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number(),
  priceText: z.string(),
  currency: z.literal('BHD'),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int(),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ colorOptions: z.array(z.string()) });
export const cartProductSchema = productSchema.extend({
  qty: z.number().int(),
  shippingDate: z.string(),
  offers: z.number().int(),
  discountPercentage: z.number().int(),
});

export const INVOICE_ROW_STATUSES = ['paid', 'issued', 'overdue', 'void', 'draft'] as const;

/**
 * A service invoice in the data table's row: the stock keys filled with the invoice's values
 * (`full_name` the customer, `post` the contract, `start_date` the issue date, `salary` the total in
 * BHD, `age` the days past due, `experience` the period, `status` 1–5 in INVOICE_ROW_STATUSES order),
 * and the invoice's own keys beside them.
 */
export const invoiceRowSchema = z.object({
  responsive_id: z.string(),
  id: z.number().int(),
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  start_date: z.string(),
  salary: z.string(),
  age: z.string(),
  experience: z.string(),
  status: z.number().int(),
  number: z.string(),
  customer: z.string(),
  contract: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  totalFils: z.number().int(),
  invoiceStatus: z.enum(INVOICE_ROW_STATUSES),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
