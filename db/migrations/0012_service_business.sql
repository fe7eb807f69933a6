CREATE TABLE `agreement_commitments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agreement_id` integer NOT NULL,
	`kind` text NOT NULL,
	`priority_id` integer,
	`category_id` integer,
	`target_hours` real,
	`target_percent` real,
	`description` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`priority_id`) REFERENCES `work_order_priorities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `agreement_commitments_agreement_idx` ON `agreement_commitments` (`agreement_id`,`kind`);--> statement-breakpoint
CREATE INDEX `agreement_commitments_priority_idx` ON `agreement_commitments` (`priority_id`);--> statement-breakpoint
CREATE INDEX `agreement_commitments_category_idx` ON `agreement_commitments` (`category_id`);--> statement-breakpoint
CREATE TABLE `agreement_signatories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agreement_id` integer NOT NULL,
	`name` text NOT NULL,
	`title` text,
	`side` text NOT NULL,
	`email` text,
	`signed_at` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agreement_signatories_agreement_idx` ON `agreement_signatories` (`agreement_id`,"side" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`customer_id` integer,
	`contract_id` integer,
	`start_date` text,
	`end_date` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`hours_mode` text DEFAULT '24x7' NOT NULL,
	`business_days` text,
	`business_start` text,
	`business_end` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `agreements_customer_idx` ON `agreements` (`customer_id`);--> statement-breakpoint
CREATE INDEX `agreements_contract_idx` ON `agreements` (`contract_id`);--> statement-breakpoint
CREATE INDEX `agreements_name_idx` ON `agreements` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `agreements_status_idx` ON `agreements` ("status" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `agreements_hours_mode_idx` ON `agreements` ("hours_mode" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `agreements_start_date_idx` ON `agreements` (`start_date`);--> statement-breakpoint
CREATE INDEX `agreements_end_date_idx` ON `agreements` (`end_date`);--> statement-breakpoint
CREATE INDEX `agreements_created_at_idx` ON `agreements` (`created_at`);--> statement-breakpoint
CREATE INDEX `agreements_updated_at_idx` ON `agreements` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contract_assets` (
	`contract_id` integer NOT NULL,
	`asset_id` integer NOT NULL,
	PRIMARY KEY(`contract_id`, `asset_id`),
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_assets_asset_idx` ON `contract_assets` (`asset_id`);--> statement-breakpoint
CREATE TABLE `contract_invoice_lines` (
	`invoice_id` integer NOT NULL,
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_fils` integer NOT NULL,
	`service_id` integer,
	FOREIGN KEY (`invoice_id`) REFERENCES `contract_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contract_invoice_lines_invoice_idx` ON `contract_invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE INDEX `contract_invoice_lines_service_idx` ON `contract_invoice_lines` (`service_id`);--> statement-breakpoint
CREATE TABLE `contract_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text,
	`contract_id` integer NOT NULL,
	`customer_id` integer,
	`issue_date` text,
	`due_date` text,
	`period_start` text,
	`period_end` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`tax_rate` integer DEFAULT 0 NOT NULL,
	`subtotal_fils` integer DEFAULT 0 NOT NULL,
	`tax_fils` integer DEFAULT 0 NOT NULL,
	`total_fils` integer DEFAULT 0 NOT NULL,
	`paid_at` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contract_invoices_contract_idx` ON `contract_invoices` (`contract_id`);--> statement-breakpoint
CREATE INDEX `contract_invoices_customer_idx` ON `contract_invoices` (`customer_id`);--> statement-breakpoint
CREATE INDEX `contract_invoices_status_due_idx` ON `contract_invoices` (`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `contract_invoices_number_idx` ON `contract_invoices` ("number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_invoices_issue_date_idx` ON `contract_invoices` (`issue_date`);--> statement-breakpoint
CREATE INDEX `contract_invoices_due_date_idx` ON `contract_invoices` (`due_date`);--> statement-breakpoint
CREATE INDEX `contract_invoices_period_start_idx` ON `contract_invoices` (`period_start`);--> statement-breakpoint
CREATE INDEX `contract_invoices_period_end_idx` ON `contract_invoices` (`period_end`);--> statement-breakpoint
CREATE INDEX `contract_invoices_subtotal_fils_idx` ON `contract_invoices` (`subtotal_fils`);--> statement-breakpoint
CREATE INDEX `contract_invoices_tax_fils_idx` ON `contract_invoices` (`tax_fils`);--> statement-breakpoint
CREATE INDEX `contract_invoices_total_fils_idx` ON `contract_invoices` (`total_fils`);--> statement-breakpoint
CREATE INDEX `contract_invoices_paid_at_idx` ON `contract_invoices` (`paid_at`);--> statement-breakpoint
CREATE INDEX `contract_invoices_created_at_idx` ON `contract_invoices` (`created_at`);--> statement-breakpoint
CREATE INDEX `contract_invoices_updated_at_idx` ON `contract_invoices` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contract_locations` (
	`contract_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	PRIMARY KEY(`contract_id`, `location_id`),
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_locations_location_idx` ON `contract_locations` (`location_id`);--> statement-breakpoint
CREATE TABLE `contract_quotation_lines` (
	`quotation_id` integer NOT NULL,
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_fils` integer NOT NULL,
	`service_id` integer,
	FOREIGN KEY (`quotation_id`) REFERENCES `contract_quotations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contract_quotation_lines_quotation_idx` ON `contract_quotation_lines` (`quotation_id`,`position`);--> statement-breakpoint
CREATE INDEX `contract_quotation_lines_service_idx` ON `contract_quotation_lines` (`service_id`);--> statement-breakpoint
CREATE TABLE `contract_quotations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text,
	`customer_id` integer,
	`title` text NOT NULL,
	`valid_until` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`tax_rate` integer DEFAULT 0 NOT NULL,
	`subtotal_fils` integer DEFAULT 0 NOT NULL,
	`tax_fils` integer DEFAULT 0 NOT NULL,
	`total_fils` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contract_quotations_customer_idx` ON `contract_quotations` (`customer_id`);--> statement-breakpoint
CREATE INDEX `contract_quotations_number_idx` ON `contract_quotations` ("number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_quotations_title_idx` ON `contract_quotations` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_quotations_status_idx` ON `contract_quotations` ("status" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_quotations_valid_until_idx` ON `contract_quotations` (`valid_until`);--> statement-breakpoint
CREATE INDEX `contract_quotations_tax_rate_idx` ON `contract_quotations` (`tax_rate`);--> statement-breakpoint
CREATE INDEX `contract_quotations_subtotal_fils_idx` ON `contract_quotations` (`subtotal_fils`);--> statement-breakpoint
CREATE INDEX `contract_quotations_tax_fils_idx` ON `contract_quotations` (`tax_fils`);--> statement-breakpoint
CREATE INDEX `contract_quotations_total_fils_idx` ON `contract_quotations` (`total_fils`);--> statement-breakpoint
CREATE INDEX `contract_quotations_created_at_idx` ON `contract_quotations` (`created_at`);--> statement-breakpoint
CREATE INDEX `contract_quotations_updated_at_idx` ON `contract_quotations` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contract_services` (
	`contract_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`contract_id`, `service_id`),
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contract_services_service_idx` ON `contract_services` (`service_id`);--> statement-breakpoint
CREATE TABLE `contract_statuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`color` text,
	`sort_order` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_statuses_name_idx` ON `contract_statuses` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_statuses_state_idx` ON `contract_statuses` ("state" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_statuses_sort_order_idx` ON `contract_statuses` (`sort_order`);--> statement-breakpoint
CREATE INDEX `contract_statuses_created_at_idx` ON `contract_statuses` (`created_at`);--> statement-breakpoint
CREATE INDEX `contract_statuses_updated_at_idx` ON `contract_statuses` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contract_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`billing` text DEFAULT 'fixed' NOT NULL,
	`default_duration_months` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_types_name_idx` ON `contract_types` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_types_billing_idx` ON `contract_types` ("billing" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contract_types_default_duration_months_idx` ON `contract_types` (`default_duration_months`);--> statement-breakpoint
CREATE INDEX `contract_types_created_at_idx` ON `contract_types` (`created_at`);--> statement-breakpoint
CREATE INDEX `contract_types_updated_at_idx` ON `contract_types` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contract_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`version` integer NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`comment` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contract_versions_contract_version_idx` ON `contract_versions` (`contract_id`,`version`);--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`party_type` text DEFAULT 'customer' NOT NULL,
	`customer_id` integer,
	`vendor_id` integer,
	`contract_type_id` integer,
	`quotation_id` integer,
	`quotation_amount_fils` integer,
	`tag` text,
	`status_id` integer,
	`start_date` text,
	`expiry_date` text,
	`notice_days` integer,
	`auto_renew` integer DEFAULT false NOT NULL,
	`value_fils` integer,
	`notes` text,
	`version` integer DEFAULT 1 NOT NULL,
	`version_comment` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`contract_type_id`) REFERENCES `contract_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`quotation_id`) REFERENCES `contract_quotations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`status_id`) REFERENCES `contract_statuses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contracts_customer_idx` ON `contracts` (`customer_id`);--> statement-breakpoint
CREATE INDEX `contracts_vendor_idx` ON `contracts` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `contracts_type_idx` ON `contracts` (`contract_type_id`);--> statement-breakpoint
CREATE INDEX `contracts_quotation_idx` ON `contracts` (`quotation_id`);--> statement-breakpoint
CREATE INDEX `contracts_status_idx` ON `contracts` (`status_id`);--> statement-breakpoint
CREATE INDEX `contracts_name_idx` ON `contracts` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contracts_tag_idx` ON `contracts` ("tag" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contracts_party_type_idx` ON `contracts` ("party_type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `contracts_start_date_idx` ON `contracts` (`start_date`);--> statement-breakpoint
CREATE INDEX `contracts_expiry_date_idx` ON `contracts` (`expiry_date`);--> statement-breakpoint
CREATE INDEX `contracts_notice_days_idx` ON `contracts` (`notice_days`);--> statement-breakpoint
CREATE INDEX `contracts_auto_renew_idx` ON `contracts` (`auto_renew`);--> statement-breakpoint
CREATE INDEX `contracts_value_fils_idx` ON `contracts` (`value_fils`);--> statement-breakpoint
CREATE INDEX `contracts_quotation_amount_fils_idx` ON `contracts` (`quotation_amount_fils`);--> statement-breakpoint
CREATE INDEX `contracts_version_idx` ON `contracts` (`version`);--> statement-breakpoint
CREATE INDEX `contracts_created_at_idx` ON `contracts` (`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_updated_at_idx` ON `contracts` (`updated_at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`code` text,
	`type` text DEFAULT 'office' NOT NULL,
	`company_id` integer,
	`contact_name` text,
	`email` text,
	`phone` text,
	`address` text,
	`city` text,
	`country` text,
	`tax_number` text,
	`account_manager` integer,
	`notes` text,
	`active` integer DEFAULT true NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `customers_company_idx` ON `customers` (`company_id`);--> statement-breakpoint
CREATE INDEX `customers_account_manager_idx` ON `customers` (`account_manager`);--> statement-breakpoint
CREATE INDEX `customers_name_idx` ON `customers` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_code_idx` ON `customers` ("code" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_type_idx` ON `customers` ("type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_contact_name_idx` ON `customers` ("contact_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_email_idx` ON `customers` ("email" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_phone_idx` ON `customers` ("phone" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_city_idx` ON `customers` ("city" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_country_idx` ON `customers` ("country" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_tax_number_idx` ON `customers` ("tax_number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `customers_active_idx` ON `customers` (`active`);--> statement-breakpoint
CREATE INDEX `customers_created_at_idx` ON `customers` (`created_at`);--> statement-breakpoint
CREATE INDEX `customers_updated_at_idx` ON `customers` (`updated_at`);--> statement-breakpoint
CREATE TABLE `service_groups` (
	`service_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`service_id`, `group_id`),
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `permission_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_groups_group_idx` ON `service_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `service_models` (
	`service_id` integer NOT NULL,
	`model_id` integer NOT NULL,
	PRIMARY KEY(`service_id`, `model_id`),
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`model_id`) REFERENCES `models`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_models_model_idx` ON `service_models` (`model_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`type` text DEFAULT 'hard' NOT NULL,
	`parent_id` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`parent_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `services_parent_idx` ON `services` (`parent_id`);--> statement-breakpoint
CREATE INDEX `services_name_idx` ON `services` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `services_type_idx` ON `services` ("type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `services_created_at_idx` ON `services` (`created_at`);--> statement-breakpoint
CREATE INDEX `services_updated_at_idx` ON `services` (`updated_at`);--> statement-breakpoint
CREATE TABLE `vendors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT 'service' NOT NULL,
	`contact_name` text,
	`email` text,
	`phone` text,
	`url` text,
	`trade_licence_number` text,
	`rating` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `vendors_name_idx` ON `vendors` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_type_idx` ON `vendors` ("type" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_contact_name_idx` ON `vendors` ("contact_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_email_idx` ON `vendors` ("email" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_phone_idx` ON `vendors` ("phone" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_trade_licence_number_idx` ON `vendors` ("trade_licence_number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `vendors_rating_idx` ON `vendors` (`rating`);--> statement-breakpoint
CREATE INDEX `vendors_created_at_idx` ON `vendors` (`created_at`);--> statement-breakpoint
CREATE INDEX `vendors_updated_at_idx` ON `vendors` (`updated_at`);--> statement-breakpoint
ALTER TABLE `locations` ADD `customer_id` integer;--> statement-breakpoint
CREATE INDEX `locations_customer_idx` ON `locations` (`customer_id`);