// A benchmark that writes the server's data itself computes its times in its own process, so it
// runs on the time-zone rules the server runs on (decision 072). ICU reads them only as Node
// starts: imported first, this runs the benchmark again with them when this Node's are older, and
// ends with its exit code.
import { spawnSync } from 'node:child_process';
import { withZoneRules } from '../scripts/zone-rules.mjs';

const env = withZoneRules();
if (env !== process.env) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  process.exit(again.status ?? 1);
}
