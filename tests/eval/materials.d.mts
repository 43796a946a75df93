// Types of materials.mjs, for the TypeScript tests.
export interface EvaluationMaterial {
  name: string;
  text: string;
  language: string;
}

export function evaluationMaterials(): EvaluationMaterial[];
