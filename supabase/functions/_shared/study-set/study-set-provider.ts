import { generateLocalStudySet } from './local-provider.ts';
import { generateWithOpenAiCompatible, type OpenAiCompatibleSettings } from './openai-compatible-provider.ts';
import { StudyMaterialError } from './core/study-material-error.ts';
import type { LearnerContext, StudyNote, StudySet } from './core/types.ts';

/** Makes a study set from a session's material. */
export interface StudySetProvider {
  readonly name: string;
  generate(notes: readonly StudyNote[], learner?: LearnerContext): Promise<StudySet>;
}

export const localProvider: StudySetProvider = {
  name: 'local',
  generate: async (notes, learner) => generateLocalStudySet(notes, learner),
};

/** A provider whose failures (network, schema, anything) are answered by the local provider. */
export function withLocalFallback(primary: StudySetProvider, log: (message: string) => void = console.warn): StudySetProvider {
  return {
    name: primary.name,
    async generate(notes, learner) {
      try {
        return await primary.generate(notes, learner);
      } catch (error) {
        // The learner's own material problem is the same for every provider: say it, do not retry.
        if (error instanceof StudyMaterialError) throw error;
        log(`Study-set provider ${primary.name} failed, using local: ${error instanceof Error ? error.message : String(error)}`);
        return generateLocalStudySet(notes, learner);
      }
    },
  };
}

/**
 * The provider the environment configures: STUDY_SET_PROVIDER=openai-compatible with
 * STUDY_SET_API_BASE_URL, STUDY_SET_API_KEY and STUDY_SET_MODEL; anything else (or a missing
 * setting) is the local provider, which needs no key and works offline.
 */
export function providerFromEnv(env: (name: string) => string | undefined, fetchImpl: typeof fetch = fetch): StudySetProvider {
  if (env('STUDY_SET_PROVIDER') !== 'openai-compatible') return localProvider;
  const settings: OpenAiCompatibleSettings = {
    baseUrl: env('STUDY_SET_API_BASE_URL') ?? '',
    apiKey: env('STUDY_SET_API_KEY') ?? '',
    model: env('STUDY_SET_MODEL') ?? '',
  };
  if (!settings.baseUrl || !settings.apiKey || !settings.model) return localProvider;
  return withLocalFallback({
    name: 'openai-compatible',
    generate: (notes) => generateWithOpenAiCompatible(notes, settings, fetchImpl),
  });
}
