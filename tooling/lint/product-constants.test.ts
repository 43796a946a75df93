import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BREAK_MINUTES,
  DISPLAY_NAME_MAX_LENGTH,
  FOCUS_MINUTES,
  MAX_DECK_CARDS,
  NOTIFICATION_KINDS,
  PLAN_NAMES,
  REVIEW_LADDER_DAYS,
  SESSION_STATUSES,
  SUBJECT_MAX_LENGTH,
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_TITLE_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
} from '../../supabase/functions/_shared/product-constants.ts';

// The product's numbers and words live in the database and reach the apps through the generated
// @aayra/supabase/product-constants and database types. A copy typed again in app code drifts the
// day the database changes, so the app source must not hold one: each rule below is a way such a
// copy has been written, built from the generated values themselves.
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

const SOURCE_ROOTS = ['shell/src', 'design-system/src', 'app-contract/src', 'supabase/src', 'supabase/functions', 'service-worker/src'];
const GENERATED = ['supabase/src/database.types.ts', 'supabase/functions/_shared/product-constants.ts'];

const words = (set: readonly string[]) => `'(?:${set.map((word) => word.replace(/[-_]/g, '[-_]')).join('|')})'`;
const either = (...numbers: number[]) => `(?:${[...new Set(numbers)].join('|')})`;
const underscored = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '_?');

interface Rule {
  says: string;
  pattern: RegExp;
}

const rules: Rule[] = [
  ...[
    ['session statuses', SESSION_STATUSES],
    ['notification kinds', NOTIFICATION_KINDS],
    ['plan names', PLAN_NAMES],
    ['support request types', SUPPORT_REQUEST_TYPES],
  ].map(([name, set]) => ({
    says: `a union of ${name as string}: use the generated type`,
    pattern: new RegExp(`${words(set as readonly string[])}\\s*\\|\\s*${words(set as readonly string[])}`),
  })),
  {
    says: 'a subject, topic or display name length: use SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH or DISPLAY_NAME_MAX_LENGTH',
    pattern: new RegExp(`maxLength=\\{${either(SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH)}\\}`),
  },
  {
    says: 'a subject or topic length: use SUBJECT_MAX_LENGTH or TOPIC_MAX_LENGTH',
    pattern: new RegExp(`(?:subject|topic).*(?:\\.slice\\(0, *|> *|length[^;]*\\b)${either(SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH)}\\b`, 'i'),
  },
  {
    says: 'a display name length: use DISPLAY_NAME_MAX_LENGTH',
    pattern: new RegExp(`display_?name\\w*\\s*[:=<>]=?\\s*${DISPLAY_NAME_MAX_LENGTH}\\b`, 'i'),
  },
  {
    says: 'focus or break minutes: use FOCUS_MINUTES or BREAK_MINUTES',
    pattern: new RegExp(
      `(?:max=\\{${either(FOCUS_MINUTES.max, BREAK_MINUTES.max)}\\}|(?:focus|break)\\w*(?:\\s*[:=]\\s*|.*\\b(?:minutes|min|max)\\b.*\\b)${either(FOCUS_MINUTES.max, BREAK_MINUTES.max, FOCUS_MINUTES.default)}\\b|DEFAULT_(?:FOCUS|BREAK)_MINUTES\\s*=)`,
      'i',
    ),
  },
  {
    says: 'a support request bound: use SUPPORT_TITLE_MAX_LENGTH or SUPPORT_DESCRIPTION_MAX_LENGTH',
    pattern: new RegExp(`(?:title|description)\\w*(?:\\s*[:=<>]=?\\s*|.*\\b(?:length|max)\\b.*\\b)${either(SUPPORT_TITLE_MAX_LENGTH, SUPPORT_DESCRIPTION_MAX_LENGTH)}\\b`, 'i'),
  },
  {
    says: 'the review ladder: use REVIEW_LADDER_DAYS',
    pattern: new RegExp(REVIEW_LADDER_DAYS.join(',\\s*')),
  },
  {
    says: 'the deck limit: use MAX_DECK_CARDS',
    pattern: new RegExp(`(?:deck|card).*\\b${underscored(MAX_DECK_CARDS)}\\b|\\b${underscored(MAX_DECK_CARDS)}\\b.*(?:deck|card)`, 'i'),
  },
  {
    says: 'the upload limit: use UPLOAD_MAX_BYTES',
    pattern: new RegExp(`\\b${UPLOAD_MAX_BYTES / (1024 * 1024)}\\s*\\*\\s*1024\\s*\\*\\s*1024\\b|\\b${underscored(UPLOAD_MAX_BYTES)}\\b`),
  },
];

/** Code only: comments explain, and may name a number. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Each line of `source` that types a product constant again, as "file:line: what to use". */
export function retypedConstants(file: string, source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) => rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${file}:${index + 1}: ${rule.says}`));
}

function appSources(): string[] {
  const roots = [...SOURCE_ROOTS, ...readdirSync(workspaceRoot).filter((name) => name.startsWith('mf-')).map((name) => `${name}/src`)];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.(?:ts|tsx|js|mjs)$/.test(entry.name) && !/\.(?:test|stories|bench)\.\w+$/.test(entry.name)) {
        files.push(relative(workspaceRoot, path));
      }
    }
  };
  for (const root of roots) walk(join(workspaceRoot, root));
  return files.filter((file) => !GENERATED.includes(file));
}

describe('a product constant typed again in app code is named, with its file', () => {
  it.each([
    ['a status union', "type Phase = 'focus_in_progress' | 'uploading';"],
    ['a plan union', "plan: 'free' | 'premium';"],
    ['a notification kind union', "kind: 'study_reminder' | 'smart_reminder';"],
    ['a subject field length', '<TextField label="Subject" maxLength={100} />'],
    ['a name cut to the subject length', 'const subject = name.slice(0, 100);'],
    ['a display name length', 'export const DISPLAY_NAME_MAX_LENGTH = 60;'],
    ['the focus bounds', '<TextField label="Focus minutes" min={1} max={180} />'],
    ['a default focus', 'export const DEFAULT_FOCUS_MINUTES = 25;'],
    ['the review ladder', 'export const REVIEW_DAYS = [1, 3, 7, 14, 30, 90] as const;'],
    ['the deck limit', 'export const MAX_DECK_CARDS = 5000;'],
    ['the deck limit with a separator', 'if (cards.length > 5_000) refuseDeck();'],
    ['the upload limit', 'export const MAX_STUDY_FILE_BYTES = 10 * 1024 * 1024;'],
    ['a support title bound', 'export const SUPPORT_TITLE_MAX = 100;'],
    ['a support description check', 'if (description.length > 1000) refuse();'],
    ['a support request type union', "type Kind = 'feedback' | 'feature_request' | 'issue';"],
  ])('names %s', (_, line) => {
    const found = retypedConstants('mf-probe/src/probe.tsx', `const a = 1;\n${line}\n`);
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message).toMatch(/^mf-probe\/src\/probe\.tsx:2: .*use /);
  });

  it.each([
    ['the generated constant', '<TextField label="Subject" maxLength={SUBJECT_MAX_LENGTH} />'],
    ['another field length', '<TextField label="Code" maxLength={7} />'],
    ['another union of words', "type TimerState = 'idle' | 'running' | 'paused' | 'completed';"],
    ['a number in a comment', '// Subjects are 1 to 100 characters (the database says so).'],
  ])('leaves %s alone', (_, line) => {
    expect(retypedConstants('mf-probe/src/probe.tsx', line)).toEqual([]);
  });

  it('finds none in the source of the shell, the remotes, the packages, the edge functions and the service worker', () => {
    const sources = appSources();
    expect(sources).toContain('mf-session-flow/src/features/new-session/new-session-form.ts');
    expect(sources.flatMap((file) => retypedConstants(file, readFileSync(join(workspaceRoot, file), 'utf8')))).toEqual([]);
  });
});
