// `npm start` (`npm run serve`): reads the configuration, then starts the server (serve.ts).
import { ConfigError, loadConfig } from './config.ts';
import { zoneRulesProblem } from './zone-rules.ts';

async function main() {
  const zoneProblem = zoneRulesProblem();
  if (zoneProblem) throw new ConfigError(zoneProblem);
  // Read first, as the environment gave it: NODE_ENV names the mode Slotmap runs in.
  const config = loadConfig();
  // React, which writes the mail, picks its build from NODE_ENV when it is first loaded: it gets
  // its production build in every mode, as the server-drawn pages' bundle does (decision 065).
  // Its development build checks every element for warnings nobody reads, and writing a
  // booking's mails with it took a sixth of the server's time per booking. Nothing else the
  // server loads reads NODE_ENV; the configuration above already has its value.
  process.env.NODE_ENV = 'production';
  const { serve } = await import('./serve.ts');
  await serve(config);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Slotmap could not start:', err);
  }
  process.exit(1);
});
