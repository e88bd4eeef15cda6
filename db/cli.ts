// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the embedded database under DATA_DIR.
import { sql } from 'drizzle-orm';
import { env, openDatabase, wantsDemoData } from './services';
import { seed } from './seed';

const command = process.argv[2];
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (command === 'reset') {
    await database.db.execute(
      sql.raw(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
      ),
    );
    console.log('Database emptied.');
  }
  if (command === 'migrate' || command === 'seed' || command === 'reset') {
    await database.migrate();
    console.log('Migrations applied.');
  }
  if (command === 'seed' || command === 'reset') {
    const accounts = await seed(database.db, { demo: wantsDemoData(config) });
    console.log(`Seeded reference data${wantsDemoData(config) ? ' and demo data' : ''}.`);
    for (const a of accounts) console.log(`  ${a.label}: ${a.login} / ${a.password}`);
  }
  if (!['migrate', 'seed', 'reset'].includes(command)) {
    console.error('usage: tsx db/cli.ts migrate|seed|reset');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
