CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category_type` text NOT NULL,
	`use_default_eula` integer DEFAULT false NOT NULL,
	`require_acceptance` integer DEFAULT false NOT NULL,
	`checkin_email` integer DEFAULT false NOT NULL,
	`eula_text` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `categories_name_idx` ON `categories` (`name`);--> statement-breakpoint
CREATE INDEX `categories_type_idx` ON `categories` (`category_type`);--> statement-breakpoint
CREATE INDEX `categories_created_idx` ON `categories` (`created_at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`fax` text,
	`email` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);--> statement-breakpoint
CREATE INDEX `companies_created_idx` ON `companies` (`created_at`);--> statement-breakpoint
CREATE TABLE `departments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`company_id` integer,
	`manager_id` integer,
	`location_id` integer,
	`phone` text,
	`fax` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `departments_name_idx` ON `departments` (`name`);--> statement-breakpoint
CREATE INDEX `departments_company_idx` ON `departments` (`company_id`);--> statement-breakpoint
CREATE INDEX `departments_location_idx` ON `departments` (`location_id`);--> statement-breakpoint
CREATE INDEX `departments_created_idx` ON `departments` (`created_at`);--> statement-breakpoint
CREATE TABLE `depreciations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`months` integer NOT NULL,
	`depreciation_type` text DEFAULT 'amount' NOT NULL,
	`depreciation_min` real,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `depreciations_name_idx` ON `depreciations` (`name`);--> statement-breakpoint
CREATE INDEX `depreciations_created_idx` ON `depreciations` (`created_at`);--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`manager_id` integer,
	`company_id` integer,
	`address` text,
	`address2` text,
	`city` text,
	`state` text,
	`country` text,
	`zip` text,
	`phone` text,
	`fax` text,
	`currency` text,
	`ldap_ou` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`parent_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `locations_name_idx` ON `locations` (`name`);--> statement-breakpoint
CREATE INDEX `locations_parent_idx` ON `locations` (`parent_id`);--> statement-breakpoint
CREATE INDEX `locations_company_idx` ON `locations` (`company_id`);--> statement-breakpoint
CREATE INDEX `locations_created_idx` ON `locations` (`created_at`);--> statement-breakpoint
CREATE TABLE `manufacturers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`url` text,
	`support_url` text,
	`warranty_lookup_url` text,
	`support_phone` text,
	`support_email` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `manufacturers_name_idx` ON `manufacturers` (`name`);--> statement-breakpoint
CREATE INDEX `manufacturers_created_idx` ON `manufacturers` (`created_at`);--> statement-breakpoint
CREATE TABLE `status_labels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`color` text,
	`show_in_nav` integer DEFAULT false NOT NULL,
	`default_label` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `status_labels_name_idx` ON `status_labels` (`name`);--> statement-breakpoint
CREATE INDEX `status_labels_created_idx` ON `status_labels` (`created_at`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`contact` text,
	`phone` text,
	`fax` text,
	`email` text,
	`url` text,
	`address` text,
	`address2` text,
	`city` text,
	`state` text,
	`country` text,
	`zip` text,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `suppliers_name_idx` ON `suppliers` (`name`);--> statement-breakpoint
CREATE INDEX `suppliers_created_idx` ON `suppliers` (`created_at`);--> statement-breakpoint
CREATE TABLE `work_order_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`code` text,
	`color` text,
	`description` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `work_order_categories_name_idx` ON `work_order_categories` (`name`);--> statement-breakpoint
CREATE INDEX `work_order_categories_created_idx` ON `work_order_categories` (`created_at`);--> statement-breakpoint
CREATE TABLE `work_order_priorities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`code` text,
	`color` text NOT NULL,
	`rank` integer NOT NULL,
	`response_hours` integer,
	`resolution_hours` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `work_order_priorities_name_idx` ON `work_order_priorities` (`name`);--> statement-breakpoint
CREATE INDEX `work_order_priorities_rank_idx` ON `work_order_priorities` (`rank`);--> statement-breakpoint
CREATE TABLE `work_order_statuses` (
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
CREATE INDEX `work_order_statuses_name_idx` ON `work_order_statuses` (`name`);--> statement-breakpoint
CREATE INDEX `work_order_statuses_sort_idx` ON `work_order_statuses` (`sort_order`);--> statement-breakpoint
CREATE TABLE `action_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action_type` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`target_type` text,
	`target_id` integer,
	`note` text,
	`log_meta` text,
	`remote_ip` text,
	`user_agent` text,
	`action_source` text,
	`created_by` integer,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `action_logs_item_idx` ON `action_logs` (`item_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `action_logs_created_idx` ON `action_logs` (`created_at`);--> statement-breakpoint
CREATE TABLE `permission_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`permissions` text DEFAULT '{}' NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_hash_idx` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text,
	`username` text NOT NULL,
	`email` text,
	`password` text NOT NULL,
	`activated` integer DEFAULT false NOT NULL,
	`permissions` text DEFAULT '{}' NOT NULL,
	`role_type` text,
	`jobtitle` text,
	`phone` text,
	`employee_num` text,
	`avatar` text,
	`company_id` integer,
	`department_id` integer,
	`location_id` integer,
	`manager_id` integer,
	`notes` text,
	`last_login` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `users_username_idx` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`);--> statement-breakpoint
CREATE INDEX `users_department_idx` ON `users` (`department_id`);--> statement-breakpoint
CREATE INDEX `users_location_idx` ON `users` (`location_id`);--> statement-breakpoint
CREATE TABLE `users_groups` (
	`user_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `group_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `permission_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `users_groups_group_idx` ON `users_groups` (`group_id`);