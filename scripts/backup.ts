import { parseArgs } from "node:util";
import { BackupError, POSTGRES_BACKUP_ADVICE, backupSqlite, defaultBackupPath } from "../server/db/sqlite-backup.server";
import { EnvError, parseEnv } from "../server/env.server";

const USAGE = `Copy the SQLite database of DATA_DIR while the site serves.

  npm run backup                 writes DATA_DIR/backups/app-<UTC time>.db
  npm run backup -- <file>       writes <file> (refused if it exists)

The copy is one consistent snapshot and passes PRAGMA integrity_check before it is kept.`;

function main(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const env = parseEnv();
  if (env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_ADVICE);
    process.exit(2);
  }
  const started = Date.now();
  const result = backupSqlite(env.DATA_DIR, positionals[0] ?? defaultBackupPath(env.DATA_DIR));
  console.log(`Backup written to ${result.path} (${result.messages} messages, integrity ok, ${Date.now() - started} ms).`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
