import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The workspace's own lint configuration, run on small sources placed (in memory) in each zone:
// every folder rule must refuse the import that breaks it and accept the one that obeys it.
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const zoneRules = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

let eslint: ESLint;

/** The folder rules a source breaks when it lives at `filePath` (relative to the workspace). */
async function brokenZoneRules(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${workspaceRoot}${filePath}` });
  const messages = result?.messages ?? [];
  const others = messages.filter((message) => !zoneRules.includes(message.ruleId ?? ''));
  // Any other complaint (a parse error, an unused name) would make the probe prove nothing.
  expect(others).toEqual([]);
  return [...new Set(messages.map((message) => message.ruleId))].sort() as string[];
}

beforeAll(() => {
  eslint = new ESLint({ cwd: workspaceRoot, overrideConfigFile: `${workspaceRoot}eslint.config.js` });
});

describe('inside a remote, features build on components/ and lib/, never on app/', () => {
  const feature = 'mf-auth/src/features/login/components/Probe.tsx';

  it('refuses a feature importing its remote’s app/', async () => {
    expect(await brokenZoneRules(feature, "import { lazyPage } from '../../../app/lazy-page';\nexport const probe = lazyPage;\n"))
      .toEqual(['import-x/no-restricted-paths']);
  });

  it('accepts a feature importing a shared field from components/', async () => {
    expect(await brokenZoneRules(feature, "import { EmailField } from '../../../components/EmailField';\nexport const probe = EmailField;\n"))
      .toEqual([]);
  });

  it('lets app/ compose the features', async () => {
    expect(await brokenZoneRules('mf-auth/src/app/Probe.tsx', "import { LoginPage } from '../features/login/components/LoginPage';\nexport const probe = LoginPage;\n"))
      .toEqual([]);
  });
});

// One zone per feature folder, read when the config loads: a new feature is covered as it is added.
describe('inside an app, a feature never imports another feature', () => {
  const feature = 'mf-reviews/src/features/review-player/components/Probe.tsx';

  it('refuses a feature importing another feature of its remote', async () => {
    expect(await brokenZoneRules(feature, "import { ShareStudySet } from '../../share/components/ShareStudySet';\nexport const probe = ShareStudySet;\n"))
      .toEqual(['import-x/no-restricted-paths']);
    expect(await brokenZoneRules('mf-session-flow/src/features/validation/api/probe.ts', "import { useSubmitStudyMaterial } from '../../upload/api/submit-study-material';\nexport const probe = useSubmitStudyMaterial;\n"))
      .toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature re-exporting another feature', async () => {
    expect(await brokenZoneRules('mf-auth/src/features/profile/probe.ts', "export { TwoFactorCard } from '../two-factor/components/TwoFactorCard';\n"))
      .toEqual(['import-x/no-restricted-paths']);
  });

  it('accepts a feature importing its own files', async () => {
    expect(await brokenZoneRules(feature, "import { ReviewPlayer } from './ReviewPlayer';\nexport const probe = ReviewPlayer;\n"))
      .toEqual([]);
  });

  it('accepts a feature importing what features share from lib/ and components/', async () => {
    expect(await brokenZoneRules(feature, "import { useSessionRecall } from '../../../lib/api/get-recall';\nexport const probe = useSessionRecall;\n"))
      .toEqual([]);
    expect(await brokenZoneRules(feature, "import { PageHeader } from '../../../components/PageHeader';\nexport const probe = PageHeader;\n"))
      .toEqual([]);
  });

  it('lets app/ compose a page from several features', async () => {
    expect(await brokenZoneRules('mf-reviews/src/app/Probe.tsx', "import { ShareStudySet } from '../features/share/components/ShareStudySet';\nimport ReviewPage from '../features/review-player/components/ReviewPage';\nexport const probe = [ReviewPage, ShareStudySet];\n"))
      .toEqual([]);
  });
});

// A path into another app is refused by the file it resolves to, and by its name as well.
describe('no app imports another app', () => {
  it('refuses a remote importing another remote’s source', async () => {
    expect(await brokenZoneRules('mf-stats/src/features/study-stats/Probe.tsx', "import { pages } from '../../../../mf-reviews/src/pages';\nexport const probe = pages;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('refuses a remote importing another remote by its package name', async () => {
    expect(await brokenZoneRules('mf-stats/src/Probe.tsx', "import { pages } from 'mf-reviews/src/pages';\nexport const probe = pages;\n"))
      .toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a remote importing the shell', async () => {
    expect(await brokenZoneRules('mf-reviews/src/Probe.tsx', "import { router } from '../../shell/src/app/router';\nexport const probe = router;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('refuses the shell importing a remote’s source', async () => {
    expect(await brokenZoneRules('shell/src/remotes/Probe.tsx', "import { widgets } from '../../../mf-stats/src/widgets';\nexport const probe = widgets;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('accepts an app importing the shared packages', async () => {
    expect(await brokenZoneRules('mf-stats/src/Probe.tsx', "import { paths } from '@aayra/app-contract/routes';\nexport const probe = paths;\n"))
      .toEqual([]);
  });
});

describe('browser code bundles nothing of the local stack', () => {
  const browserFiles = [
    'shell/src/Probe.ts', 'mf-auth/src/lib/Probe.ts', 'mf-reviews/src/features/home-cards/api/probe.ts',
    'design-system/src/Probe.ts', 'service-worker/src/Probe.ts', 'supabase/src/Probe.ts', 'app-contract/src/Probe.ts',
  ];
  const nodeOnly = ['@aayra/local-stack', '@aayra/local-stack/database', 'postgres', 'hono', '@electric-sql/pglite', 'bcryptjs', 'esbuild', 'ws'];

  for (const file of browserFiles) {
    it(`refuses ${file} importing the local stack or its Node-only libraries`, async () => {
      for (const name of nodeOnly) {
        // The name is refused wherever it would resolve; where it does resolve, its file is too.
        expect(await brokenZoneRules(file, `import * as probe from '${name}';\nexport { probe };\n`), name)
          .toContain('@typescript-eslint/no-restricted-imports');
      }
    });
  }

  it('refuses a relative import of the local stack’s source, by name and by the file it resolves to', async () => {
    expect(await brokenZoneRules('shell/src/Probe.ts', "import * as probe from '../../local-supabase/src/index';\nexport { probe };\n"))
      .toEqual(['@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths']);
  });

  it('lets tests run the local stack in Node', async () => {
    expect(await brokenZoneRules('supabase/src/probe.test.ts', "import * as probe from '@aayra/local-stack';\nexport { probe };\n"))
      .toEqual([]);
    expect(await brokenZoneRules('mf-reviews/src/testing/probe.ts', "import * as probe from '@aayra/local-stack';\nexport { probe };\n"))
      .toEqual([]);
  });
});

describe('inside a remote, calls to the database live in features/<feature>/api/', () => {
  const callClient = "import { getSupabase } from '@aayra/supabase/client';\nexport const probe = () => getSupabase().from('profiles').select('id');\n";

  it('refuses a component calling the client', async () => {
    expect(await brokenZoneRules('mf-reviews/src/features/home-cards/components/Probe.tsx', callClient))
      .toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('refuses the remote’s lib/ and app/ calling the client', async () => {
    expect(await brokenZoneRules('mf-notifications/src/lib/probe.ts', callClient)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await brokenZoneRules('mf-auth/src/app/probe.ts', callClient)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('accepts the call in the feature’s api/ folder', async () => {
    expect(await brokenZoneRules('mf-reviews/src/features/home-cards/api/probe.ts', callClient)).toEqual([]);
  });

  it('accepts the call in lib/api/, where the calls two features share live', async () => {
    expect(await brokenZoneRules('mf-reviews/src/lib/api/probe.ts', callClient)).toEqual([]);
  });

  it('accepts the client’s type and settings anywhere, for code that is handed a client', async () => {
    expect(await brokenZoneRules('mf-notifications/src/features/service/probe.ts', "import type { AayraClient } from '@aayra/supabase/client';\nexport type Probe = AayraClient;\n"))
      .toEqual([]);
    expect(await brokenZoneRules('mf-notifications/src/features/service/probe.ts', "import { getSupabaseSettings } from '@aayra/supabase/client';\nexport const probe = getSupabaseSettings;\n"))
      .toEqual([]);
  });
});

// TanStack Query is shared as @aayra/supabase/query, which names the parts the apps use.
describe('code that ships takes TanStack Query from @aayra/supabase/query', () => {
  const direct = "import { useQuery } from '@tanstack/react-query';\nexport const probe = useQuery;\n";
  const shared = "import { useQuery } from '@aayra/supabase/query';\nexport const probe = useQuery;\n";

  for (const file of ['shell/src/Probe.tsx', 'mf-reviews/src/features/session-lists/api/probe.ts', 'supabase/src/offline-cache/probe.ts']) {
    it(`refuses ${file} importing TanStack Query itself`, async () => {
      expect(await brokenZoneRules(file, direct)).toEqual(['@typescript-eslint/no-restricted-imports']);
    });

    it(`accepts ${file} importing it from @aayra/supabase/query`, async () => {
      expect(await brokenZoneRules(file, shared)).toEqual([]);
    });
  }

  it('lets the module that names its parts import it', async () => {
    expect(await brokenZoneRules('supabase/src/query.ts', "export { useQuery } from '@tanstack/react-query';\n")).toEqual([]);
  });
});
