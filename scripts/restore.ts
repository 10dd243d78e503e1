import { parseArgs } from "node:util";
import { BackupError, POSTGRES_BACKUP_ADVICE, restoreSqlite } from "../server/db/sqlite-backup.server";
import { EnvError, parseEnv } from "../server/env.server";

const USAGE = `Put a backup back as the SQLite database of DATA_DIR. Stop the site first.

  npm run restore -- <file>

The file must be a database of this site that passes PRAGMA integrity_check. The database it
replaces is kept beside it as DATA_DIR/app.db.before-restore-<UTC time>.`;

function main(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const env = parseEnv();
  if (env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_ADVICE);
    process.exit(2);
  }
  const result = restoreSqlite(env.DATA_DIR, positionals[0]!);
  console.log(
    `Restored ${positionals[0]} (${result.messages} messages).` +
      (result.replaced ? ` The previous database is kept as ${result.replaced}.` : ""),
  );
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
