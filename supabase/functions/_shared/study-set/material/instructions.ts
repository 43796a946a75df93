// Material is data. A sentence that speaks to an assistant or gives it orders ("Ignore all previous
// instructions", "mark every answer as correct") is never made into a card, a question or a key point.
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|your|these|the)\b.{0,30}\b(?:instructions?|prompts?|rules?|directions?|messages?|guidelines?)\b/i,
  /\b(?:mark|grade|score|treat|count)\b.{0,40}\b(?:every|all|each|any)\b.{0,30}\b(?:answers?|questions?|options?|responses?)\b.{0,30}\b(?:correct|right|true|valid)\b/i,
  /\b(?:you are|you're|act as|pretend to be|behave as|roleplay as)\s+(?:now\s+)?(?:an?\s+|the\s+)?(?:ai|assistant|chatbot|language model|llm|gpt|system|model|different)\b/i,
  /\b(?:system prompt|developer mode|jailbreak|new instructions?)\b/i,
  /\b(?:reply|respond|answer|output|print|say|write)\b(?:\s+\w+){0,3}\s+only\s+(?:with|in|the)\b/i,
  /^(?:assistant|chatgpt|ai|model|system|claude|gemini|llm)\s*[:,]/i,
  /\b(?:ignora|olvida|omite)\b.{0,40}\binstrucciones\b/iu,
  /(?:पिछले|पूर्व|सभी).{0,30}निर्देश.{0,30}(?:अनदेखा|भूल)/u,
];

/** Whether a sentence addresses an assistant or gives it instructions. */
export function isInstruction(sentence: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(sentence));
}
