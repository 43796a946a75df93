import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres15 } from '../../../tooling/scripts/postgres15.mjs';
import { createPgliteTemplate, createPostgresTemplate } from '@aayra/local-stack/fresh-database';
import './provided';

const POSTGRES_TEMPLATE = 'aayra_template';

/** Builds the migrated schema once per run on both engines; test files copy it. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres15();
  const folder = mkdtempSync(join(tmpdir(), 'aayra-pglite-template-'));
  try {
    const [dump] = await Promise.all([
      createPgliteTemplate(),
      createPostgresTemplate(postgres.url, { name: POSTGRES_TEMPLATE }),
    ]);
    const templatePath = join(folder, 'template.tar');
    writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
    project.provide('postgresUrl', postgres.url);
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteTemplatePath', templatePath);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return async () => {
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
