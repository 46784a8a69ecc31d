// npm run restore -- backup.tar.gz: restores into DATA_DIR (./data), which must be empty.
import path from "node:path";
import { restoreBackup } from "../src/ops/backup";
import { startupSettings } from "../src/config/config";

const archive = process.argv[2];
if (!archive) {
  console.error("usage: npm run restore -- <backup.tar.gz>");
  process.exit(2);
}
const { dataDir } = startupSettings(process.env);
try {
  const m = await restoreBackup(path.resolve(archive), dataDir);
  console.log(`restored ${archive} (taken ${m.createdAt}, ${m.tables.length} tables) into ${dataDir}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
