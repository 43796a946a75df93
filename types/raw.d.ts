// Stylesheets imported as text travel with their module, even across federated builds.
declare module '*.css?raw' {
  const css: string;
  export default css;
}
