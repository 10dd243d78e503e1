import { parseArgs } from "node:util";
import { ADMIN_ROLES, DEFAULT_ROLE, isAdminRole } from "../app/admin/roles";
import { CreateAdminSchema } from "../app/schemas/admin-user";
import { AdminService } from "../server/auth/admins.server";
import { AdminsRepository } from "../server/auth/admins-repository.server";
import { generatePassword } from "../server/auth/password.server";
import { SessionService } from "../server/auth/sessions.server";
import { SessionsRepository } from "../server/auth/sessions-repository.server";
import { migrate, openDatabase } from "../server/db/database.server";
import { EnvError, parseEnv } from "../server/env.server";
import { createLogger } from "../server/logger.server";
import { RateLimiter } from "../server/security/rate-limiter.server";

const USAGE = `Manage admin accounts (the database of DATA_DIR or DATABASE_URL).

  npm run admin -- list
  npm run admin -- create --email <email> --name "<full name>" [--username <name>] [--role owner|sales|catalogue] [--password-stdin]
  npm run admin -- reset-password --email <email> [--password-stdin]

A new admin is an owner unless --role names another role; the first admin is always an owner.

Without --password-stdin a strong password is generated and printed once. With it, the
password is read from standard input (never from the command line, where other users of the
machine could read it). A new password ends every session of that admin.`;

class UsageError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

async function choosePassword(fromStdin: boolean): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: generatePassword(), generated: true };
  const password = await readStdin();
  const check = CreateAdminSchema.shape.password.safeParse(password);
  if (!check.success) throw new UsageError(`password: ${check.error.issues[0]?.message}`);
  return { password, generated: false };
}

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd()).join("\n");
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      username: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!["list", "create", "reset-password"].includes(command)) throw new UsageError(`unknown command "${command}"`);

  const env = parseEnv();
  const log = createLogger({ LOG_LEVEL: "warn", NODE_ENV: "production" });
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database);
    const sessions = new SessionService(new SessionsRepository(database.db));
    const admins = new AdminService({
      repo: new AdminsRepository(database.db, database.kind),
      sessions,
      rateLimiter: new RateLimiter(database.db),
      maxFailures: env.LOGIN_MAX_FAILURES,
      log,
    });

    if (command === "list") {
      const list = await admins.list();
      if (list.length === 0) {
        console.log("No admins.");
        return;
      }
      const rows = list.map((a) => [a.id, a.fullName, a.email, a.userName, a.role, new Date(a.createdAt).toISOString()]);
      console.log(pad([["ID", "NAME", "EMAIL", "USERNAME", "ROLE", "CREATED"], ...rows]));
      return;
    }

    if (!values.email) throw new UsageError("--email is required");

    if (command === "create") {
      const role = values.role ?? DEFAULT_ROLE;
      if (!isAdminRole(role)) throw new UsageError(`--role must be one of ${ADMIN_ROLES.join(", ")}`);
      if (role !== "owner" && (await admins.count()) === 0) throw new UsageError("the first admin must be an owner (--role owner)");
      const { password, generated } = await choosePassword(values["password-stdin"]);
      const result = await admins.create({ FullName: values.name ?? "", email: values.email, userName: values.username, password, role });
      if (result.kind === "invalid") {
        throw new UsageError(Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`).join("; "));
      }
      if (result.kind !== "ok") throw new UsageError(result.message);
      const admin = result.value;
      console.log(`Created admin ${admin.email} (user name ${admin.userName}, role ${admin.role}, id ${admin.id}).`);
      if (generated) console.log(`Password (shown only this once): ${password}`);
      return;
    }

    const admin = await admins.getByEmail(values.email);
    if (!admin) throw new UsageError(`no admin has the e-mail ${values.email}`);
    const { password, generated } = await choosePassword(values["password-stdin"]);
    await admins.resetPassword(admin.id, password);
    console.log(`New password set for ${admin.email}; its sessions have ended.`);
    if (generated) console.log(`Password (shown only this once): ${password}`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof EnvError) {
    console.error(`admin: ${error.message}`);
    if (error instanceof UsageError) console.error("Run `npm run admin -- --help` for usage.");
  } else {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
