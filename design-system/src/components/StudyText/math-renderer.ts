/** Turns one formula into MathML markup, or null when it is not valid LaTeX. */
export type MathRenderer = (tex: string, display: boolean) => string | null;

let loaded: MathRenderer | undefined;
let loading: Promise<MathRenderer> | undefined;

/** The renderer when it has already been loaded, so text met later renders at once. */
export function loadedMathRenderer(): MathRenderer | undefined {
  return loaded;
}

/**
 * Loads the formula renderer (temml: LaTeX to MathML, which browsers draw natively and screen
 * readers read) the first time some item text holds a formula; most study sets never need it.
 */
export function loadMathRenderer(): Promise<MathRenderer> {
  loading ??= import('temml').then(
    ({ default: temml }) => {
      loaded = (tex, display) => {
        try {
          // annotate keeps the LaTeX inside the MathML, for copying and for tools that prefer it.
          const markup = temml.renderToString(tex, { displayMode: display, annotate: true, throwOnError: true });
          // Browsers give MathML no text of its own in a name: a quiz option that is only a formula
          // would be a radio button without a name. The LaTeX names it.
          return markup.replace(/^<math\b/, `<math aria-label="${escapeAttribute(tex)}"`);
        } catch {
          return null;
        }
      };
      return loaded;
    },
    (error: unknown) => {
      // A chunk that failed to load (a flaky connection) is tried again by the next formula.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
