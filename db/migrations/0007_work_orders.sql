CREATE TABLE `service_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`number` text,
	`findings` text NOT NULL,
	`actions_taken` text,
	`parts_used` text DEFAULT '[]' NOT NULL,
	`time_minutes` integer,
	`customer_signoff_name` text,
	`signed_at` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_reports_work_order_idx` ON `service_reports` (`work_order_id`);--> statement-breakpoint
CREATE INDEX `service_reports_created_idx` ON `service_reports` (`created_at`);--> statement-breakpoint
CREATE TABLE `work_order_assets` (
	`work_order_id` integer NOT NULL,
	`asset_id` integer NOT NULL,
	PRIMARY KEY(`work_order_id`, `asset_id`),
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `work_order_assets_asset_idx` ON `work_order_assets` (`asset_id`,`work_order_id`);--> statement-breakpoint
CREATE TABLE `work_order_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_comments_work_order_idx` ON `work_order_comments` (`work_order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `work_order_escalations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`level` integer NOT NULL,
	`cause_id` integer,
	`trigger` text NOT NULL,
	`rule_id` integer,
	`assignees` text DEFAULT '[]' NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cause_id`) REFERENCES `causes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rule_id`) REFERENCES `escalation_rules`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `work_order_escalations_work_order_idx` ON `work_order_escalations` (`work_order_id`,`level`);--> statement-breakpoint
CREATE UNIQUE INDEX `work_order_escalations_auto_idx` ON `work_order_escalations` (`work_order_id`,`level`) WHERE "trigger" <> 'manual';--> statement-breakpoint
CREATE TABLE `work_order_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`linked_id` integer NOT NULL,
	`link_type` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`linked_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_links_work_order_idx` ON `work_order_links` (`work_order_id`);--> statement-breakpoint
CREATE INDEX `work_order_links_linked_idx` ON `work_order_links` (`linked_id`);--> statement-breakpoint
CREATE TABLE `work_order_locations` (
	`work_order_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	PRIMARY KEY(`work_order_id`, `location_id`),
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `work_order_locations_location_idx` ON `work_order_locations` (`location_id`,`work_order_id`);--> statement-breakpoint
CREATE TABLE `work_order_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`action` text NOT NULL,
	`from_status_id` integer,
	`to_status_id` integer,
	`note` text,
	`reason` text,
	`minutes` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_status_id`) REFERENCES `work_order_statuses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_status_id`) REFERENCES `work_order_statuses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `work_order_logs_work_order_idx` ON `work_order_logs` (`work_order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `work_order_media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`filename` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_media_work_order_idx` ON `work_order_media` (`work_order_id`);--> statement-breakpoint
CREATE TABLE `work_order_quotation_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quotation_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_fils` integer NOT NULL,
	`consumable_id` integer,
	`component_id` integer,
	FOREIGN KEY (`quotation_id`) REFERENCES `work_order_quotations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_quotation_lines_quotation_idx` ON `work_order_quotation_lines` (`quotation_id`,`position`);--> statement-breakpoint
CREATE TABLE `work_order_quotations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`tax_rate` integer NOT NULL,
	`notes` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`updated_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_order_quotations_work_order_id_unique` ON `work_order_quotations` (`work_order_id`);--> statement-breakpoint
CREATE TABLE `work_order_supportees` (
	`work_order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`work_order_id`, `user_id`),
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_supportees_user_idx` ON `work_order_supportees` (`user_id`,`work_order_id`);--> statement-breakpoint
CREATE TABLE `work_order_watchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_order_watchers_pair_idx` ON `work_order_watchers` (`work_order_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `work_order_watchers_user_idx` ON `work_order_watchers` (`user_id`);--> statement-breakpoint
CREATE TABLE `work_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text,
	`title` text NOT NULL,
	`description` text,
	`source` text DEFAULT 'direct' NOT NULL,
	`status_id` integer NOT NULL,
	`state` text NOT NULL,
	`priority_id` integer,
	`category_id` integer,
	`cause_id` integer,
	`assignee` integer,
	`requested_by` integer,
	`parent_id` integer,
	`follow_up_of` integer,
	`customer_id` integer,
	`vendor_id` integer,
	`scheduler_id` integer,
	`occurrence_date` text,
	`due_at` text,
	`hold_started_at` text,
	`first_response_at` text,
	`started_at` text,
	`completed_at` text,
	`completed_by` integer,
	`closed_at` text,
	`escalation_level` integer DEFAULT 0 NOT NULL,
	`hold_reason` text,
	`cancel_reason` text,
	`reject_reason` text,
	`time_spent_minutes` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`status_id`) REFERENCES `work_order_statuses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`priority_id`) REFERENCES `work_order_priorities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `work_order_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cause_id`) REFERENCES `causes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`follow_up_of`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_orders_number_idx` ON `work_orders` ("number" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `work_orders_state_due_idx` ON `work_orders` ("state" COLLATE NOCASE,`due_at`);--> statement-breakpoint
CREATE INDEX `work_orders_status_idx` ON `work_orders` (`status_id`);--> statement-breakpoint
CREATE INDEX `work_orders_priority_idx` ON `work_orders` (`priority_id`);--> statement-breakpoint
CREATE INDEX `work_orders_category_idx` ON `work_orders` (`category_id`);--> statement-breakpoint
CREATE INDEX `work_orders_cause_idx` ON `work_orders` (`cause_id`);--> statement-breakpoint
CREATE INDEX `work_orders_parent_idx` ON `work_orders` (`parent_id`);--> statement-breakpoint
CREATE INDEX `work_orders_title_idx` ON `work_orders` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `work_orders_source_idx` ON `work_orders` ("source" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `work_orders_hold_reason_idx` ON `work_orders` ("hold_reason" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `work_orders_due_at_idx` ON `work_orders` (`due_at`);--> statement-breakpoint
CREATE INDEX `work_orders_assignee_idx` ON `work_orders` (`assignee`);--> statement-breakpoint
CREATE INDEX `work_orders_requested_by_idx` ON `work_orders` (`requested_by`);--> statement-breakpoint
CREATE INDEX `work_orders_follow_up_of_idx` ON `work_orders` (`follow_up_of`);--> statement-breakpoint
CREATE INDEX `work_orders_customer_id_idx` ON `work_orders` (`customer_id`);--> statement-breakpoint
CREATE INDEX `work_orders_vendor_id_idx` ON `work_orders` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `work_orders_scheduler_id_idx` ON `work_orders` (`scheduler_id`);--> statement-breakpoint
CREATE INDEX `work_orders_occurrence_date_idx` ON `work_orders` (`occurrence_date`);--> statement-breakpoint
CREATE INDEX `work_orders_first_response_at_idx` ON `work_orders` (`first_response_at`);--> statement-breakpoint
CREATE INDEX `work_orders_started_at_idx` ON `work_orders` (`started_at`);--> statement-breakpoint
CREATE INDEX `work_orders_completed_at_idx` ON `work_orders` (`completed_at`);--> statement-breakpoint
CREATE INDEX `work_orders_completed_by_idx` ON `work_orders` (`completed_by`);--> statement-breakpoint
CREATE INDEX `work_orders_closed_at_idx` ON `work_orders` (`closed_at`);--> statement-breakpoint
CREATE INDEX `work_orders_escalation_level_idx` ON `work_orders` (`escalation_level`);--> statement-breakpoint
CREATE INDEX `work_orders_time_spent_minutes_idx` ON `work_orders` (`time_spent_minutes`);--> statement-breakpoint
CREATE INDEX `work_orders_created_at_idx` ON `work_orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `work_orders_updated_at_idx` ON `work_orders` (`updated_at`);--> statement-breakpoint
CREATE TABLE `checklist_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`checklist_id` integer NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`photo` text DEFAULT 'none' NOT NULL,
	`video` text DEFAULT 'none' NOT NULL,
	`comment` text DEFAULT 'none' NOT NULL,
	`option_list` text DEFAULT 'combined' NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`checklist_id`) REFERENCES `checklists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checklist_items_checklist_idx` ON `checklist_items` (`checklist_id`,`position`);--> statement-breakpoint
CREATE TABLE `checklist_parameters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`checklist_id` integer NOT NULL,
	`name` text NOT NULL,
	`unit` text,
	`min` real,
	`max` real,
	`required` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`checklist_id`) REFERENCES `checklists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checklist_parameters_checklist_idx` ON `checklist_parameters` (`checklist_id`);--> statement-breakpoint
CREATE TABLE `checklists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`company_id` integer,
	`category_id` integer,
	`models` text DEFAULT '[]' NOT NULL,
	`status` integer DEFAULT false NOT NULL,
	`description` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `checklists_name_idx` ON `checklists` (`name`);--> statement-breakpoint
CREATE INDEX `checklists_type_idx` ON `checklists` (`type`);--> statement-breakpoint
CREATE TABLE `work_order_checklist_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_checklist_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`option_key` text NOT NULL,
	`result` text NOT NULL,
	`comment` text,
	`media_id` integer,
	`answered_by` integer,
	`answered_at` text NOT NULL,
	FOREIGN KEY (`work_order_checklist_id`) REFERENCES `work_order_checklists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `checklist_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`media_id`) REFERENCES `work_order_media`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_order_checklist_answers_item_idx` ON `work_order_checklist_answers` (`work_order_checklist_id`,`item_id`);--> statement-breakpoint
CREATE INDEX `work_order_checklist_answers_by_item_idx` ON `work_order_checklist_answers` (`item_id`);--> statement-breakpoint
CREATE INDEX `work_order_checklist_answers_media_idx` ON `work_order_checklist_answers` (`media_id`);--> statement-breakpoint
CREATE TABLE `work_order_checklists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_id` integer NOT NULL,
	`checklist_id` integer NOT NULL,
	`stage` text NOT NULL,
	`dependent_checklist_id` integer,
	`completed_at` text,
	`completed_by` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checklist_id`) REFERENCES `checklists`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dependent_checklist_id`) REFERENCES `work_order_checklists`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `work_order_checklists_work_order_idx` ON `work_order_checklists` (`work_order_id`,`stage`);--> statement-breakpoint
CREATE INDEX `work_order_checklists_checklist_idx` ON `work_order_checklists` (`checklist_id`);--> statement-breakpoint
CREATE INDEX `work_order_checklists_dependent_idx` ON `work_order_checklists` (`dependent_checklist_id`);--> statement-breakpoint
CREATE TABLE `work_order_readings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_order_checklist_id` integer NOT NULL,
	`parameter_id` integer NOT NULL,
	`value` real NOT NULL,
	`in_range` integer DEFAULT false NOT NULL,
	`read_by` integer,
	`read_at` text NOT NULL,
	FOREIGN KEY (`work_order_checklist_id`) REFERENCES `work_order_checklists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parameter_id`) REFERENCES `checklist_parameters`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_order_readings_parameter_idx` ON `work_order_readings` (`work_order_checklist_id`,`parameter_id`);--> statement-breakpoint
CREATE INDEX `work_order_readings_by_parameter_idx` ON `work_order_readings` (`parameter_id`);