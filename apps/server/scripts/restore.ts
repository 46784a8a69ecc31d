// npm run restore -- backup.tar.gz: restores into DATA_DIR (./data), which must be empty.
import path from "node:path";
import { restoreBackup } from "../src/ops/backup";

const archive = process.argv[2];
if (!archive) {
  console.error("usage: npm run restore -- <backup.tar.gz>");
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
await restoreBackup(path.resolve(archive), dataDir);
console.log(`restored ${archive} into ${dataDir}`);
