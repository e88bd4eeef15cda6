// npm run admin:create -- <email>: gives an existing account the ADMIN role (the operator console).
import { env, grantAdmin, openDatabase } from './services';

const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('usage: npm run admin:create -- <email of an existing account>');
  process.exit(2);
}
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const result = await grantAdmin(database.db, email);
  if (result === 'no-user') {
    console.error(`No active account with the e-mail ${email}: sign up first, then run this again.`);
    process.exitCode = 1;
  } else
    console.log(
      result === 'granted' ? `${email} is now an operator (ADMIN).` : `${email} already is an operator.`,
    );
} finally {
  await database.close();
}
