CREATE TABLE `causes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cause_name` text NOT NULL,
	`cause_type` text NOT NULL,
	`cause_question` text,
	`cause_status` integer DEFAULT false NOT NULL,
	`parent_id` integer,
	`company` text DEFAULT '[]' NOT NULL,
	`category` text DEFAULT '[]' NOT NULL,
	`models` text DEFAULT '[]' NOT NULL,
	`assignee_type` text DEFAULT 'group' NOT NULL,
	`assignee_users` text DEFAULT '[]' NOT NULL,
	`assignee_groups` text DEFAULT '[]' NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `causes_name_idx` ON `causes` (`cause_name`);--> statement-breakpoint
CREATE INDEX `causes_parent_idx` ON `causes` (`parent_id`);--> statement-breakpoint
CREATE INDEX `causes_created_idx` ON `causes` (`created_at`);--> statement-breakpoint
CREATE TABLE `custom_field_fieldset` (
	`fieldset_id` integer NOT NULL,
	`field_id` integer NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`fieldset_id`, `field_id`),
	FOREIGN KEY (`fieldset_id`) REFERENCES `custom_fieldsets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`field_id`) REFERENCES `custom_fields`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `custom_field_fieldset_field_idx` ON `custom_field_fieldset` (`field_id`);--> statement-breakpoint
CREATE TABLE `custom_fields` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`element` text NOT NULL,
	`format` text DEFAULT 'ANY' NOT NULL,
	`custom_format` text,
	`field_values` text,
	`help_text` text,
	`db_column_name` text,
	`show_in_listview` integer DEFAULT false NOT NULL,
	`display_in_user_view` integer DEFAULT false NOT NULL,
	`auto_add_to_fieldsets` integer DEFAULT false NOT NULL,
	`display_checkin` integer DEFAULT false NOT NULL,
	`display_checkout` integer DEFAULT false NOT NULL,
	`display_audit` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `custom_fields_name_idx` ON `custom_fields` (`name`);--> statement-breakpoint
CREATE TABLE `custom_fieldsets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `custom_fieldsets_name_idx` ON `custom_fieldsets` (`name`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`event` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_templates_name_idx` ON `email_templates` (`name`);--> statement-breakpoint
CREATE INDEX `email_templates_created_idx` ON `email_templates` (`created_at`);--> statement-breakpoint
CREATE TABLE `escalation_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`level` integer NOT NULL,
	`cause_id` integer,
	`priority_id` integer,
	`response_minutes` integer NOT NULL,
	`resolution_minutes` integer,
	`assignee_type` text DEFAULT 'group' NOT NULL,
	`assignee_users` text DEFAULT '[]' NOT NULL,
	`assignee_groups` text DEFAULT '[]' NOT NULL,
	`notify_email` integer DEFAULT false NOT NULL,
	`raise_priority` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`cause_id`) REFERENCES `causes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`priority_id`) REFERENCES `work_order_priorities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `escalation_rules_level_idx` ON `escalation_rules` (`level`);--> statement-breakpoint
CREATE INDEX `escalation_rules_cause_idx` ON `escalation_rules` (`cause_id`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`remote_ip` text,
	`user_agent` text,
	`successful` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_username_idx` ON `login_attempts` (`username`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_ip_idx` ON `login_attempts` (`remote_ip`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_created_idx` ON `login_attempts` (`created_at`);--> statement-breakpoint
CREATE TABLE `template_permissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`assigned_to` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`filename` text NOT NULL,
	`stored_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`note` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_item_idx` ON `uploads` (`item_type`,`item_id`);