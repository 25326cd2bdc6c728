import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The demo accounts the end-to-end server made on its first start (server/src/seed/demo.ts writes
// them to DATA_DIR/demo-accounts.txt, one "role e-mail password" line each). The platform's only
// admin comes from there: no API call makes one.

export interface DemoAccount {
  email: string;
  password: string;
}

export function demoAccount(role: 'customer' | 'business owner' | 'admin'): DemoAccount {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts');
  const lines = readFileSync(join(dir, 'demo-accounts.txt'), 'utf8').split('\n');
  const line = lines.find((l) => l.startsWith(`${role} `) && /\S+@\S+\s+\S+$/.test(l));
  if (!line) throw new Error(`No ${role} in ${dir}/demo-accounts.txt`);
  const [email, password] = line.trim().split(/\s+/).slice(-2);
  return { email, password };
}
