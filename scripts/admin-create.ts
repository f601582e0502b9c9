// npm run admin:create -- --email ana@curiero.ro --name "Ana Admin"
// Creates a back-office account, or gives an existing one (same e-mail) a new name and password.
// The password comes from ADMIN_PASSWORD or a hidden prompt (asked twice), never from the command
// line (it would stay in the shell history). Uses the server's configuration (DATABASE_URL or
// DATA_DIR) and migrates the database first.
import { saveAdmin } from '../server/services/auth/admins.ts';
import { passwordProblems } from '../server/services/auth/passwords.ts';
import { emailAndName, fail, openConfigured, promptHidden } from './cli.ts';

const USAGE = 'Usage: npm run admin:create -- --email <e-mail> --name <name>   (password: ADMIN_PASSWORD or prompt)';

async function readPassword(email: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await promptHidden('Parola: '));
  const problems = passwordProblems(password, email);
  if (problems.length) fail(problems.join(' '));
  // Asked twice only of a person at a terminal; a piped password is read once.
  if (fromEnv === undefined && process.stdin.isTTY && (await promptHidden('Repetă parola: ')) !== password) {
    fail('Parolele nu coincid.');
  }
  return password;
}

const { email, name } = emailAndName(USAGE);
const password = await readPassword(email);
const { database } = await openConfigured();
try {
  const admin = await saveAdmin(database.db, { email, name, password });
  console.info(`Admin ${admin.email} (${admin.name}, id ${admin.id}) saved in the ${database.kind} database.`);
} finally {
  await database.close();
}
