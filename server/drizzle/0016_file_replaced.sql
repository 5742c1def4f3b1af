-- A file's row that names a new object (a mesh sent again, a file moved between stores) queues the object it named
-- for deletion, as a deleted row does (0014): every put writes an object of its own (file-store.ts).
CREATE TRIGGER "report_files_replaced" AFTER UPDATE OF "object_key" ON "report_files" FOR EACH ROW
	WHEN (OLD.object_key IS DISTINCT FROM NEW.object_key) EXECUTE FUNCTION "report_files_deleted"();
