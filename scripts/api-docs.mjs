// `npm run api-docs`: writes docs/openapi.json, the OpenAPI document generated from the API's route schemas
// (services/api/src/http/schemas/openapi-cli.ts, run from source). A generated file: commit it with the routes
// that change it. The same document is browsable at /docs/api when the server runs outside production.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'services/api/test/ts-cli.cjs'), path.join(ROOT, 'services/api/src/http/schemas/openapi-cli.ts'), path.join(ROOT, 'docs/openapi.json')],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, KHEL_OTP_SENDER: process.env.KHEL_OTP_SENDER ?? 'log' } },
);
process.exit(result.status ?? 1);
