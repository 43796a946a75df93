// Every component's docs page opens the same way, so a designer always finds what it is, when to
// use it and when to reach for something else, in that order.

export interface ComponentDocs {
  /** What it is, in a sentence or two. */
  what: string;
  /** The situations it is made for. */
  use: string;
  /** Where another component (or none) serves better, and which. */
  avoid: string;
}

/** The `parameters.docs` of a component's stories: its description, shown above its props table. */
export function componentDocs(
  { what, use, avoid }: ComponentDocs,
  extra: Record<string, unknown> = {},
) {
  return {
    docs: {
      description: {
        component: `${what}\n\n**When to use:** ${use}\n\n**When not to use:** ${avoid}`,
      },
      ...extra,
    },
  };
}

/**
 * For components that cover the page (modal dialogs, the loading overlay, toasts): each story on the
 * docs page gets its own frame, or the first open dialog would cover the whole page.
 */
export const ownFrame = (height = '28rem') => ({ story: { inline: false, height } });
