CREATE TABLE `accessories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category_id` integer NOT NULL,
	`company_id` integer,
	`manufacturer_id` integer,
	`supplier_id` integer,
	`location_id` integer,
	`model_number` text,
	`order_number` text,
	`purchase_date` text,
	`purchase_cost` real,
	`qty` integer DEFAULT 0 NOT NULL,
	`min_amt` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`manufacturer_id`) REFERENCES `manufacturers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `accessories_name_idx` ON `accessories` (`name`);--> statement-breakpoint
CREATE INDEX `accessories_category_idx` ON `accessories` (`category_id`);--> statement-breakpoint
CREATE INDEX `accessories_company_idx` ON `accessories` (`company_id`);--> statement-breakpoint
CREATE INDEX `accessories_manufacturer_idx` ON `accessories` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `accessories_supplier_idx` ON `accessories` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `accessories_location_idx` ON `accessories` (`location_id`);--> statement-breakpoint
CREATE INDEX `accessories_created_idx` ON `accessories` (`created_at`);--> statement-breakpoint
CREATE TABLE `accessories_checkout` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`accessory_id` integer NOT NULL,
	`assigned_to` integer NOT NULL,
	`assigned_type` text NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`accessory_id`) REFERENCES `accessories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `accessories_checkout_accessory_idx` ON `accessories_checkout` (`accessory_id`);--> statement-breakpoint
CREATE INDEX `accessories_checkout_assigned_idx` ON `accessories_checkout` (`assigned_type`,`assigned_to`);--> statement-breakpoint
CREATE TABLE `asset_maintenances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`asset_id` integer NOT NULL,
	`supplier_id` integer,
	`asset_maintenance_type` text NOT NULL,
	`start_date` text NOT NULL,
	`completion_date` text,
	`cost` real,
	`is_warranty` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `asset_maintenances_asset_idx` ON `asset_maintenances` (`asset_id`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_supplier_idx` ON `asset_maintenances` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `asset_maintenances_created_idx` ON `asset_maintenances` (`created_at`);--> statement-breakpoint
CREATE TABLE `assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`asset_tag` text NOT NULL,
	`name` text,
	`serial` text,
	`model_id` integer NOT NULL,
	`status_id` integer NOT NULL,
	`company_id` integer,
	`location_id` integer,
	`rtd_location_id` integer,
	`supplier_id` integer,
	`itemtype` text,
	`customer_id` integer,
	`vendor_id` integer,
	`agreement_id` integer,
	`commitment_id` integer,
	`customer_tag_id` text,
	`order_number` text,
	`purchase_order` text,
	`purchase_date` text,
	`purchase_cost` real,
	`warranty_months` integer,
	`requestable` integer DEFAULT false NOT NULL,
	`byod` integer DEFAULT false NOT NULL,
	`assigned_to` integer,
	`assigned_type` text,
	`last_checkout` text,
	`last_checkin` text,
	`expected_checkin` text,
	`accepted_at` text,
	`last_audit_date` text,
	`next_audit_date` text,
	`checkout_counter` integer DEFAULT 0 NOT NULL,
	`checkin_counter` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`model_id`) REFERENCES `models`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`status_id`) REFERENCES `status_labels`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rtd_location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `assets_tag_idx` ON `assets` ("asset_tag" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_name_idx` ON `assets` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_serial_idx` ON `assets` ("serial" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `assets_model_idx` ON `assets` (`model_id`,`status_id`,`deleted_at`);--> statement-breakpoint
CREATE INDEX `assets_status_idx` ON `assets` (`status_id`,`deleted_at`);--> statement-breakpoint
CREATE INDEX `assets_company_idx` ON `assets` (`company_id`);--> statement-breakpoint
CREATE INDEX `assets_location_idx` ON `assets` (`location_id`);--> statement-breakpoint
CREATE INDEX `assets_rtd_location_idx` ON `assets` (`rtd_location_id`);--> statement-breakpoint
CREATE INDEX `assets_supplier_idx` ON `assets` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `assets_itemtype_idx` ON `assets` (`itemtype`);--> statement-breakpoint
CREATE INDEX `assets_customer_idx` ON `assets` (`customer_id`);--> statement-breakpoint
CREATE INDEX `assets_vendor_idx` ON `assets` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `assets_agreement_idx` ON `assets` (`agreement_id`);--> statement-breakpoint
CREATE INDEX `assets_commitment_idx` ON `assets` (`commitment_id`);--> statement-breakpoint
CREATE INDEX `assets_assigned_idx` ON `assets` (`assigned_type`,`assigned_to`);--> statement-breakpoint
CREATE INDEX `assets_next_audit_idx` ON `assets` (`next_audit_date`);--> statement-breakpoint
CREATE INDEX `assets_purchase_date_idx` ON `assets` (`purchase_date`);--> statement-breakpoint
CREATE INDEX `assets_order_number_idx` ON `assets` (`order_number`);--> statement-breakpoint
CREATE INDEX `assets_created_idx` ON `assets` (`created_at`);--> statement-breakpoint
CREATE INDEX `assets_updated_idx` ON `assets` (`updated_at`);--> statement-breakpoint
CREATE INDEX `assets_last_checkout_idx` ON `assets` (`last_checkout`);--> statement-breakpoint
CREATE TABLE `components` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category_id` integer NOT NULL,
	`company_id` integer,
	`manufacturer_id` integer,
	`supplier_id` integer,
	`location_id` integer,
	`model_number` text,
	`order_number` text,
	`purchase_date` text,
	`purchase_cost` real,
	`qty` integer DEFAULT 0 NOT NULL,
	`min_amt` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	`serial` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`manufacturer_id`) REFERENCES `manufacturers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `components_name_idx` ON `components` (`name`);--> statement-breakpoint
CREATE INDEX `components_category_idx` ON `components` (`category_id`);--> statement-breakpoint
CREATE INDEX `components_company_idx` ON `components` (`company_id`);--> statement-breakpoint
CREATE INDEX `components_manufacturer_idx` ON `components` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `components_supplier_idx` ON `components` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `components_location_idx` ON `components` (`location_id`);--> statement-breakpoint
CREATE INDEX `components_created_idx` ON `components` (`created_at`);--> statement-breakpoint
CREATE TABLE `components_assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`component_id` integer NOT NULL,
	`asset_id` integer NOT NULL,
	`assigned_qty` integer NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`component_id`) REFERENCES `components`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `components_assets_component_idx` ON `components_assets` (`component_id`);--> statement-breakpoint
CREATE INDEX `components_assets_asset_idx` ON `components_assets` (`asset_id`);--> statement-breakpoint
CREATE TABLE `consumables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category_id` integer NOT NULL,
	`company_id` integer,
	`manufacturer_id` integer,
	`supplier_id` integer,
	`location_id` integer,
	`model_number` text,
	`order_number` text,
	`purchase_date` text,
	`purchase_cost` real,
	`qty` integer DEFAULT 0 NOT NULL,
	`min_amt` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	`item_no` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`manufacturer_id`) REFERENCES `manufacturers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `consumables_name_idx` ON `consumables` (`name`);--> statement-breakpoint
CREATE INDEX `consumables_category_idx` ON `consumables` (`category_id`);--> statement-breakpoint
CREATE INDEX `consumables_company_idx` ON `consumables` (`company_id`);--> statement-breakpoint
CREATE INDEX `consumables_manufacturer_idx` ON `consumables` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `consumables_supplier_idx` ON `consumables` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `consumables_location_idx` ON `consumables` (`location_id`);--> statement-breakpoint
CREATE INDEX `consumables_created_idx` ON `consumables` (`created_at`);--> statement-breakpoint
CREATE TABLE `consumables_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consumable_id` integer NOT NULL,
	`assigned_to` integer NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`consumable_id`) REFERENCES `consumables`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `consumables_users_consumable_idx` ON `consumables_users` (`consumable_id`);--> statement-breakpoint
CREATE INDEX `consumables_users_user_idx` ON `consumables_users` (`assigned_to`);--> statement-breakpoint
CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`stored_name` text NOT NULL,
	`filesize` integer NOT NULL,
	`import_type` text,
	`header_row` text DEFAULT '[]' NOT NULL,
	`first_row` text DEFAULT '[]' NOT NULL,
	`field_map` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `imports_created_idx` ON `imports` (`created_at`);--> statement-breakpoint
CREATE TABLE `license_seats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`license_id` integer NOT NULL,
	`assigned_to` integer,
	`asset_id` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`license_id`) REFERENCES `licenses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `license_seats_license_idx` ON `license_seats` (`license_id`);--> statement-breakpoint
CREATE INDEX `license_seats_user_idx` ON `license_seats` (`assigned_to`);--> statement-breakpoint
CREATE INDEX `license_seats_asset_idx` ON `license_seats` (`asset_id`);--> statement-breakpoint
CREATE TABLE `licenses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`product_key` text,
	`seats` integer NOT NULL,
	`category_id` integer NOT NULL,
	`company_id` integer,
	`manufacturer_id` integer,
	`supplier_id` integer,
	`depreciation_id` integer,
	`license_name` text,
	`license_email` text,
	`reassignable` integer DEFAULT false NOT NULL,
	`maintained` integer DEFAULT false NOT NULL,
	`order_number` text,
	`purchase_order` text,
	`purchase_cost` real,
	`purchase_date` text,
	`expiration_date` text,
	`termination_date` text,
	`min_amt` integer,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`manufacturer_id`) REFERENCES `manufacturers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`depreciation_id`) REFERENCES `depreciations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `licenses_name_idx` ON `licenses` (`name`);--> statement-breakpoint
CREATE INDEX `licenses_category_idx` ON `licenses` (`category_id`);--> statement-breakpoint
CREATE INDEX `licenses_company_idx` ON `licenses` (`company_id`);--> statement-breakpoint
CREATE INDEX `licenses_manufacturer_idx` ON `licenses` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `licenses_supplier_idx` ON `licenses` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `licenses_depreciation_idx` ON `licenses` (`depreciation_id`);--> statement-breakpoint
CREATE INDEX `licenses_created_idx` ON `licenses` (`created_at`);--> statement-breakpoint
CREATE TABLE `models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`model_number` text,
	`category_id` integer NOT NULL,
	`manufacturer_id` integer,
	`depreciation_id` integer,
	`fieldset_id` integer,
	`eol` integer,
	`min_amt` integer,
	`requestable` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`manufacturer_id`) REFERENCES `manufacturers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`depreciation_id`) REFERENCES `depreciations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`fieldset_id`) REFERENCES `custom_fieldsets`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `models_name_idx` ON `models` (`name`);--> statement-breakpoint
CREATE INDEX `models_category_idx` ON `models` (`category_id`);--> statement-breakpoint
CREATE INDEX `models_manufacturer_idx` ON `models` (`manufacturer_id`);--> statement-breakpoint
CREATE INDEX `models_depreciation_idx` ON `models` (`depreciation_id`);--> statement-breakpoint
CREATE INDEX `models_fieldset_idx` ON `models` (`fieldset_id`);--> statement-breakpoint
CREATE INDEX `models_created_idx` ON `models` (`created_at`);--> statement-breakpoint
CREATE INDEX `locations_manager_idx` ON `locations` (`manager_id`);