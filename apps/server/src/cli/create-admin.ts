// `npm run create-admin -- --email … --name …`: the first admin of a real deployment (or a promotion).
// The password is asked without echo, or read from ADMIN_PASSWORD for scripts. Same database as the
// server: DATABASE_URL, or the embedded one in DATA_DIR (stop the server first: it holds that folder).
import { parseArgs } from 'node:util';
import password from '@inquirer/password';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { CreateAdminSchema, createOrPromoteAdmin } from '../modules/users/admin-account.service.ts';
import { getUserByEmail } from '../modules/users/users.service.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const email = values.email?.trim().toLowerCase() ?? '';
    const exists = email !== '' && (await getUserByEmail(database.db, email)) !== undefined;
    // A promotion keeps the account's password: it is asked only for a new account.
    const secret = exists
      ? undefined
      : (process.env.ADMIN_PASSWORD ??
        (process.stdin.isTTY
          ? await password({ message: 'Contraseña del administrador:', mask: '*' })
          : undefined));
    const parsed = CreateAdminSchema.safeParse({
      email: values.email,
      name: values.name ?? (exists ? email : undefined),
      password: secret,
    });
    if (!parsed.success) {
      console.error(parsed.error.issues.map((issue) => `- ${issue.message}`).join('\n'));
      return 1;
    }
    if (!exists && parsed.data.password === undefined) {
      console.error('- Sin terminal interactiva: define ADMIN_PASSWORD con la contraseña');
      return 1;
    }
    const result = await createOrPromoteAdmin(database.db, parsed.data);
    console.info(result.message);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
