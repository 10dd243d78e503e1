import { productSeeds } from "../../content/products";
import { toSeedEntries } from "../../server/catalogue/catalogue-seed.server";
import { ProductRepository } from "../../server/catalogue/product-repository.server";
import { migrate, openDatabase } from "../../server/db/database.server";

// One process loading the catalogue, for the test that starts two at once.
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
try {
  await migrate(database);
  // Both processes start loading at the same instant, so the test really overlaps them.
  const startAt = Number(process.env.START_AT ?? 0);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const report = await new ProductRepository(database).syncSeed(toSeedEntries(productSeeds));
  process.stdout.write(JSON.stringify(report));
} finally {
  await database.close();
}
