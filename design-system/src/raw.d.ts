// CSS files are imported as text and shipped as one stylesheet string (see styles/stylesheet.ts).
declare module '*.css?raw' {
  const css: string;
  export default css;
}
