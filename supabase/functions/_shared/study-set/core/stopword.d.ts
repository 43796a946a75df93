// The stop-word lists Aayra imports from the `stopword` package (it ships no types).
declare module 'stopword' {
  export const eng: readonly string[];
  export const spa: readonly string[];
  export const hin: readonly string[];
  export const fra: readonly string[];
  export const deu: readonly string[];
  export const por: readonly string[];
  export const ita: readonly string[];
}
