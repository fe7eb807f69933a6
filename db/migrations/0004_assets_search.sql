-- Asset search at 100k rows: an FTS5 trigram index over the searched text columns (the `hardware`
-- declaration's `search` list), kept in step with `assets` by triggers. A substring of three
-- characters or more is found through it instead of a LIKE scan of every row.
CREATE VIRTUAL TABLE `assets_search` USING fts5(
	`name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes`,
	content='assets', content_rowid='id', tokenize='trigram'
);--> statement-breakpoint
CREATE TRIGGER `assets_search_insert` AFTER INSERT ON `assets` BEGIN
	INSERT INTO `assets_search` (rowid, `name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes`)
	VALUES (new.id, new.name, new.asset_tag, new.serial, new.order_number, new.purchase_order, new.customer_tag_id, new.notes);
END;--> statement-breakpoint
CREATE TRIGGER `assets_search_delete` AFTER DELETE ON `assets` BEGIN
	INSERT INTO `assets_search` (`assets_search`, rowid, `name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes`)
	VALUES ('delete', old.id, old.name, old.asset_tag, old.serial, old.order_number, old.purchase_order, old.customer_tag_id, old.notes);
END;--> statement-breakpoint
CREATE TRIGGER `assets_search_update` AFTER UPDATE OF `name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes` ON `assets` BEGIN
	INSERT INTO `assets_search` (`assets_search`, rowid, `name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes`)
	VALUES ('delete', old.id, old.name, old.asset_tag, old.serial, old.order_number, old.purchase_order, old.customer_tag_id, old.notes);
	INSERT INTO `assets_search` (rowid, `name`, `asset_tag`, `serial`, `order_number`, `purchase_order`, `customer_tag_id`, `notes`)
	VALUES (new.id, new.name, new.asset_tag, new.serial, new.order_number, new.purchase_order, new.customer_tag_id, new.notes);
END;
