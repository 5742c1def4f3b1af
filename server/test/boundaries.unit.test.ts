// The server's boundaries (.dependency-cruiser.cjs, checked in `npm run lint`) against planted imports: each rule about
// the scan model, the simulator and the operator commands fails on the import it forbids and lets the allowed ones be.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const root = mkdtempSync(join(tmpdir(), 'contour-boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Cruises a tree of the given files (path → imports) with the project's rules; the rules each file breaks. */
async function violations(files: Record<string, string[]>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(join(root, 'tree-'));
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), imports.map((target, i) => `export * as m${i} from '${target}';\n`).join('') + 'export {};\n');
  }
  const { output } = await cruise(['server'], { baseDir: dir, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true });
  const broken: Record<string, string[]> = {};
  for (const violation of (output as ICruiseResult).summary.violations) (broken[violation.from] ??= []).push(violation.rule.name);
  return broken;
}

describe('the server’s boundaries', () => {
  it('keep the simulator out of the server, the scan model below everything and the operator commands as leaves', async () => {
    const broken = await violations({
      'server/src/simulator/generate.ts': ['../scan/sections.ts', '../demo/demo-devices.ts'],
      'server/src/simulator/mesh.ts': ['../domain/reports.ts'],
      'server/src/scan/sections.ts': [],
      'server/src/scan/payload.ts': ['./sections.ts', '../domain/ranges.ts'],
      'server/src/domain/ranges.ts': [],
      'server/src/demo/demo-devices.ts': [],
      'server/src/demo/seed.ts': ['../simulator/generate.ts', '../domain/reports.ts'],
      'server/src/domain/reports.ts': ['../scan/payload.ts'],
      'server/src/domain/planted.ts': ['../simulator/generate.ts'],
      'server/src/domain/planted.test.ts': ['../simulator/mesh.ts', '../ops/admin-cli.ts'],
      'server/src/http/device-routes.ts': ['../simulator/mesh.ts', '../scan/payload.ts'],
      'server/src/graphql/resolvers.ts': ['../ops/admin-cli.ts'],
      'server/src/ops/admin-cli.ts': ['../domain/reports.ts'],
    });
    expect(broken).toEqual({
      'server/src/simulator/mesh.ts': ['simulator-is-a-scanner'],
      'server/src/scan/payload.ts': ['scan-model-stands-alone'],
      'server/src/domain/planted.ts': ['app-not-from-simulator'],
      'server/src/http/device-routes.ts': ['app-not-from-simulator'],
      'server/src/graphql/resolvers.ts': ['operator-commands-are-leaves'],
    });
  });
});
