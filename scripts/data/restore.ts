/**
 * npm run restore -- <backup file | latest>: puts a backup of the embedded database in place. Stop the server
 * first (a running server holds the folder and the restore refuses). The replaced folder is kept beside it.
 */
import { resolve } from 'node:path';
import { listBackups, restoreBackup } from '../../src/server/db/backup';

const dataDir = resolve(process.env.DATA_DIR || './data');
const wanted = process.argv[2];
const file = !wanted || wanted === 'latest' ? listBackups(dataDir).at(-1) : resolve(wanted);
if (!file) {
  console.error(`No backup to restore in ${dataDir}/backups. Name one: npm run restore -- <file>`);
  process.exit(1);
}
try {
  const keptAs = await restoreBackup(file, dataDir);
  console.log(`Restored ${file} into ${dataDir}.`);
  if (keptAs) console.log(`The folder it replaced is kept as ${keptAs} (delete it when all is well).`);
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
