// Writes every source file an app's build took in to build-report/<name>.modules.json, next to
// dist/ and never deployed, so a test can prove what a browser bundle contains.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const workspaceRoot = new URL('../..', import.meta.url).pathname;

function resources(modules, into) {
  for (const module of modules ?? []) {
    if (module.nameForCondition) into.add(relative(workspaceRoot, module.nameForCondition));
    resources(module.modules, into);
  }
  return into;
}

export class ModuleListPlugin {
  /** @param {string} reportName  the build's name in the report file (an app may build twice: page and worker) */
  constructor(reportName) {
    this.reportName = reportName;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ModuleListPlugin', (stats) => {
      // Modules hoisted into another one count as orphans: they are in the bundle all the same.
      const { modules } = stats.toJson({ all: false, modules: true, nestedModules: true, orphanModules: true });
      const list = [...resources(modules, new Set())].sort();
      // Beside the output folder: a build into another folder (AAYRA_OUT_DIR) leaves the app's report as it was.
      const folder = join(dirname(compiler.options.output.path), 'build-report');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${this.reportName}.modules.json`), `${JSON.stringify(list, null, 1)}\n`);
    });
  }
}
