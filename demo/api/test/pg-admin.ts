import pg from 'pg';

/** One statement on an admin connection: CREATE/DROP DATABASE cannot run on the database they act on. */
export async function adminStatement(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's URL naming another database. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
