// What the docs test reads out of a page: the rows of its tables, the repository paths it names,
// its relative links, and what a decision record lacks.

/** The lines of a page's tables (a file map is a table). */
export function tableRows(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .join('\n');
}

/**
 * Repository paths named in backticks: a name that starts with one of the repository's top-level
 * folders or files. Patterns and placeholders (`*`, `<name>`, `{id}`) name no one file.
 */
export function namedPaths(text: string, topLevel: ReadonlySet<string>): string[] {
  const named = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  const paths = named
    .filter((name) => !/[*<>{}]|\.\.\./.test(name))
    .map((name) => name.replace(/\/$/, ''))
    .filter((name) => name.includes('/') && topLevel.has(name.split('/')[0] ?? ''));
  return [...new Set(paths)];
}

/** The relative targets of a page's markdown links (web addresses and anchors are not files). */
export function brokenLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

const STATUS = /^Status: (accepted|superseded by (\d{4}))$/m;

/** What a decision record lacks: its number as title, a status naming a record that exists, its three parts. */
export function recordProblems(fileName: string, text: string, numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const number = fileName.slice(0, 4);
  if (!text.startsWith(`# ${number}. `)) problems.push(`the title does not open with "# ${number}. "`);
  const status = STATUS.exec(text);
  if (!status) problems.push('no "Status: accepted" or "Status: superseded by NNNN" line');
  const replacement = status?.[2];
  if (replacement !== undefined && !numbers.has(replacement)) problems.push(`superseded by ${replacement}, which does not exist`);
  for (const part of ['## Context', '## Decision', '## Consequences']) {
    if (!text.includes(`\n${part}\n`)) problems.push(`no "${part}" section`);
  }
  return problems;
}
