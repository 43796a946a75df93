import { createAppConfig } from '@aayra/tooling/rspack';

export default createAppConfig({ exposes: { './pages': './src/pages.tsx' } });
