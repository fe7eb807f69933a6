ALTER TABLE `action_logs` ADD `filename` text;--> statement-breakpoint
CREATE INDEX `action_logs_target_idx` ON `action_logs` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `action_logs_created_by_idx` ON `action_logs` (`created_by`);