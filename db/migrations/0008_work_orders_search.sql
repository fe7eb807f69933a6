-- Work-order search at 200k rows: an FTS5 trigram index over the `workorders` declaration's searched
-- text columns (number, title, description), kept in step with `work_orders` by triggers. A substring
-- of three characters or more is found through it instead of a LIKE scan of every row.
CREATE VIRTUAL TABLE `work_orders_search` USING fts5(
	`number`, `title`, `description`,
	content='work_orders', content_rowid='id', tokenize='trigram'
);--> statement-breakpoint
CREATE TRIGGER `work_orders_search_insert` AFTER INSERT ON `work_orders` BEGIN
	INSERT INTO `work_orders_search` (rowid, `number`, `title`, `description`)
	VALUES (new.id, new.number, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `work_orders_search_delete` AFTER DELETE ON `work_orders` BEGIN
	INSERT INTO `work_orders_search` (`work_orders_search`, rowid, `number`, `title`, `description`)
	VALUES ('delete', old.id, old.number, old.title, old.description);
END;--> statement-breakpoint
CREATE TRIGGER `work_orders_search_update` AFTER UPDATE OF `number`, `title`, `description` ON `work_orders` BEGIN
	INSERT INTO `work_orders_search` (`work_orders_search`, rowid, `number`, `title`, `description`)
	VALUES ('delete', old.id, old.number, old.title, old.description);
	INSERT INTO `work_orders_search` (rowid, `number`, `title`, `description`)
	VALUES (new.id, new.number, new.title, new.description);
END;--> statement-breakpoint
-- A link is one row per pair of work orders, whichever side made it (drizzle cannot declare this index).
CREATE UNIQUE INDEX `work_order_links_pair_idx` ON `work_order_links` (min(`work_order_id`, `linked_id`), max(`work_order_id`, `linked_id`));
