// The server, started by main.ts once the configuration is read.
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { runMigrations } from './db/migrate.ts';
import { followZoneRules } from './app/zone-rules.ts';
import { seedDemo } from './seed/demo.ts';
import { zoneRulesInUse } from './zone-rules.ts';

/** Opens the database, migrates it, fills the demo data when asked, and serves until stopped. */
export async function serve(config: Config): Promise<void> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  await runMigrations(database);
  const app = await buildApp({ config, database, startWorker: true });

  if (config.seedDemo) {
    const accounts = await seedDemo(database.db, config.dataDir);
    if (accounts.length > 0) {
      const rows = accounts.map(
        (a) => `  ${a.role.padEnd(15)} ${a.email.padEnd(24)} ${a.password}`,
      );
      console.log(
        `\nDemo accounts (shown once; also in ${config.dataDir}/demo-accounts.txt):\n${rows.join('\n')}\n`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish, stop the worker, then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Slotmap is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  // What was written on older zone rules is read again on these, once (decisions 072 and 082),
  // while the server answers: a release that moves a province's clocks moves thousands of rows.
  const rules = zoneRulesInUse().running;
  followZoneRules(database.db, rules, new Date()).then(
    (followed) => {
      if (followed && followed.bookings + followed.summaries > 0)
        console.log(
          `Time-zone rules ${rules}: ${followed.bookings} bookings to come read anew, ${followed.summaries} free-time summaries computed again`,
        );
    },
    // Taken up again at the next start, where it left off.
    (err: unknown) => {
      if (!closing) app.log.error({ err }, `time-zone rules ${rules}: not all read anew`);
    },
  );
}
